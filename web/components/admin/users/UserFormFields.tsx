import { type Department, ROLES } from "#contract/enums";
import { FULL_NAME_MAX, SIGNATURE_MAX } from "#contract/staff-fields";
import { EnumSelect } from "../../ui/enum-select";
import { Checkbox, Field, Input, Textarea } from "../../ui/form";
import { titleCase } from "../labels";
import type { DialogFormSection } from "../use-dialog-form";
import { PermissionsField } from "./PermissionsField";
import type { UserFormState } from "./user-form-state";

/** The username (fixed once created), the name others know them by and, for an existing user, the signature. */
export function UserIdentityFields({
  form,
  set,
  errors,
  editing,
}: DialogFormSection<UserFormState> & { editing: boolean }) {
  return (
    <>
      <Field label="Username" required error={errors.username}>
        {(p) => (
          <Input
            {...p}
            value={form.username}
            onChange={(e) => set("username", e.target.value)}
            disabled={editing}
            autoComplete="off"
            autoCapitalize="none"
            maxLength={64}
          />
        )}
      </Field>
      <Field
        label="Full name"
        error={errors.fullName}
        hint="How candidates and clients know them; empty: the username."
      >
        {(p) => (
          <Input
            {...p}
            name="fullName"
            value={form.fullName}
            onChange={(e) => set("fullName", e.target.value)}
            autoComplete="off"
            maxLength={FULL_NAME_MAX}
          />
        )}
      </Field>
      {editing && (
        <Field
          label="Email signature"
          error={errors.emailSignature}
          hint="Under every email they send to candidates and client contacts; they can change it on their account page."
        >
          {(p) => (
            <Textarea
              {...p}
              name="emailSignature"
              rows={3}
              value={form.emailSignature}
              onChange={(e) => set("emailSignature", e.target.value)}
              maxLength={SIGNATURE_MAX}
            />
          )}
        </Field>
      )}
    </>
  );
}

/** A new user's first password: an invitation by email, or a temporary one typed here. */
export function UserSignInFields({ form, set, errors }: DialogFormSection<UserFormState>) {
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-foreground">Their first password</legend>
        {(
          [
            ["invitation", "Invite by email: they choose it themselves (the link works 72 hours)"],
            ["password", "Type a temporary one: they replace it at the first sign-in"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="signIn"
              value={value}
              checked={form.signIn === value}
              onChange={() => set("signIn", value)}
              className="mt-0.5 size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {form.signIn === "password" && (
        <Field label="Password" required error={errors.password} hint="At least 8 characters.">
          {(p) => (
            <Input
              {...p}
              type="password"
              value={form.password}
              onChange={(e) => set("password", e.target.value)}
              autoComplete="new-password"
              maxLength={256}
            />
          )}
        </Field>
      )}
    </>
  );
}

/**
 * What the user may do: role and department, the email their notifications (and an invitation) go to, the areas
 * beyond their role's, and whether they can sign in at all.
 */
export function UserAccessFields({
  form,
  set,
  errors,
  inviting,
  departments,
}: DialogFormSection<UserFormState> & { inviting: boolean; departments: readonly Department[] }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <EnumSelect
          label="Role"
          error={errors.role}
          values={ROLES}
          labelOf={titleCase}
          value={form.role}
          onChange={(role) => set("role", role)}
        />
        <EnumSelect
          label="Department"
          error={errors.department}
          values={departments}
          labelOf={(department) => (department === "hr" ? "HR" : titleCase(department))}
          empty="None"
          value={form.department}
          onChange={(department) => set("department", department)}
        />
      </div>
      <Field
        label="Email"
        error={errors.email}
        required={inviting}
        hint={
          inviting
            ? "The invitation goes here, and later the notifications this user chooses to get by email."
            : "Where the notifications this user chooses to get by email are sent, and password reset links."
        }
      >
        {(p) => (
          <Input
            {...p}
            type="email"
            value={form.email}
            onChange={(e) => set("email", e.target.value)}
            autoComplete="off"
            maxLength={254}
          />
        )}
      </Field>
      <PermissionsField
        value={form.permissions}
        onChange={(value) => set("permissions", value)}
        role={form.role}
        error={errors.permissions}
      />
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={form.isActive} onChange={(e) => set("isActive", e.target.checked)} />
        Active (can sign in)
      </label>
    </>
  );
}
