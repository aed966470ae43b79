import { AREAS, type Area, isArea } from "./access";
import { isPredictablePassword, PREDICTABLE_PASSWORD_MESSAGE, type SessionRequirement } from "./account-rules";
import { type AccountLinkPurpose, DEPARTMENTS, PORTAL_ICONS, ROLES } from "./enums";
import { NOTHING_TO_CHANGE, namesAField, pagingFields, searchField, sortField, updateSchemaOf, z } from "./zod";

/**
 * Request shapes of sign-in, users and portals, shared by the Worker's validators and the back-office forms, and
 * the JSON shapes the SPA reads back.
 */

/** A staff member's email address where one may be set or cleared: absent keeps it, null clears it. */
export const staffEmailField = z
  .string({ error: "Email must be an email address or null" })
  .trim()
  .toLowerCase()
  .max(254, "Email is at most 254 characters")
  .pipe(z.email("Email must be an email address"))
  .nullable()
  .optional();

export const FULL_NAME_MAX = 100;
export const SIGNATURE_MAX = 1000;
export const SIGNATURE_LINES_MAX = 10;

/** A staff member's full name: absent keeps it; null or blank clears it (the username stands in). */
export const fullNameField = z
  .string({ error: "Full name must be text, or null to clear it" })
  .trim()
  .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`)
  .refine((value) => !/[\r\n]/.test(value), "Full name must be one line")
  .transform((value) => value || null)
  .nullable()
  .optional();

/** The signature under the emails a staff member sends: absent keeps it; null or blank clears it. */
export const emailSignatureField = z
  .string({ error: "Signature must be text, or null to clear it" })
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .max(SIGNATURE_MAX, `Signature must be at most ${SIGNATURE_MAX} characters`)
      .refine(
        (value) => value.split("\n").length <= SIGNATURE_LINES_MAX,
        `Signature must be at most ${SIGNATURE_LINES_MAX} lines`,
      ),
  )
  .transform((value) => value || null)
  .nullable()
  .optional();

export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 256;
/**
 * Passwords an admin sets (new accounts, temporary resets), never a predictable pattern: the login form accepts
 * whatever was set before.
 */
export const PASSWORD_MIN = 8;

/** Usernames are case-insensitive: stored and compared lower-cased. */
const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  username,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

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

/** PUT /api/auth/profile: one's own full name and email signature; what is not named keeps its value. */
export const profileUpdateSchema = z
  .object({ fullName: fullNameField, emailSignature: emailSignatureField })
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

const slug = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, "Slug is required")
  .max(64, "Slug must be at most 64 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may use lower-case letters, digits and single dashes");

export const portalCreateSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  slug,
  description: z.string().max(500, "Description must be at most 500 characters").nullable().optional(),
  icon: z.enum(PORTAL_ICONS).nullable().optional(),
  requiredRole: z.enum(ROLES).default("admin"),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int("Order must be a whole number").min(0).max(10_000).default(0),
});

export const portalUpdateSchema = updateSchemaOf(portalCreateSchema);

/**
 * Changing one's own password. Only presence and the upper bound are checked here; the length that applies (15, or 8
 * with two-factor) and the common-password list are the Worker's (worker/staff/password-rules.ts), reported on
 * `newPassword` like any field.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
    newPassword: z
      .string({ error: "New password is required" })
      .min(1, "New password is required")
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();

const totpCode = z
  .string({ error: "Code is required" })
  .trim()
  .regex(/^\d{6}$/, "Code must be the 6 digits your authenticator app shows");

/**
 * POST /api/auth/email: a new address for one's own account, asked with the current password and, when two-factor
 * is on, a current code from the app. It takes effect only once the link mailed to it is opened (issue 42 item 7).
 */
export const emailChangeSchema = z
  .object({
    newEmail: z
      .string({ error: "New email is required" })
      .trim()
      .toLowerCase()
      .min(1, "New email is required")
      .max(254, "New email is at most 254 characters")
      .pipe(z.email("New email must be an email address")),
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
    code: totpCode.optional(),
  })
  .strict();
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** One's own address, and the new one waiting for its confirmation link (if any). */
export interface OwnEmail {
  email: string | null;
  pendingEmail: string | null;
  pendingExpiresAt: string | null;
}

/** A code from the authenticator app (confirming enrolment, turning two-factor off). */
export const mfaCodeSchema = z.object({ code: totpCode }).strict();

/** The second step of sign-in: a code from the app, or one of the backup codes. */
export const mfaLoginSchema = z
  .object({
    code: totpCode.optional(),
    backupCode: z
      .string({ error: "Backup code must be text" })
      .trim()
      .min(1, "Backup code is required")
      .max(40, "Backup code must be at most 40 characters")
      .optional(),
    /** "Trust this browser for 30 days": its next sign-ins with the password skip the code (decision 087). */
    trustBrowser: z.boolean({ error: "Trust this browser must be true or false" }).optional(),
  })
  .strict()
  .refine((value) => (value.code === undefined) !== (value.backupCode === undefined), {
    message: "Send either code or backupCode",
    path: ["code"],
  });

/** "Forgot password?": the username only; the answer is the same whether it exists or not. */
export const passwordResetRequestSchema = z.object({ username }).strict();

const linkToken = z
  .string({ error: "Token is required" })
  .trim()
  .min(1, "Token is required")
  .max(128, "Token must be at most 128 characters");

/** Whether a link from a reset or invitation email still works, before its reader types a password. */
export const accountLinkCheckSchema = z.object({ token: linkToken }).strict();

/** Choosing a password through a reset or invitation link. Its rules are checked by the server (newPasswordProblem). */
export const accountLinkUseSchema = z
  .object({
    token: linkToken,
    newPassword: z
      .string({ error: "New password is required" })
      .min(1, "New password is required")
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
  })
  .strict();

export const securitySettingsSchema = z
  .object({ requireMfa: z.boolean({ error: "requireMfa must be true or false" }) })
  .strict();

export type LoginInput = z.input<typeof loginSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type PortalCreateInput = z.input<typeof portalCreateSchema>;
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type AccountLinkUseInput = z.input<typeof accountLinkUseSchema>;

/** A live link from a reset or invitation email: whose account, what for, until when. */
export interface AccountLinkView {
  username: string;
  purpose: AccountLinkPurpose;
  expiresAt: string;
}

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

/** The signed-in user and the areas they may use, as `/api/auth/login` and `/api/auth/verify` answer. */
export interface SessionInfo {
  user: StaffUser;
  areas: string[];
  /** What must be done first, or null when the back office is open. */
  requirement: SessionRequirement | null;
  /** Whether email can be sent: while it cannot, the back office says so in one banner (issue 33 item 9). */
  emailConnected: boolean;
}

/** The login answer when two-factor is on: no session yet, only a short-lived cookie for POST /api/auth/login/mfa. */
export interface MfaChallenge {
  mfaRequired: true;
}

/** Enrolment's first step: the new secret, as a QR code (SVG) and as text for those who cannot scan. */
export interface MfaSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** One of the user's own sessions (the account page's list). */
export interface StaffSessionView {
  id: string;
  /** The session this request came with. */
  current: boolean;
  /** "Chrome on Windows", from the user agent; null when there was none. */
  browser: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** A browser trusted to skip the code (decision 087): what it was, when trusted, last used and until when. */
export interface TrustedBrowserView {
  id: string;
  /** "Chrome on Windows", from the user agent; null when there was none. */
  browser: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
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

/** What `/api/auth/login` answers: the session, and how many failed sign-ins for this name came since the last one. */
export interface LoginAnswer extends SessionInfo {
  failedSignInsSinceLastLogin: number;
}

export interface StaffPortal {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: (typeof PORTAL_ICONS)[number] | null;
  requiredRole: (typeof ROLES)[number];
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface AccessMatrix {
  portals: { id: string; slug: string; name: string; requiredRole: string; isActive: boolean }[];
  users: {
    id: string;
    username: string;
    role: string;
    isActive: boolean;
    access: { portalId: string; slug: string; allowed: boolean; reason: string }[];
  }[];
}

/** What the sign-in, staff account, portal and access routes answer (worker/contract/api.ts). */
export interface StaffAnswers {
  "POST /api/auth/login": LoginAnswer | MfaChallenge;
  "POST /api/auth/login/mfa": LoginAnswer;
  "POST /api/auth/password": { ok: true };
  "PUT /api/auth/profile": StaffUser;
  "GET /api/auth/email": OwnEmail;
  /** The address stays until the new one confirms: `pendingEmail` is what was asked for. */
  "POST /api/auth/email": OwnEmail;
  "POST /api/auth/mfa/setup": MfaSetup;
  /** The ten backup codes, shown once. */
  "POST /api/auth/mfa/enable": { backupCodes: string[] };
  "POST /api/auth/mfa/disable": { ok: true };
  /** Paged: `limit` and `offset`, the total in `X-Total-Count`. */
  "GET /api/auth/sessions": StaffSessionView[];
  /** Signs out everywhere else. */
  "DELETE /api/auth/sessions": { ok: true; ended: number };
  "DELETE /api/auth/sessions/:id": { ok: true; id: string };
  "GET /api/auth/trusted-browsers": TrustedBrowserView[];
  /** Every trusted browser of one's own ends: each signs in with a code again. */
  "DELETE /api/auth/trusted-browsers": { ok: true; ended: number };
  "DELETE /api/auth/trusted-browsers/:id": { ok: true; id: string };
  "DELETE /api/admin/users/:id/sessions": { ok: true; ended: number };
  "GET /api/admin/security-settings": SecuritySettings;
  "PUT /api/admin/security-settings": SecuritySettings;
  "GET /api/auth/verify": SessionInfo;
  "POST /api/auth/logout": { ok: true };
  /** Always 202 and this body, whether the username exists or not. */
  "POST /api/auth/password-reset": { ok: true; message: string };
  "POST /api/auth/password-reset/check": AccountLinkView;
  "POST /api/auth/password-reset/complete": { ok: true; username: string };
  "GET /api/admin/users": StaffUser[];
  /** `invitation` when the account was made without a password. */
  "POST /api/admin/users": StaffUser & { invitation: InvitationSent | null };
  "POST /api/admin/users/:id/invitation": InvitationSent;
  "PUT /api/admin/users/:id": StaffUser;
  "DELETE /api/admin/users/:id": { ok: true; id: string };
  "GET /api/admin/portals": StaffPortal[];
  "POST /api/admin/portals": StaffPortal;
  "PUT /api/admin/portals/:id": StaffPortal;
  "DELETE /api/admin/portals/:id": { ok: true; id: string };
  "GET /api/admin/access-matrix": AccessMatrix;
}
