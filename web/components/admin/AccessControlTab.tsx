import { Check, Pencil, Plus, X } from "lucide-react";
import { useState } from "react";
import type { StaffUser } from "../../../worker/contract/staff";
import { ApiError } from "../../lib/api";
import { Button } from "../ui/button";
import { Switch } from "../ui/switch";
import { toast } from "../ui/toast";
import { formatDateTime, titleCase } from "./labels";
import { Panel, QueryStatus, ScrollTable, Th } from "./Panel";
import { useAccessMatrix, useAccessUsers, useUpdateUser } from "./staff-queries";
import { UserFormDialog } from "./UserFormDialog";

/** Access Control: the users with an active switch and edit, Add User, and the access matrix computed by the Worker. */
export function AccessControlTab() {
  const users = useAccessUsers();
  const update = useUpdateUser();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<StaffUser | undefined>();

  function toggleActive(user: StaffUser, isActive: boolean) {
    update.mutate(
      { id: user.id, changes: { isActive } },
      {
        onSuccess: () => toast({ title: "User updated successfully" }),
        onError: (error) =>
          toast({ title: "Failed to update user", description: (error instanceof ApiError && error.serverMessage) || "Please try again.", variant: "destructive" }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Panel
        id="users"
        title="Users"
        action={
          <Button
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden />
            Add User
          </Button>
        }
      >
        <QueryStatus query={users} noun="users" />
        {users.data && (
          <ScrollTable minWidth="36rem">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <Th>User</Th>
                <Th>Role</Th>
                <Th>Department</Th>
                <Th>Active</Th>
                <Th>Last login</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id} className="border-b border-border last:border-0">
                  <td className="py-3 pr-4 font-medium break-all">{user.username}</td>
                  <td className="py-3 pr-4">{titleCase(user.role)}</td>
                  <td className="py-3 pr-4">{user.department ? titleCase(user.department) : "None"}</td>
                  <td className="py-3 pr-4">
                    <Switch checked={user.isActive} onCheckedChange={(checked) => toggleActive(user, checked)} aria-label={`${user.username} active`} />
                  </td>
                  <td className="py-3 pr-4">{formatDateTime(user.lastLogin)}</td>
                  <td className="py-3 text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${user.username}`}
                      onClick={() => {
                        setEditing(user);
                        setFormOpen(true);
                      }}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Panel>
      <AccessMatrixTable />
      <UserFormDialog screen="access-control" user={editing} open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}

function AccessMatrixTable() {
  const matrix = useAccessMatrix();
  return (
    <Panel id="matrix" title="Access Matrix" description="Who can use each area right now, as the server decides it. Hover or focus a mark for the reason.">
      <QueryStatus query={matrix} noun="access matrix" />
      {matrix.data && (
        <ScrollTable testId="access-matrix">
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <th className="py-2 pr-4 font-medium">User</th>
              {matrix.data.portals.map((portal) => (
                <th key={portal.id} className="px-2 py-2 text-center font-medium">
                  {portal.name}
                  <span className="block text-xs font-normal">{titleCase(portal.requiredRole)}+</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.data.users.map((user) => (
              <tr key={user.id} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {user.username}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {titleCase(user.role)}
                    {user.isActive ? "" : ", inactive"}
                  </span>
                </th>
                {user.access.map((cell) => (
                  <td key={cell.portalId} className="px-2 py-2 text-center">
                    <span title={cell.reason} tabIndex={0} className="inline-flex rounded">
                      {cell.allowed ? <Check className="size-5 text-green-700" aria-hidden /> : <X className="size-5 text-slate-400" aria-hidden />}
                      <span className="sr-only">{`${cell.allowed ? "Allowed" : "No access"}: ${cell.reason}`}</span>
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Panel>
  );
}
