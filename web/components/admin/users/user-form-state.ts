import type { StaffUser } from "#contract/staff-users";
import type { PermissionsValue } from "./PermissionsField";

/** How a new user first signs in (decision 067): an invitation by email, or a temporary password. */
export type SignInSetup = "invitation" | "password";

export interface UserFormState {
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

export const EMPTY_USER: Omit<UserFormState, "signIn"> = {
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

export function fromUser(user: StaffUser): UserFormState {
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

/** What the form lacks before it can be sent (the API checks it all again), or undefined. */
export function userFormProblem(form: UserFormState, editing: boolean): string | undefined {
  const inviting = !editing && form.signIn === "invitation";
  if (inviting && (!form.username.trim() || !form.email.trim())) {
    return "Username and email are required to send an invitation";
  }
  if (!form.username.trim() || (!editing && !inviting && !form.password)) return "Username and password are required";
  return undefined;
}

/** The fields both a new user and an edit send: no department and no email are null. */
function sharedFields(form: UserFormState) {
  return {
    role: form.role,
    department: form.department === "" ? null : (form.department as StaffUser["department"]),
    permissions: form.permissions,
    email: form.email.trim() === "" ? null : form.email,
    fullName: form.fullName,
    isActive: form.isActive,
  };
}

/** An edit's changes. A password is set only by the Users screen's reset (temporary, must be changed): never here. */
export function userChanges(form: UserFormState) {
  return { ...sharedFields(form), emailSignature: form.emailSignature };
}

/** A new user: with the temporary password typed, or none when they are invited to choose one. */
export function newUserInput(form: UserFormState) {
  return {
    username: form.username,
    ...(form.signIn === "invitation" ? {} : { password: form.password }),
    ...sharedFields(form),
  };
}
