import type { StaffUser } from "#contract/staff-users";
import { USER_SECURITY } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { ConfirmDialog } from "../../ui/dialog";
import { useEndSessionsOfUser } from "../account/account-queries";
import { useDeleteUser } from "../staff-queries";
import { useConfirmDelete } from "../use-confirm-delete";

/** A user's deletion and the end of all their sessions, each asked about in a confirm dialog. */
export function useUserConfirms() {
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
  return { deletion, sessionsEnd };
}

type Confirms = ReturnType<typeof useUserConfirms>;

/** The two confirmations: end every session of the user, delete the user. */
export function UserConfirmDialogs({ deletion, sessionsEnd }: Confirms) {
  return (
    <>
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
    </>
  );
}
