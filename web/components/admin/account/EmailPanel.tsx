import { type FormEvent, useState } from "react";
import { PASSWORD_MAX } from "#contract/staff-fields";
import { EMAIL_PANEL } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { FormFieldset } from "../../forms/FormFieldset";
import { Button } from "../../ui/button";
import { Field, Input } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel, QueryStatus } from "../Panel";
import { useChangeEmail, useOwnEmail } from "./account-queries";
import { CurrentEmail } from "./CurrentEmail";

type Fields = "newEmail" | "currentPassword" | "code";

/**
 * One's own email address (issue 42 item 7): a new one takes the current password (and a code with two-factor),
 * and becomes the address only when the link mailed to it is opened; until then the panel says where the link went.
 */
export function EmailPanel({ mfaEnabled }: { mfaEnabled: boolean }) {
  const own = useOwnEmail();
  const change = useChangeEmail();
  const [values, setValues] = useState<Record<Fields, string>>({ newEmail: "", currentPassword: "", code: "" });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const set = (field: Fields) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<Fields, string>> = {
      ...(values.newEmail.trim() ? {} : { newEmail: "New email address is required" }),
      ...(values.currentPassword ? {} : { currentPassword: "Current password is required" }),
      ...(mfaEnabled && !values.code.trim() ? { code: "Code is required" } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    change.mutate(
      {
        newEmail: values.newEmail,
        currentPassword: values.currentPassword,
        ...(mfaEnabled ? { code: values.code } : {}),
      },
      {
        onSuccess: (view) => {
          setValues({ newEmail: "", currentPassword: "", code: "" });
          toast({ title: EMAIL_PANEL.sent(view.pendingEmail ?? ""), description: EMAIL_PANEL.sentText });
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? (error.issues ?? []) : [];
          setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
          if (issues.length === 0)
            toast({
              title: "No link sent",
              description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
              variant: "destructive",
            });
        },
      },
    );
  }

  return (
    <Panel id="email" title={EMAIL_PANEL.title} description={EMAIL_PANEL.description}>
      <QueryStatus query={own} noun="email address" />
      {own.data && <CurrentEmail own={own.data} />}
      <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        <FormFieldset pending={change.isPending}>
          <Field label={EMAIL_PANEL.newEmail} required error={errors.newEmail} hint={EMAIL_PANEL.hint}>
            {(p) => (
              <Input
                {...p}
                type="email"
                autoComplete="email"
                maxLength={254}
                value={values.newEmail}
                onChange={set("newEmail")}
              />
            )}
          </Field>
          <Field label={EMAIL_PANEL.current_password} required error={errors.currentPassword}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX}
                value={values.currentPassword}
                onChange={set("currentPassword")}
              />
            )}
          </Field>
          {mfaEnabled && (
            <Field label={EMAIL_PANEL.code} required error={errors.code}>
              {(p) => (
                <Input
                  {...p}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="w-40"
                  value={values.code}
                  onChange={set("code")}
                />
              )}
            </Field>
          )}
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? "Sending..." : EMAIL_PANEL.submit}
          </Button>
        </FormFieldset>
      </form>
    </Panel>
  );
}
