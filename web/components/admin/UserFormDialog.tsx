import type { FormEvent } from "react";
import { DEPARTMENTS } from "#contract/enums";
import type { StaffUser } from "#contract/staff-users";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../ui/dialog";
import { toast } from "../ui/toast";
import { useCreateUser, useUpdateUser } from "./staff-queries";
import { useDialogForm } from "./use-dialog-form";
import { permissionsError } from "./users/PermissionsField";
import { UserAccessFields, UserIdentityFields, UserSignInFields } from "./users/UserFormFields";
import {
  EMPTY_USER,
  fromUser,
  newUserInput,
  type UserFormState,
  userChanges,
  userFormProblem,
} from "./users/user-form-state";

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

export type UserFormScreen = keyof typeof WORDING;

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
  const initial = (edited?: StaffUser): UserFormState =>
    edited ? fromUser(edited) : { ...EMPTY_USER, signIn: words.signIn };
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
    const problem = userFormProblem(form, editing);
    if (problem) {
      toast({ title: "Validation Error", description: problem, variant: "destructive" });
      return;
    }
    const permissionsProblem = permissionsError(form.permissions);
    if (permissionsProblem) {
      setErrors({ permissions: permissionsProblem });
      return;
    }
    const done = (title: string) => {
      toast({ title });
      onOpenChange(false);
    };
    if (user) {
      update.mutate(
        { id: user.id, changes: userChanges(form) },
        { onSuccess: () => done(words.updated.title), onError: (error) => fail(error, words.updateFailed) },
      );
    } else {
      create.mutate(newUserInput(form), {
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
          <UserIdentityFields form={form} set={set} errors={errors} editing={editing} />
          {!editing && <UserSignInFields form={form} set={set} errors={errors} />}
          <UserAccessFields
            form={form}
            set={set}
            errors={errors}
            inviting={!editing && form.signIn === "invitation"}
            departments={words.departments}
          />
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
