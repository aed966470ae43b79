import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { StaffPortal } from "#contract/staff";
import { ApiError } from "../../lib/api";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";
import { ACTIONS_HEADER, AdminTable } from "./AdminTable";
import { titleCase } from "./labels";
import { Panel, QueryStatus } from "./Panel";
import { PortalFormDialog } from "./PortalFormDialog";
import { useDeletePortal, usePortals } from "./staff-queries";
import { useConfirmDelete } from "./use-confirm-delete";

/** Portal Configuration: the areas with their required role, state and order; add, edit and delete. */
export function PortalConfigTab() {
  const portals = usePortals();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<StaffPortal | undefined>();
  const deletion = useConfirmDelete<StaffPortal>(useDeletePortal(), {
    deleted: "Portal deleted successfully!",
    failed: (error) => ({
      title: "Error",
      description: (error instanceof ApiError && error.serverMessage) || "The portal could not be deleted.",
    }),
  });

  return (
    <Panel
      id="portal-config"
      title="Portal Configuration"
      action={
        <Button
          onClick={() => {
            setEditing(undefined);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden />
          Add Portal
        </Button>
      }
    >
      <QueryStatus query={portals} noun="portals" />
      {portals.data && (
        <AdminTable
          rows={portals.data}
          rowKey={(portal) => portal.id}
          minWidth="44rem"
          columns={[
            { header: "Name", className: "font-medium", cell: (portal) => portal.name },
            { header: "Slug", className: "font-mono text-xs", cell: (portal) => portal.slug },
            {
              header: "Description",
              className: "max-w-64 text-muted-foreground",
              cell: (portal) => portal.description ?? "",
            },
            { header: "Required role", cell: (portal) => titleCase(portal.requiredRole) },
            {
              header: "Status",
              cell: (portal) => (
                <Badge tone={portal.isActive ? "green" : "neutral"}>{portal.isActive ? "Active" : "Inactive"}</Badge>
              ),
            },
            { header: "Order", cell: (portal) => portal.sortOrder },
            {
              header: ACTIONS_HEADER,
              cell: (portal) => (
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${portal.name}`}
                    onClick={() => {
                      setEditing(portal);
                      setFormOpen(true);
                    }}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost-destructive"
                    size="icon"
                    aria-label={`Delete ${portal.name}`}
                    onClick={() => deletion.ask(portal)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      <PortalFormDialog portal={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete portal"
        description={`Delete the "${deletion.target?.name ?? ""}" portal? Its area then falls back to admins only.`}
      />
    </Panel>
  );
}
