import { AccessControlTab } from "../../components/admin/AccessControlTab";
import { ActivityLogsTab } from "../../components/admin/ActivityLogsTab";
import { StaffAreasTab } from "../../components/admin/StaffAreasTab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHead } from "../../lib/head";

/** Staff areas, who may use them, and what staff did (back-office spec section 2, "Portal management"). */
export default function StaffAreasPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead
        title="Staff areas | Admin Dashboard"
        description="Staff areas, access control and activity logs."
        noIndex
      />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Staff areas</h1>
      <p className="mt-1 text-muted-foreground">
        Which roles may use each area of the back office, the staff accounts, and the log of changes.
      </p>
      <Tabs defaultValue="areas" className="mt-6">
        <TabsList>
          <TabsTrigger value="areas">Staff areas</TabsTrigger>
          <TabsTrigger value="access">Access Control</TabsTrigger>
          <TabsTrigger value="logs">Activity Logs</TabsTrigger>
        </TabsList>
        <TabsContent value="areas">
          <StaffAreasTab />
        </TabsContent>
        <TabsContent value="access">
          <AccessControlTab />
        </TabsContent>
        <TabsContent value="logs">
          <ActivityLogsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
