import { AREAS, type Area, isArea } from "./access";
import { isPredictablePassword, PREDICTABLE_PASSWORD_MESSAGE } from "./account-rules";
import { DEPARTMENTS, ROLES } from "./enums";
import { emailSignatureField, fullNameField, PASSWORD_MAX, staffEmailField, username } from "./staff-fields";
import { NOTHING_TO_CHANGE, namesAField, pagingFields, searchField, sortField, z } from "./zod";

/** The users screen: staff accounts listed, made and changed by an admin, and the two-factor requirement for all. */

/**
 * Passwords an admin sets (new accounts, temporary resets), never a predictable pattern: the login form accepts
 * whatever was set before.
 */
export const PASSWORD_MIN = 8;

const newUsername = username.pipe(
  z.string().regex(/^[a-z0-9._@-]+$/, "Username may use letters, digits, dots, dashes, underscores and @"),
);
const newPassword = z
  .string({ error: "Password is required" })
  // One message per password: its length first, then its pattern.
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters`, abort: true })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters`, abort: true })
  .refine((value) => !isPredictablePassword(value), PREDICTABLE_PASSWORD_MESSAGE);

/**
 * Which areas a user may use (docs/decisions/048-per-user-permissions.md): null for role-based access, or a list of
 * area slugs (custom access, exactly those areas). An empty list is refused rather than read as either. Stored as
 * JSON text in AREAS order without repeats, so the same choice is always the same text.
 */
const permissions = z
  // Each element is checked on the whole list below, so a bad one is reported on `permissions` itself.
  .array(z.custom<Area>(), { error: "Permissions must be a list of areas, or null for role-based access" })
  .min(1, "Permissions must list at least one area, or be null for role-based access")
  .max(AREAS.length, `Permissions may list at most ${AREAS.length} areas`)
  .refine((list) => list.every(isArea), `Permissions may only list these areas: ${AREAS.join(", ")}`)
  .transform((list) => JSON.stringify(AREAS.filter((area) => list.includes(area))))
  .nullable();

export const USER_SORTS = ["username", "newest", "last-login", "role"] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USERS_PAGE_DEFAULT = 24;
export const USERS_PAGE_MAX = 100;

/** The staff account list's query: a search of name and email, a role, active or not, an order and a page. */
export const userListQuerySchema = z.object({
  q: searchField,
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(", ")}` }).optional(),
  active: z.enum(["true", "false"], { error: "Active must be true or false" }).optional(),
  sort: sortField(USER_SORTS, "username"),
  ...pagingFields(USERS_PAGE_DEFAULT, USERS_PAGE_MAX),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * A new account: invited by email (no password: a link lets them choose their own, decision 067), or given a
 * temporary password that must be replaced at the first sign-in.
 */
export const userCreateSchema = z
  .object({
    username: newUsername,
    password: newPassword.optional(),
    role: z.enum(ROLES).default("user"),
    department: z.enum(DEPARTMENTS).nullable().optional(),
    permissions: permissions.optional(),
    isActive: z.boolean().default(true),
    email: staffEmailField,
    fullName: fullNameField,
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined && !value.email)
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: "Email is required to send an invitation (or set a temporary password)",
      });
  });

/** Partial; an empty or absent password keeps the current one. The username cannot change. */
export const userUpdateSchema = z
  .object({
    password: z.union([z.literal(""), newPassword]).optional(),
    role: z.enum(ROLES).optional(),
    department: z.enum(DEPARTMENTS).nullable().optional(),
    permissions: permissions.optional(),
    isActive: z.boolean().optional(),
    email: staffEmailField,
    fullName: fullNameField,
    emailSignature: emailSignatureField,
  })
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);

export const securitySettingsSchema = z
  .object({ requireMfa: z.boolean({ error: "requireMfa must be true or false" }) })
  .strict();

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** An invitation email queued for a new account: its delivery (on the deliveries screen) and when its link ends. */
export interface InvitationSent {
  deliveryId: string;
  expiresAt: string;
}

/** A user as the API shows it: never the password hash. Instants are ISO strings in JSON. */
export interface StaffUser {
  id: string;
  username: string;
  role: (typeof ROLES)[number];
  department: (typeof DEPARTMENTS)[number] | null;
  /** Null: role-based access; else custom access, exactly these areas (docs/decisions/048). */
  permissions: Area[] | null;
  /** Where the user's chosen notification emails go; they or an admin set it. */
  email: string | null;
  /** The name staff and candidates read; null: the username stands in. */
  fullName: string | null;
  /** Appended to the emails the user sends to candidates and client contacts. */
  emailSignature: string | null;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
  /** Whether the user signs in with a code from an authenticator app as well. */
  mfaEnabled: boolean;
  /** Set by an admin's reset until the user chooses a new password. */
  mustChangePassword: boolean;
}

export interface SecuritySettings {
  requireMfa: boolean;
  updatedAt: string | null;
  /**
   * Active staff without two-factor sign-in: who is stopped at the set-up page until they enrol once it is
   * required. `usernames` names the first UNENROLLED_NAMES_MAX, alphabetically; `total` counts them all.
   */
  unenrolled: { total: number; usernames: string[] };
}

export const UNENROLLED_NAMES_MAX = 20;
