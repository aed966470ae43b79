import type { FormEvent } from "react";
import { DEPARTMENTS, ROLES } from "#contract/enums";
import { FULL_NAME_MAX, SIGNATURE_MAX, type StaffUser } from "#contract/staff";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../ui/dialog";
import { Checkbox, Field, Input, Select, Textarea } from "../ui/form";
import { toast } from "../ui/toast";
import { titleCase } from "./labels";
import { useCreateUser, useUpdateUser } from "./staff-queries";
import { useDialogForm } from "./use-dialog-form";
import { PermissionsField, type PermissionsValue, permissionsError } from "./users/PermissionsField";

/**
 * The two screens that edit users speak differently (back-office spec sections 5 and 8): the staff areas
 * screen's Access Control tab and the full User Management screen. One form, their words.
 */
const WORDING = {
  "access-control": {
    created: { title: "User created successfully" },
    updated: { title: "User updated successfully" },
    createFailed: (message?: string) => ({
      title: "Failed to create user",
      description: message ?? "Please try again.",
    }),
    updateFailed: (message?: string) => ({
      title: "Failed to update user",
      description: message ?? "Please try again.",
    }),
    departments: DEPARTMENTS.filter((d) => d !== "marketing"),
    // The spec's Access Control form asks for a password; the invitation is one click away.
    signIn: "password",
  },
  "user-management": {
    created: { title: "User Created" },
    updated: { title: "User Updated" },
    createFailed: (message?: string) => ({ title: "Error", description: message ?? "Failed to create user." }),
    updateFailed: (message?: string) => ({ title: "Error", description: message ?? "Failed to update user." }),
    departments: DEPARTMENTS,
    signIn: "invitation",
  },
} as const;

/** How a new user first signs in (decision 067): an invitation by email, or a temporary password. */
type SignInSetup = "invitation" | "password";

export type UserFormScreen = keyof typeof WORDING;

interface FormState {
  username: string;
  signIn: SignInSetup;
  password: string;
  role: StaffUser["role"];
  department: string;
  permissions: PermissionsValue;
  email: string;
  fullName: string;
  emailSignature: string;
  isActive: boolean;
}

const EMPTY: Omit<FormState, "signIn"> = {
  username: "",
  password: "",
  role: "user",
  department: "",
  permissions: null,
  email: "",
  fullName: "",
  emailSignature: "",
  isActive: true,
};

function fromUser(user: StaffUser): FormState {
  return {
    username: user.username,
    signIn: "password",
    password: "",
    role: user.role,
    department: user.department ?? "",
    permissions: user.permissions,
    email: user.email ?? "",
    fullName: user.fullName ?? "",
    emailSignature: user.emailSignature ?? "",
    isActive: user.isActive,
  };
}

export interface UserFormDialogProps {
  screen: UserFormScreen;
  /** The user to edit; absent to create one. */
  user?: StaffUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function UserFormDialog({ screen, user, open, onOpenChange }: UserFormDialogProps) {
  const words = WORDING[screen];
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = Boolean(user);
  const initial = (edited?: StaffUser): FormState => (edited ? fromUser(edited) : { ...EMPTY, signIn: words.signIn });
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting: pending,
    failed,
  } = useDialogForm({
    open,
    source: user,
    initial,
    saving: [create, update],
  });

  function fail(error: Error, wording: (message?: string) => { title: string; description: string }) {
    toast({ ...wording(failed(error)?.serverMessage), variant: "destructive" });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const inviting = !editing && form.signIn === "invitation";
    if (inviting && (!form.username.trim() || !form.email.trim())) {
      toast({
        title: "Validation Error",
        description: "Username and email are required to send an invitation",
        variant: "destructive",
      });
      return;
    }
    if (!form.username.trim() || (!editing && !inviting && !form.password)) {
      toast({ title: "Validation Error", description: "Username and password are required", variant: "destructive" });
      return;
    }
    const { permissions } = form;
    const permissionsProblem = permissionsError(permissions);
    if (permissionsProblem) {
      setErrors({ permissions: permissionsProblem });
      return;
    }
    const department = form.department === "" ? null : (form.department as StaffUser["department"]);
    const email = form.email.trim() === "" ? null : form.email;
    const done = (title: string) => {
      toast({ title });
      onOpenChange(false);
    };
    if (user) {
      // A password is set only by the Users screen's reset (temporary, must be changed): never here.
      const changes = {
        role: form.role,
        department,
        permissions,
        email,
        fullName: form.fullName,
        emailSignature: form.emailSignature,
        isActive: form.isActive,
      };
      update.mutate(
        { id: user.id, changes },
        { onSuccess: () => done(words.updated.title), onError: (error) => fail(error, words.updateFailed) },
      );
    } else {
      const input = {
        username: form.username,
        ...(inviting ? {} : { password: form.password }),
        role: form.role,
        department,
        permissions,
        email,
        fullName: form.fullName,
        isActive: form.isActive,
      };
      create.mutate(input, {
        onSuccess: (created) => {
          toast({
            title: words.created.title,
            description: created.invitation
              ? `An invitation to choose a password is on its way to ${created.email}.`
              : "The password is temporary: they choose their own at the first sign-in.",
          });
          onOpenChange(false);
        },
        onError: (error) => fail(error, words.createFailed),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{editing ? `Edit ${user?.username}` : "Add User"}</DialogTitle>
        <DialogDescription>
          {editing
            ? "The username cannot change. To set a password, use Reset password on the Users screen."
            : "New staff get the access of their role."}
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
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
          {!editing && (
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
          )}
          {!editing && form.signIn === "password" && (
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
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Role" error={errors.role}>
              {(p) => (
                <Select {...p} value={form.role} onChange={(e) => set("role", e.target.value as FormState["role"])}>
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {titleCase(role)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Department" error={errors.department}>
              {(p) => (
                <Select {...p} value={form.department} onChange={(e) => set("department", e.target.value)}>
                  <option value="">None</option>
                  {words.departments.map((department) => (
                    <option key={department} value={department}>
                      {department === "hr" ? "HR" : titleCase(department)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Field
            label="Email"
            error={errors.email}
            required={!editing && form.signIn === "invitation"}
            hint={
              !editing && form.signIn === "invitation"
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : editing ? "Save Changes" : "Create User"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
