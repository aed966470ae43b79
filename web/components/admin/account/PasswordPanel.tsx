import { type FormEvent, useState } from "react";
import { PASSWORD_MAX } from "#contract/staff-fields";
import { PASSWORD_PANEL } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { FormFieldset } from "../../forms/FormFieldset";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useChangePassword } from "./account-queries";

/** Change one's own password: the current one, then the new one (the Worker checks length and the common list). */
export function PasswordPanel({ mfaEnabled }: { mfaEnabled: boolean }) {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNext] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(currentPassword ? {} : { currentPassword: "Current password is required" }),
      ...(newPassword ? {} : { newPassword: "New password is required" }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent("");
          setNext("");
          toast({ title: PASSWORD_PANEL.done, description: PASSWORD_PANEL.doneText });
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? (error.issues ?? []) : [];
          setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
          if (issues.length === 0)
            toast({
              title: "Password not changed",
              description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
              variant: "destructive",
            });
        },
      },
    );
  }

  return (
    <Panel id="password" title={PASSWORD_PANEL.title} description={PASSWORD_PANEL.description}>
      <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        <FormFieldset pending={change.isPending}>
          <Field label={PASSWORD_PANEL.current} required error={errors.currentPassword}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX}
                value={currentPassword}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </Field>
          <Field label={PASSWORD_PANEL.next} required error={errors.newPassword} hint={PASSWORD_PANEL.hint(mfaEnabled)}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                value={newPassword}
                onChange={(e) => setNext(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? "Saving..." : PASSWORD_PANEL.submit}
          </Button>
        </FormFieldset>
      </form>
    </Panel>
  );
}
