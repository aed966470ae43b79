import { KeyRound, LogOut, Mail, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ROLES } from "#contract/enums";
import { type StaffUser, USER_SORTS, type UserSort } from "#contract/staff-users";
import { useEndSessionsOfUser } from "../../components/admin/account/account-queries";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { formatDate, formatDateTime, titleCase } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { USERS_PAGE_SIZE, useDeleteUser, useReinviteUser, useUsers } from "../../components/admin/staff-queries";
import { UserFormDialog } from "../../components/admin/UserFormDialog";
import { useConfirmDelete } from "../../components/admin/use-confirm-delete";
import { RequireMfaPanel } from "../../components/admin/users/RequireMfaPanel";
import { ResetPasswordDialog } from "../../components/admin/users/ResetPasswordDialog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { USER_SECURITY } from "../../content/account";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const FILTERS = ["q", "role", "active", "sort"] as const;
const SORT_LABELS: Record<UserSort, string> = {
  username: "Name A-Z",
  newest: "Newest first",
  "last-login": "Last signed in",
  role: "Role, admins first",
};
const ACTIVE = ["true", "false"] as const;

/**
 * Staff accounts as cards, with create, edit and delete (back-office spec section 2, "User management"); paged on
 * the server, with search, role, active or not, order and page in the URL.
 */
export default function UserManagementPage() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const role = oneOf(ROLES, params.get("role"));
  const active = oneOf(ACTIVE, params.get("active"));
  const sort = oneOf(USER_SORTS, params.get("sort"));
  const users = useUsers({ q, role, active, sort, page });
  const rows = users.data?.rows ?? [];
  const [editing, setEditing] = useState<StaffUser | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<StaffUser | undefined>();
  const deletion = useConfirmDelete<StaffUser>(useDeleteUser(), {
    deleted: "User Deleted",
    failed: (error) => ({
      title: "Error",
      description: (error instanceof ApiError && error.serverMessage) || "Failed to delete user.",
    }),
  });
  const sessionsEnd = useConfirmDelete<StaffUser>(useEndSessionsOfUser(), {
    deleted: "Sessions ended",
    failed: (error) => ({
      title: "Error",
      description: (error instanceof ApiError && error.serverMessage) || "Sessions could not be ended.",
    }),
  });

  const reinvite = useReinviteUser();
  const sendInvitation = (user: StaffUser) =>
    reinvite.mutate(user.id, {
      onSuccess: () => toast({ title: "Invitation sent", description: `A new link is on its way to ${user.email}.` }),
      onError: (error) =>
        toast({
          title: "Error",
          description: (error instanceof ApiError && error.serverMessage) || "The invitation could not be sent.",
          variant: "destructive",
        }),
    });

  const openForm = (user?: StaffUser) => {
    setEditing(user);
    setFormOpen(true);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="User Management | Admin Dashboard" description="Staff accounts and roles." noIndex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">User Management</h1>
          <p className="mt-1 text-muted-foreground">Staff accounts, their roles and whether they can sign in.</p>
        </div>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden />
          Add User
        </Button>
      </div>

      <RequireMfaPanel />

      <ListSearch
        label="Search users"
        placeholder="Username or email"
        value={q}
        onSearch={(text) => apply({ q: text })}
        className="mt-8"
      />
      <div className="mt-3 grid grid-cols-2 gap-3 lg:max-w-3xl lg:grid-cols-3">
        <ListFilter
          label="Role"
          value={role}
          all="All"
          options={ROLES}
          labels={titleCase}
          onChange={(role) => apply({ role })}
        />
        <ListFilter
          label="State"
          value={active}
          all="All"
          options={[
            { value: "true", label: "Active" },
            { value: "false", label: "Inactive" },
          ]}
          onChange={(active) => apply({ active })}
        />
        <ListFilter
          label="Sort"
          value={sort}
          defaultValue="username"
          options={USER_SORTS}
          labels={SORT_LABELS}
          onChange={(sort) => apply({ sort })}
        />
      </div>

      {users.isPending && <p className="mt-6 text-muted-foreground">Loading users...</p>}
      {users.isError && (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
          Users could not be loaded:{" "}
          {users.error instanceof ApiError ? (users.error.serverMessage ?? users.error.message) : "please try again."}
        </p>
      )}
      {users.data && rows.length === 0 && page === 1 && (
        <p className="mt-6 text-muted-foreground">No users match. Clear the search or choose other filters.</p>
      )}
      {users.data && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((user) => (
            <li
              key={user.id}
              className="flex flex-col rounded-lg border border-border bg-white p-5 shadow-xs"
              data-testid="user-card"
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-semibold break-all text-primary">{user.username}</h2>
                <Badge tone={user.isActive ? "green" : "neutral"}>{user.isActive ? "Active" : "Inactive"}</Badge>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Full name</dt>
                <dd className="break-words">{user.fullName ?? "Not set"}</dd>
                <dt className="text-muted-foreground">Role</dt>
                <dd>{titleCase(user.role)}</dd>
                <dt className="text-muted-foreground">Department</dt>
                <dd>{user.department ? (user.department === "hr" ? "HR" : titleCase(user.department)) : "None"}</dd>
                <dt className="text-muted-foreground">Permissions</dt>
                <dd>{user.permissions ? "Custom" : "Role-based"}</dd>
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDate(user.createdAt)}</dd>
                <dt className="text-muted-foreground">Last login</dt>
                <dd>{formatDateTime(user.lastLogin)}</dd>
                <dt className="text-muted-foreground">Two-factor</dt>
                <dd>{user.mfaEnabled ? "On" : "Off"}</dd>
                {user.mustChangePassword && (
                  <>
                    <dt className="text-muted-foreground">Password</dt>
                    <dd>Temporary: to be changed</dd>
                  </>
                )}
              </dl>
              <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
                <Button variant="outline" size="sm" onClick={() => openForm(user)} aria-label={`Edit ${user.username}`}>
                  <Pencil aria-hidden />
                  Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setResetting(user)}
                  aria-label={`Reset password of ${user.username}`}
                >
                  <KeyRound aria-hidden />
                  Reset password
                </Button>
                {!user.lastLogin && user.email && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => sendInvitation(user)}
                    disabled={reinvite.isPending}
                    aria-label={`Send invitation to ${user.username}`}
                  >
                    <Mail aria-hidden />
                    Send invitation
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => sessionsEnd.ask(user)}
                  aria-label={`End sessions of ${user.username}`}
                >
                  <LogOut aria-hidden />
                  {USER_SECURITY.endSessions}
                </Button>
                <Button
                  variant="outline-destructive"
                  size="sm"
                  onClick={() => deletion.ask(user)}
                  aria-label={`Delete ${user.username}`}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {users.data && (
        <ListPager
          label="User pages"
          testId="users-range"
          page={page}
          pageSize={USERS_PAGE_SIZE}
          shown={rows.length}
          total={users.data.total}
          onPage={(next) => apply({ page: next })}
        />
      )}

      <UserFormDialog screen="user-management" user={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ResetPasswordDialog user={resetting} onOpenChange={(open) => !open && setResetting(undefined)} />
      <ConfirmDialog
        {...sessionsEnd.dialog}
        confirmLabel={USER_SECURITY.endSessions}
        title={USER_SECURITY.endSessionsTitle(sessionsEnd.target?.username ?? "")}
        description={USER_SECURITY.endSessionsText}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete user"
        description={`Are you sure you want to delete the user "${deletion.target?.username ?? ""}"? This action cannot be undone.`}
      />
    </div>
  );
}
