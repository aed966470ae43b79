import { useSearchParams } from "react-router";
import { CreateContentTab } from "../../components/admin/content/CreateContentTab";
import { ScheduleForm } from "../../components/admin/content/ScheduleForm";
import { SchedulesList } from "../../components/admin/content/SchedulesList";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHead } from "../../lib/head";

const TABS = ["create", "schedule", "manage"] as const;
type Tab = (typeof TABS)[number];

/** /admin/content-creation: Create Content, Schedule Content and Manage Schedules, chosen by ?tab= (default create). */
export default function ContentCreationPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? "") ? (requested as Tab) : "create";
  const select = (next: string) => setParams(next === "create" ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Content Creation | Admin Dashboard" description="Create, schedule and manage content." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Content Creation</h1>
      <p className="mt-1 text-muted-foreground">
        Write articles from prompts, schedule recurring content, and manage schedules.
      </p>
      <Tabs value={tab} onValueChange={select} className="mt-6">
        <TabsList className="flex-wrap">
          <TabsTrigger value="create">Create Content</TabsTrigger>
          <TabsTrigger value="schedule">Schedule Content</TabsTrigger>
          <TabsTrigger value="manage">Manage Schedules</TabsTrigger>
        </TabsList>
        <TabsContent value="create" className="mt-4">
          <CreateContentTab />
        </TabsContent>
        <TabsContent value="schedule" className="mt-4">
          <ScheduleForm onSaved={() => select("manage")} />
        </TabsContent>
        <TabsContent value="manage" className="mt-4">
          <SchedulesList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
