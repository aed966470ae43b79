import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { StaffPortal } from "../../../worker/contract/staff";
import { ApiError } from "../../lib/api";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";
import { titleCase } from "./labels";
import { Panel, QueryStatus, ScrollTable, Th } from "./Panel";
import { PortalFormDialog } from "./PortalFormDialog";
import { useConfirmDelete } from "./use-confirm-delete";
import { useDeletePortal, usePortals } from "./staff-queries";

/** Portal Configuration: the areas with their required role, state and order; add, edit and delete. */
export function PortalConfigTab() {
  const portals = usePortals();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<StaffPortal | undefined>();
  const deletion = useConfirmDelete<StaffPortal>(useDeletePortal(), {
    deleted: "Portal deleted successfully!",
    failed: (error) => ({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || "The portal could not be deleted." }),
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
        <ScrollTable minWidth="44rem">
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <Th>Name</Th>
              <Th>Slug</Th>
              <Th>Description</Th>
              <Th>Required role</Th>
              <Th>Status</Th>
              <Th>Order</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {portals.data.map((portal) => (
              <tr key={portal.id} className="border-b border-border last:border-0">
                <td className="py-3 pr-4 font-medium">{portal.name}</td>
                <td className="py-3 pr-4 font-mono text-xs">{portal.slug}</td>
                <td className="max-w-64 py-3 pr-4 text-muted-foreground">{portal.description ?? ""}</td>
                <td className="py-3 pr-4">{titleCase(portal.requiredRole)}</td>
                <td className="py-3 pr-4">
                  <Badge tone={portal.isActive ? "green" : "neutral"}>{portal.isActive ? "Active" : "Inactive"}</Badge>
                </td>
                <td className="py-3 pr-4">{portal.sortOrder}</td>
                <td className="py-3">
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
                    <Button variant="ghost-destructive" size="icon" aria-label={`Delete ${portal.name}`} onClick={() => deletion.ask(portal)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
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
