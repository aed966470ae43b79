import { KeyRound, LogOut, Mail, Pencil, Trash2 } from "lucide-react";
import type { StaffUser } from "#contract/staff-users";
import { USER_SECURITY } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";
import { formatDate, formatDateTime, titleCase } from "../labels";
import { useReinviteUser } from "../staff-queries";

/** Sends a user who never signed in a new invitation, and says in a toast whether it went. */
export function useSendInvitation() {
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
  return { sendInvitation, inviting: reinvite.isPending };
}

/** What a user's card offers. */
export interface UserCardActions {
  onEdit: (user: StaffUser) => void;
  onResetPassword: (user: StaffUser) => void;
  /** Sends a new invitation, offered to a user who never signed in and has an email. */
  onInvite: (user: StaffUser) => void;
  inviting: boolean;
  onEndSessions: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
}

/** The page of staff accounts as cards. */
export function UserCards({ rows, actions }: { rows: readonly StaffUser[]; actions: UserCardActions }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((user) => (
        <UserCard key={user.id} user={user} actions={actions} />
      ))}
    </ul>
  );
}

/** One account: name and state, its facts, and what can be done to it. */
function UserCard({ user, actions }: { user: StaffUser; actions: UserCardActions }) {
  return (
    <li className="flex flex-col rounded-lg border border-border bg-white p-5 shadow-xs" data-testid="user-card">
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
        <Button variant="outline" size="sm" onClick={() => actions.onEdit(user)} aria-label={`Edit ${user.username}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.onResetPassword(user)}
          aria-label={`Reset password of ${user.username}`}
        >
          <KeyRound aria-hidden />
          Reset password
        </Button>
        {!user.lastLogin && user.email && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.onInvite(user)}
            disabled={actions.inviting}
            aria-label={`Send invitation to ${user.username}`}
          >
            <Mail aria-hidden />
            Send invitation
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.onEndSessions(user)}
          aria-label={`End sessions of ${user.username}`}
        >
          <LogOut aria-hidden />
          {USER_SECURITY.endSessions}
        </Button>
        <Button
          variant="outline-destructive"
          size="sm"
          onClick={() => actions.onDelete(user)}
          aria-label={`Delete ${user.username}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
