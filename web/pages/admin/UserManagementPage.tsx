import { Plus } from "lucide-react";
import { useState } from "react";
import { ROLES } from "#contract/enums";
import { type StaffUser, USER_SORTS } from "#contract/staff-users";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { useListParams } from "../../components/admin/list-params";
import { USERS_PAGE_SIZE, useUsers } from "../../components/admin/staff-queries";
import { UserFormDialog } from "../../components/admin/UserFormDialog";
import { RequireMfaPanel } from "../../components/admin/users/RequireMfaPanel";
import { ResetPasswordDialog } from "../../components/admin/users/ResetPasswordDialog";
import { UserCards, useSendInvitation } from "../../components/admin/users/UserCards";
import { UserConfirmDialogs, useUserConfirms } from "../../components/admin/users/UserConfirmDialogs";
import { USER_ACTIVE_STATES, UserFilters } from "../../components/admin/users/UserFilters";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const FILTERS = ["q", "role", "active", "sort"] as const;

/**
 * Staff accounts as cards, with create, edit and delete (back-office spec section 2, "User management"); paged on
 * the server, with search, role, active or not, order and page in the URL.
 */
export default function UserManagementPage() {
  const { params, page, apply } = useListParams(FILTERS);
  const q = params.get("q") || undefined;
  const role = oneOf(ROLES, params.get("role"));
  const active = oneOf(USER_ACTIVE_STATES, params.get("active"));
  const sort = oneOf(USER_SORTS, params.get("sort"));
  const users = useUsers({ q, role, active, sort, page });
  const rows = users.data?.rows ?? [];
  const [editing, setEditing] = useState<StaffUser | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<StaffUser | undefined>();
  const { deletion, sessionsEnd } = useUserConfirms();
  const { sendInvitation, inviting } = useSendInvitation();

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
      <UserFilters role={role} active={active} sort={sort} apply={apply} />

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
        <UserCards
          rows={rows}
          actions={{
            onEdit: openForm,
            onResetPassword: setResetting,
            onInvite: sendInvitation,
            inviting,
            onEndSessions: sessionsEnd.ask,
            onDelete: deletion.ask,
          }}
        />
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
      <UserConfirmDialogs deletion={deletion} sessionsEnd={sessionsEnd} />
    </div>
  );
}
