import { ROLES, STAFF_AREA_ICONS } from "./enums";
import type { MfaSetup, OwnEmail, StaffSessionView, TrustedBrowserView } from "./staff-account";
import type { AccountLinkView, LoginAnswer, MfaChallenge, SessionInfo } from "./staff-sign-in";
import type { InvitationSent, SecuritySettings, StaffUser } from "./staff-users";
import { updateSchemaOf, z } from "./zod";

/**
 * Staff areas (the back office's sections) and the access matrix, and what every sign-in, account, user, staff area and access
 * route answers. The request shapes of the rest: staff-sign-in.ts, staff-account.ts, staff-users.ts.
 */

const slug = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, "Slug is required")
  .max(64, "Slug must be at most 64 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may use lower-case letters, digits and single dashes");

export const staffAreaCreateSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  slug,
  description: z.string().max(500, "Description must be at most 500 characters").nullable().optional(),
  icon: z.enum(STAFF_AREA_ICONS).nullable().optional(),
  requiredRole: z.enum(ROLES).default("admin"),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int("Order must be a whole number").min(0).max(10_000).default(0),
});

export const staffAreaUpdateSchema = updateSchemaOf(staffAreaCreateSchema);

export type StaffAreaCreateInput = z.input<typeof staffAreaCreateSchema>;

export interface StaffArea {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  icon: (typeof STAFF_AREA_ICONS)[number] | null;
  requiredRole: (typeof ROLES)[number];
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface AccessMatrix {
  areas: { id: string; slug: string; name: string; requiredRole: string; isActive: boolean }[];
  users: {
    id: string;
    username: string;
    role: string;
    isActive: boolean;
    access: { areaId: string; slug: string; allowed: boolean; reason: string }[];
  }[];
}

/** What the sign-in, staff account, staff area and access routes answer (worker/contract/api.ts). */
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
  "GET /api/admin/portals": StaffArea[];
  "POST /api/admin/portals": StaffArea;
  "PUT /api/admin/portals/:id": StaffArea;
  "DELETE /api/admin/portals/:id": { ok: true; id: string };
  "GET /api/admin/access-matrix": AccessMatrix;
}
