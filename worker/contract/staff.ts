import { namesAField, NOTHING_TO_CHANGE, updateSchemaOf, z } from "./zod";
import { DEPARTMENTS, PORTAL_ICONS, ROLES } from "./enums";

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

export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 256;
/** New passwords: long enough to resist guessing; the login form accepts whatever was set before. */
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
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Free text the screens edit as JSON; checked to be JSON so a typo is caught before it is saved. */
const permissions = z
  .string()
  .max(4000, "Permissions must be at most 4000 characters")
  .refine((value) => {
    if (value.trim() === "") return true;
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }, "Permissions must be valid JSON")
  .nullable();

export const userCreateSchema = z.object({
  username: newUsername,
  password: newPassword,
  role: z.enum(ROLES).default("user"),
  department: z.enum(DEPARTMENTS).nullable().optional(),
  permissions: permissions.optional(),
  isActive: z.boolean().default(true),
  email: staffEmailField,
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
  })
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);

const slug = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, "Slug is required")
  .max(64, "Slug must be at most 64 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may use lower-case letters, digits and single dashes");

export const portalCreateSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  slug,
  description: z.string().max(500, "Description must be at most 500 characters").nullable().optional(),
  icon: z.enum(PORTAL_ICONS).nullable().optional(),
  requiredRole: z.enum(ROLES).default("admin"),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int("Order must be a whole number").min(0).max(10_000).default(0),
});

export const portalUpdateSchema = updateSchemaOf(portalCreateSchema);

export type LoginInput = z.input<typeof loginSchema>;
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type PortalCreateInput = z.input<typeof portalCreateSchema>;

/** A user as the API shows it: never the password hash. Instants are ISO strings in JSON. */
export interface StaffUser {
  id: string;
  username: string;
  role: (typeof ROLES)[number];
  department: (typeof DEPARTMENTS)[number] | null;
  permissions: string | null;
  /** Where the user's chosen notification emails go; they or an admin set it. */
  email: string | null;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
}

/** The signed-in user and the areas they may use, as `/api/auth/login` and `/api/auth/verify` answer. */
export interface SessionInfo {
  user: StaffUser;
  areas: string[];
}

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

export interface ActivityLogEntry {
  id: string;
  userId: string | null;
  username: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  details: string | null;
  ipAddress: string | null;
  userAgent: string | null;
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
  "POST /api/auth/login": LoginAnswer;
  "GET /api/auth/verify": SessionInfo;
  "POST /api/auth/logout": { ok: true };
  "GET /api/admin/users": StaffUser[];
  "POST /api/admin/users": StaffUser;
  "PUT /api/admin/users/:id": StaffUser;
  "DELETE /api/admin/users/:id": { ok: true; id: string };
  "GET /api/admin/portals": StaffPortal[];
  "POST /api/admin/portals": StaffPortal;
  "PUT /api/admin/portals/:id": StaffPortal;
  "DELETE /api/admin/portals/:id": { ok: true; id: string };
  "GET /api/admin/access-matrix": AccessMatrix;
  /** Paged: `limit` and `offset`, the total in `X-Total-Count`. */
  "GET /api/admin/activity-logs": ActivityLogEntry[];
}
