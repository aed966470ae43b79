import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { StaffArea } from "#contract/staff";
import { ApiError } from "../../lib/api";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";
import { ACTIONS_HEADER, AdminTable } from "./AdminTable";
import { titleCase } from "./labels";
import { Panel, QueryStatus } from "./Panel";
import { StaffAreaFormDialog } from "./StaffAreaFormDialog";
import { useDeleteStaffArea, useStaffAreas } from "./staff-queries";
import { useConfirmDelete } from "./use-confirm-delete";

/** The staff areas tab: the areas with their required role, state and order; add, edit and delete. */
export function StaffAreasTab() {
  const staffAreas = useStaffAreas();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<StaffArea | undefined>();
  const deletion = useConfirmDelete<StaffArea>(useDeleteStaffArea(), {
    deleted: "Staff area deleted successfully!",
    failed: (error) => ({
      title: "Error",
      description: (error instanceof ApiError && error.serverMessage) || "The staff area could not be deleted.",
    }),
  });

  return (
    <Panel
      id="staff-areas"
      title="Staff areas"
      action={
        <Button
          onClick={() => {
            setEditing(undefined);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden />
          Add staff area
        </Button>
      }
    >
      <QueryStatus query={staffAreas} noun="staff areas" />
      {staffAreas.data && (
        <AdminTable
          rows={staffAreas.data}
          rowKey={(staffArea) => staffArea.id}
          minWidth="44rem"
          columns={[
            { header: "Name", className: "font-medium", cell: (staffArea) => staffArea.name },
            { header: "Slug", className: "font-mono text-xs", cell: (staffArea) => staffArea.slug },
            {
              header: "Description",
              className: "max-w-64 text-muted-foreground",
              cell: (staffArea) => staffArea.description ?? "",
            },
            { header: "Required role", cell: (staffArea) => titleCase(staffArea.requiredRole) },
            {
              header: "Status",
              cell: (staffArea) => (
                <Badge tone={staffArea.isActive ? "green" : "neutral"}>
                  {staffArea.isActive ? "Active" : "Inactive"}
                </Badge>
              ),
            },
            { header: "Order", cell: (staffArea) => staffArea.sortOrder },
            {
              header: ACTIONS_HEADER,
              cell: (staffArea) => (
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${staffArea.name}`}
                    onClick={() => {
                      setEditing(staffArea);
                      setFormOpen(true);
                    }}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost-destructive"
                    size="icon"
                    aria-label={`Delete ${staffArea.name}`}
                    onClick={() => deletion.ask(staffArea)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      <StaffAreaFormDialog staffArea={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete staff area"
        description={`Delete the "${deletion.target?.name ?? ""}" staff area? Its pages and API then fall back to admins only.`}
      />
    </Panel>
  );
}
