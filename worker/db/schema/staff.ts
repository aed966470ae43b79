import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ACCOUNT_LINK_PURPOSES, DEPARTMENTS, ROLES, STAFF_AREA_ICONS } from "../../contract/enums";
import { createdAt, flag, id, timestamp, timestampNow } from "./columns";

/**
 * Staff accounts. `password` holds only the PBKDF2 hash (domain/password.ts); `permissions` is null for role-based
 * access, else a JSON list of the area slugs the user reaches (custom access: contract/access.ts, decisions/048).
 */
export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    password: text("password").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    department: text("department", { enum: DEPARTMENTS }),
    permissions: text("permissions"),
    isActive: flag("is_active", true),
    lastLogin: timestamp("last_login"),
    /** Failed sign-ins for this name since the last successful one, shown to the user when they next sign in. */
    failedLogins: integer("failed_logins").notNull().default(0),
    /** Where the user's chosen notification emails go (set on their notifications page); none is sent without it. */
    email: text("email"),
    /** Set by an admin's reset: the temporary password must be replaced before anything else (decisions/029). */
    mustChangePassword: flag("must_change_password", false),
    /** The TOTP secret, AES-GCM sealed with a key derived from SESSION_SECRET; null while two-factor is off. */
    mfaSecret: text("mfa_secret"),
    /** A secret offered by enrolment, sealed the same way, until a first code confirms it. */
    mfaPendingSecret: text("mfa_pending_secret"),
    mfaEnabledAt: timestamp("mfa_enabled_at"),
    /** The last accepted TOTP time step: a code of that step or an earlier one is refused (no reuse). */
    mfaLastStep: integer("mfa_last_step"),
    /** The name staff and candidates read (`{{recruiter.name}}`); null: the username stands in. */
    fullName: text("full_name"),
    /** Appended to the emails the user sends to candidates and client contacts; null: none. */
    emailSignature: text("email_signature"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_username_unique").on(t.username)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Server-side sessions behind the signed cookie, so logout, deactivation and a password change end them at once.
 * The cron removes expired rows.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestampNow("last_seen_at"),
    expiresAt: timestamp("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/**
 * Single-use links that let a user choose their password by email (docs/decisions/067): a password reset (30 minutes)
 * or an invitation to a new account (72 hours). Only the SHA-256 of the token is kept, so a copy of the database
 * opens no account; a link is spent by its first use, and a newer link of the same purpose replaces it.
 */
export const accountLinks = sqliteTable(
  "account_links",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** email_change only: the address that becomes the account's once the link is used. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_links_token_unique").on(t.tokenHash),
    index("account_links_user_idx").on(t.userId, t.purpose),
  ],
);

export type AccountLink = typeof accountLinks.$inferSelect;

/**
 * Browsers a staff member trusted for 30 days after a second factor (decision 087): signing in there with the password
 * skips the code. The cookie holds a random token; only its SHA-256 is kept, so a copy of the database signs no
 * browser in. A password reset or change, turning two-factor off and an admin's deactivation delete the user's rows.
 */
export const trustedBrowsers = sqliteTable(
  "trusted_browsers",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** "Chrome on Windows", from the user agent when trusted: the user agent itself is not kept. */
    userAgentLabel: text("user_agent_label"),
    createdAt: createdAt(),
    lastUsedAt: timestampNow("last_used_at"),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("trusted_browsers_token_unique").on(t.tokenHash),
    index("trusted_browsers_user_idx").on(t.userId),
  ],
);

export type TrustedBrowser = typeof trustedBrowsers.$inferSelect;

/** Two-factor backup codes: ten per enrolment, each an HMAC (keyed from SESSION_SECRET), used at most once. */
export const mfaBackupCodes = sqliteTable(
  "mfa_backup_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mfa_backup_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

/** The staff security settings: one row (id 1), absent until an admin first saves it. */
export const staffSecuritySettings = sqliteTable("staff_security_settings", {
  id: integer("id").primaryKey(),
  /** Everyone without two-factor is sent to enrolment before any back-office page or API answers. */
  requireMfa: flag("require_mfa", false),
  updatedAt: timestampNow("updated_at"),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * One row per sign-in attempt, keyed by what is throttled ("pair:alice@1.2.3.4", "ip:1.2.3.4"). A short-lived log, so a
 * rowid key is enough; the cron removes old rows.
 */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey(),
    key: text("key").notNull(),
    attemptedAt: timestampNow("attempted_at"),
    succeeded: flag("succeeded", false),
  },
  (t) => [index("login_attempts_key_attempted_idx").on(t.key, t.attemptedAt)],
);

export type LoginAttempt = typeof loginAttempts.$inferSelect;

/**
 * Staff areas: the back office's sections access is granted to (content, jobs, users, sms, crm ..., and `portals`,
 * the staff areas screen's own). `requiredRole` decides who may use an area, pages and API alike;
 * `user_portal_access` counts each user's visits. The tables keep the spec's names.
 */
export const staffAreas = sqliteTable(
  "admin_portals",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    icon: text("icon", { enum: STAFF_AREA_ICONS }),
    requiredRole: text("required_role", { enum: ROLES }).notNull().default("admin"),
    requiredPermissions: text("required_permissions", { mode: "json" }).$type<string[]>(),
    isActive: flag("is_active", true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_portals_slug_unique").on(t.slug)],
);

export type StaffAreaRow = typeof staffAreas.$inferSelect;
export type NewStaffAreaRow = typeof staffAreas.$inferInsert;

export const userPortalAccess = sqliteTable(
  "user_portal_access",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    portalId: text("portal_id")
      .notNull()
      .references(() => staffAreas.id, { onDelete: "cascade" }),
    lastAccessed: timestampNow("last_accessed"),
    accessCount: integer("access_count").notNull().default(1),
  },
  (t) => [
    uniqueIndex("user_portal_access_user_portal_unique").on(t.userId, t.portalId),
    index("user_portal_access_portal_idx").on(t.portalId),
  ],
);

export type UserPortalAccess = typeof userPortalAccess.$inferSelect;

/** Every staff mutation leaves a row here; it outlives the user who made it. */
export const adminActivityLogs = sqliteTable(
  "admin_activity_logs",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    details: text("details"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    /**
     * A client contact who acted on the client portal (no staff user): the log names them (issue 42 item 15b). The database
     * holds its foreign key to client_contacts (ON DELETE SET NULL, migration 0055); it is not declared here because
     * the clients schema already reads the staff one (owners), and schema files import one way only.
     */
    clientContactId: text("client_contact_id"),
  },
  // The activity log's filters, each read newest first (docs/decisions/062).
  (t) => [
    index("admin_activity_logs_created_idx").on(t.createdAt),
    index("admin_activity_logs_user_created_idx").on(t.userId, t.createdAt),
    index("admin_activity_logs_action_created_idx").on(t.action, t.createdAt),
    index("admin_activity_logs_entity_created_idx").on(t.entityType, t.createdAt),
    // A record's own entries: the candidate's timeline reads their interviews' (migration 0084).
    index("admin_activity_logs_entity_id_idx").on(t.entityType, t.entityId),
  ],
);

export type AdminActivityLog = typeof adminActivityLogs.$inferSelect;
export type NewAdminActivityLog = typeof adminActivityLogs.$inferInsert;
