import { type FormEvent, useEffect, useState } from "react";
import { PASSWORD_MAX } from "#contract/staff-fields";
import { PASSWORD_MIN, type StaffUser } from "#contract/staff-users";
import { USER_SECURITY } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useUpdateUser } from "../staff-queries";

/** An admin's reset: a temporary password the user must replace at the next sign-in; their sessions end at once. */
export function ResetPasswordDialog({
  user,
  onOpenChange,
}: {
  user: StaffUser | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateUser();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user to reset starts an empty form
  useEffect(() => {
    setPassword("");
    setError(undefined);
  }, [user]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (password.length < PASSWORD_MIN) {
      setError(`Password must be at least ${PASSWORD_MIN} characters`);
      return;
    }
    update.mutate(
      { id: user.id, changes: { password } },
      {
        onSuccess: () => {
          toast({ title: USER_SECURITY.resetDone });
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(
            (failure instanceof ApiError && (failure.issues?.[0]?.message ?? failure.serverMessage)) ||
              "Please try again.",
          ),
      },
    );
  }

  return (
    <Dialog open={Boolean(user)} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{USER_SECURITY.resetTitle(user?.username ?? "")}</DialogTitle>
        <DialogDescription>{USER_SECURITY.resetText}</DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="Temporary password" required error={error} hint={`At least ${PASSWORD_MIN} characters.`}>
            {(p) => (
              <Input
                {...p}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={PASSWORD_MAX}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : USER_SECURITY.resetSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
