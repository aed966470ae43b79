import { type FormEvent, useState } from "react";
import { FULL_NAME_MAX, SIGNATURE_MAX } from "#contract/staff-fields";
import type { StaffUser } from "#contract/staff-users";
import { PROFILE_PANEL } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { FormFieldset } from "../../forms/FormFieldset";
import { Button } from "../../ui/button";
import { Field, Input, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { Panel } from "../Panel";
import { useUpdateProfile } from "./account-queries";

type Fields = "fullName" | "emailSignature";

/**
 * One's own full name (`{{recruiter.name}}`, the name on the timeline) and the signature under the emails one sends
 * to candidates and client contacts. Each field's error is the server's, under it.
 */
export function ProfilePanel({ user }: { user: StaffUser }) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<Record<Fields, string>>({
    fullName: user.fullName ?? "",
    emailSignature: user.emailSignature ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Fields | "form", string>>>({});
  const set = (field: Fields) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    update.mutate(values, {
      onSuccess: (saved) => {
        setValues({ fullName: saved.fullName ?? "", emailSignature: saved.emailSignature ?? "" });
        toast({ title: PROFILE_PANEL.saved });
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? (error.issues ?? []) : [];
        const byField = Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
        const form = (error instanceof ApiError && error.serverMessage) || "Please try again.";
        setErrors(issues.length > 0 ? byField : { form });
      },
    });
  }

  return (
    <Panel id="profile" title={PROFILE_PANEL.title} description={PROFILE_PANEL.description}>
      <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        <FormFieldset pending={update.isPending}>
          <Field label={PROFILE_PANEL.fullName} error={errors.fullName} hint={PROFILE_PANEL.fullNameHint}>
            {(p) => (
              <Input
                {...p}
                name="fullName"
                autoComplete="name"
                maxLength={FULL_NAME_MAX}
                value={values.fullName}
                onChange={set("fullName")}
              />
            )}
          </Field>
          <Field label={PROFILE_PANEL.signature} error={errors.emailSignature} hint={PROFILE_PANEL.signatureHint}>
            {(p) => (
              <Textarea
                {...p}
                name="emailSignature"
                rows={4}
                maxLength={SIGNATURE_MAX}
                value={values.emailSignature}
                onChange={set("emailSignature")}
              />
            )}
          </Field>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={update.isPending}>
            {update.isPending ? "Saving..." : PROFILE_PANEL.submit}
          </Button>
        </FormFieldset>
      </form>
    </Panel>
  );
}
