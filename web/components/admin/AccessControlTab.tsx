import { Check, Pencil, Plus, X } from "lucide-react";
import { useState } from "react";
import type { AccessMatrix } from "#contract/staff";
import type { StaffUser } from "#contract/staff-users";
import { ApiError } from "../../lib/api";
import { Button } from "../ui/button";
import { Switch } from "../ui/switch";
import { toast } from "../ui/toast";
import { ACTIONS_HEADER, type AdminColumn, AdminTable } from "./AdminTable";
import { formatDateTime, titleCase } from "./labels";
import { Panel, QueryStatus } from "./Panel";
import { useAccessMatrix, useAccessUsers, useUpdateUser } from "./staff-queries";
import { UserFormDialog } from "./UserFormDialog";

type AccessMatrixUser = AccessMatrix["users"][number];

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
          toast({
            title: "Failed to update user",
            description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
            variant: "destructive",
          }),
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
          <AdminTable
            rows={users.data}
            rowKey={(user) => user.id}
            minWidth="36rem"
            columns={[
              { header: "User", className: "font-medium break-all", cell: (user) => user.username },
              { header: "Role", cell: (user) => titleCase(user.role) },
              { header: "Department", cell: (user) => (user.department ? titleCase(user.department) : "None") },
              {
                header: "Active",
                cell: (user) => (
                  <Switch
                    checked={user.isActive}
                    onCheckedChange={(checked) => toggleActive(user, checked)}
                    aria-label={`${user.username} active`}
                  />
                ),
              },
              { header: "Last login", cell: (user) => formatDateTime(user.lastLogin) },
              {
                header: ACTIONS_HEADER,
                className: "text-right",
                cell: (user) => (
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
                ),
              },
            ]}
          />
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
    <Panel
      id="matrix"
      title="Access Matrix"
      description="Who can use each area right now, as the server decides it. Hover or focus a mark for the reason."
    >
      <QueryStatus query={matrix} noun="access matrix" />
      {matrix.data && (
        <AdminTable
          rows={matrix.data.users}
          rowKey={(user) => user.id}
          testId="access-matrix"
          compact
          columns={[
            {
              header: "User",
              rowHeader: true,
              cell: (user) => (
                <>
                  {user.username}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {titleCase(user.role)}
                    {user.isActive ? "" : ", inactive"}
                  </span>
                </>
              ),
            },
            ...matrix.data.areas.map(
              (staffArea): AdminColumn<AccessMatrixUser> => ({
                header: (
                  <>
                    {staffArea.name}
                    <span className="block text-xs font-normal">{titleCase(staffArea.requiredRole)}+</span>
                  </>
                ),
                padding: "px-2",
                className: "text-center",
                headerClassName: "text-center",
                cell: (user) => {
                  const access = user.access.find((cell) => cell.areaId === staffArea.id);
                  return access && <AccessMark cell={access} />;
                },
              }),
            ),
          ]}
        />
      )}
    </Panel>
  );
}

/** One user's access to one area: a mark, its reason on hover or focus and for screen readers. */
function AccessMark({ cell }: { cell: AccessMatrixUser["access"][number] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard reaches the mark's reason
    <span title={cell.reason} tabIndex={0} className="inline-flex rounded">
      {cell.allowed ? (
        <Check className="size-5 text-green-700" aria-hidden />
      ) : (
        <X className="size-5 text-slate-400" aria-hidden />
      )}
      <span className="sr-only">{`${cell.allowed ? "Allowed" : "No access"}: ${cell.reason}`}</span>
    </span>
  );
}
