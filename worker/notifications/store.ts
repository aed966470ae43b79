import { aliasedTable, and, count, desc, eq, inArray, isNull, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { decideAccess } from "../contract/access";
import { ROLES } from "../contract/enums";
import {
  DEFAULT_PREFERENCE,
  type EventPreference,
  NOTIFICATION_EVENT_AREAS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationView,
} from "../contract/notifications";
import { listsArea, listsEvery } from "../db/area-lists";
import type { Db } from "../db/client";
import { jobs, notificationPreferences, staffAreas, staffNotifications, type User, users } from "../db/schema";
import { sqlRandomUuid } from "../db/schema/columns";
import { queueDeliveriesFrom } from "../delivery/pipeline";
import type { EmailPayload } from "../delivery/types";
import { type Actor, activityLog } from "../http/activity-log";

/**
 * Staff notifications: the one home of "tell the staff who want it". A cause (a new application, contact message,
 * booking or cancellation) adds `notifyStaff`'s statements to its own batch, so the notifications exist exactly when
 * the cause does; each reads the preferences as they are in that transaction, so a preference turned off stops the
 * next event at once. The list, unread count and preferences are each user's own.
 */

export interface NotificationCause {
  event: NotificationEvent;
  /** The application, contact message or appointment: with the event, it names this cause's rows. */
  subjectId: string;
  title: string;
  /** A back-office path, e.g. "/admin/applications/<id>". */
  link: string;
  /** The site's origin, for the link in the email. */
  origin: string;
  /** application_new: the job applied to, whose owner "jobs I own" means. */
  jobId?: string | null;
  /** Only this user hears of it (a reply to their email thread), if they want it and may see its area. */
  recipientId?: string | null;
  /** For a cause that may not happen in its batch (a booking losing its slot): an EXISTS-able query that holds when it did. */
  onlyIf?: SQL;
  now: Date;
}

/** The fan-out's users, their saved preferences, the areas' rows and the new notifications, by short names. */
const u = aliasedTable(users, "u");
const pref = aliasedTable(notificationPreferences, "pref");
const p = aliasedTable(staffAreas, "p");
const n = aliasedTable(staffNotifications, "n");

const rankOf = (role: SQLWrapper) =>
  sql.join([sql`(case ${role}`, ...ROLES.map((name, rank) => sql`when ${name} then ${rank}`), sql`end)`], sql` `);

/**
 * Whether the user `u` may use `area` now, by decideAccess's rule (worker/contract/access.ts) in SQL. Role-based:
 * admins always; others need the area's row active and a rank at least its required role. Custom: the area listed,
 * and for others than admins its row active with every required permission listed too.
 */
function canUseArea(area: string): SQL {
  const activeRow = sql`select 1 from ${staffAreas} ${p} where ${p.slug} = ${area} and ${p.isActive} = 1`;
  const rankMet = sql`${rankOf(u.role)} >= ${rankOf(p.requiredRole)}`;
  const roleBased = sql`(${u.role} = 'admin' or exists (${activeRow} and ${rankMet}))`;
  const activeRowListed = sql`exists (${activeRow} and ${listsEvery(u.permissions, p.requiredPermissions)})`;
  const custom = sql`(${listsArea(u.permissions, area)} and (${u.role} = 'admin' or ${activeRowListed}))`;
  return sql`(case when ${u.permissions} is null then ${roleBased} else ${custom} end)`;
}

/** The email a user who chose it gets: the event's title and where to read it, and why they get it. */
export function notificationEmail(cause: Pick<NotificationCause, "title" | "link" | "origin">): EmailPayload {
  return {
    subject: cause.title,
    text: `${cause.title}\n\nOpen it: ${cause.origin}${cause.link}\n\nYou get this email because you chose it on ${cause.origin}/admin/notifications, where you can turn it off.\n`,
  };
}

/**
 * The fan-out of one event, to put in the cause's batch: ONE insert-select of a notification per active user who
 * can see the event's area and wants it in the list or by email (a saved preference, else DEFAULT_PREFERENCE),
 * ONE insert-select of an email delivery per notification whose user chose email and has an address, and a select
 * of those deliveries' ids, to dispatch once the batch has committed (the cron's sweep sends any it misses).
 *
 * @example const notify = notifyStaff(db, { event: "message_new", subjectId: contactId, title, link, origin, now });
 *          const results = await db.batch([insertContact, ...notify.statements, notify.deliveryIds]);
 */
export function notifyStaff(db: Db, cause: NotificationCause) {
  const inApp = sql`coalesce(${pref.inApp}, ${DEFAULT_PREFERENCE.inApp ? 1 : 0})`;
  const email = sql`(coalesce(${pref.email}, ${DEFAULT_PREFERENCE.email ? 1 : 0}) = 1 and ${u.email} is not null)`;
  const scope = sql`coalesce(${pref.scope}, ${DEFAULT_PREFERENCE.scope})`;
  const inScope =
    cause.event === "application_new"
      ? sql`(${scope} = 'all' or (${scope} = 'own' and exists (select 1 from ${jobs} where ${jobs.id} = ${cause.jobId ?? null} and ${jobs.ownerId} = ${u.id})))`
      : sql`1`;
  const happened = cause.onlyIf ? sql`exists (${cause.onlyIf})` : sql`1`;
  const recipient = cause.recipientId ? sql`${u.id} = ${cause.recipientId}` : sql`1`;
  const now = cause.now.getTime();
  // Columns in the table's order: id, user, event, subject, title, link, in app, delivery, read at, created at.
  const insertNotifications = db.insert(staffNotifications).select(
    sql`select ${sqlRandomUuid}, ${u.id}, ${cause.event}, ${cause.subjectId}, ${cause.title}, ${cause.link}, ${inApp}, case when ${email} then ${sqlRandomUuid} end, null, ${now}
      from ${users} ${u} left join ${notificationPreferences} ${pref} on ${pref.userId} = ${u.id} and ${pref.event} = ${cause.event}
      where ${u.isActive} = 1 and ${canUseArea(NOTIFICATION_EVENT_AREAS[cause.event])} and ${inScope} and (${inApp} = 1 or ${email}) and ${happened} and ${recipient}`,
  );
  const message = notificationEmail(cause);
  // This cause's rows: its event, subject and moment (so a row of an earlier event never gets a second email).
  const ofThisCause = and(
    eq(staffNotifications.event, cause.event),
    eq(staffNotifications.subjectId, cause.subjectId),
    eq(staffNotifications.createdAt, cause.now),
  );
  const insertEmails = queueDeliveriesFrom(
    db,
    "email",
    { summary: message.subject, payload: message, relatedType: "staff_notification" },
    sql`select ${n.deliveryId} as id, ${u.email} as recipient, ${n.id} as related_id
      from ${staffNotifications} ${n} join ${users} ${u} on ${u.id} = ${n.userId}
      where ${n.event} = ${cause.event} and ${n.subjectId} = ${cause.subjectId} and ${n.createdAt} = ${now} and ${n.deliveryId} is not null`,
    cause.now,
  );
  // Named "id" in SQL too, so a raw D1 batch's rows read the same as Drizzle's.
  const deliveryIds = db
    .select({ id: sql<string | null>`${staffNotifications.deliveryId}`.as("id") })
    .from(staffNotifications)
    .where(and(ofThisCause, sql`${staffNotifications.deliveryId} is not null`));
  return { statements: [insertNotifications, insertEmails] as const, deliveryIds };
}

/** The delivery ids the fan-out's last select read, for `dispatchDeliveries`. */
export function emailIdsOf(rows: readonly { id: string | null }[]): string[] {
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

// The user's list

function toView(row: typeof staffNotifications.$inferSelect): NotificationView {
  return {
    id: row.id,
    event: row.event,
    title: row.title,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const listed = (userId: string) => and(eq(staffNotifications.userId, userId), eq(staffNotifications.inApp, true));

/** One page of the user's notifications, newest first, and how many there are in all. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: NotificationListQuery,
): Promise<{ rows: NotificationView[]; total: number }> {
  const where = and(listed(userId), query.unread === "true" ? isNull(staffNotifications.readAt) : undefined);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(staffNotifications)
      .where(where)
      .orderBy(desc(staffNotifications.createdAt), desc(sql`${staffNotifications}.rowid`))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(staffNotifications).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.value ?? 0 };
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(staffNotifications)
    .where(and(listed(userId), isNull(staffNotifications.readAt)));
  return row?.value ?? 0;
}

/**
 * A record handled (a message answered or its status set, an application moved to another stage) is no longer news:
 * the notifications that announced it are read for everyone, in the handler's own batch, so the bell counts only
 * what still waits for someone (issue 35).
 *
 * @example await db.batch([db.update(contacts).set(set).where(eq(contacts.id, id)), markHandled(db, "message_new", [id], now)]);
 */
export function markHandled(db: Db, event: NotificationEvent, subjectIds: string[], now: Date) {
  return db
    .update(staffNotifications)
    .set({ readAt: now })
    .where(
      and(
        eq(staffNotifications.event, event),
        inArray(staffNotifications.subjectId, subjectIds),
        isNull(staffNotifications.readAt),
      ),
    );
}

/** Marks the user's own unread notifications read: those named, or all. Another user's ids change nothing. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(staffNotifications)
    .set({ readAt: now })
    .where(
      and(listed(userId), isNull(staffNotifications.readAt), ids ? inArray(staffNotifications.id, ids) : undefined),
    )
    .returning({ id: staffNotifications.id });
  return rows.length;
}

// Preferences

export async function getNotificationPreferences(db: Db, user: User): Promise<NotificationPreferences> {
  const [saved, areas, [address]] = await db.batch([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
    db.select().from(staffAreas),
    db.select({ email: users.email }).from(users).where(eq(users.id, user.id)),
  ]);
  const events = NOTIFICATION_EVENTS.map((event): EventPreference => {
    const row = saved.find((pref) => pref.event === event);
    const staffArea = areas.find((p) => p.slug === NOTIFICATION_EVENT_AREAS[event]);
    return {
      event,
      inApp: row?.inApp ?? DEFAULT_PREFERENCE.inApp,
      email: row?.email ?? DEFAULT_PREFERENCE.email,
      scope: event === "application_new" ? (row?.scope ?? DEFAULT_PREFERENCE.scope) : null,
      available: decideAccess(user, staffArea, NOTIFICATION_EVENT_AREAS[event]).allowed,
    };
  });
  return { email: address?.email ?? null, events };
}

/** Saves what the body names, and nothing else, in one batch with the activity log; answers the preferences now. */
export async function updateNotificationPreferences(
  db: Db,
  actor: Actor,
  user: User,
  change: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const statements: BatchItem<"sqlite">[] = [];
  for (const event of NOTIFICATION_EVENTS) {
    const named = change.events?.[event];
    if (!named) continue;
    const set = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined));
    if (Object.keys(set).length === 0) continue;
    statements.push(
      db
        .insert(notificationPreferences)
        .values({
          userId: user.id,
          event,
          inApp: DEFAULT_PREFERENCE.inApp,
          email: DEFAULT_PREFERENCE.email,
          scope: DEFAULT_PREFERENCE.scope,
          ...set,
        })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.event], set }),
    );
  }
  statements.push(
    activityLog(actor, db, {
      action: "notification_preferences.update",
      entityType: "user",
      entityId: user.id,
      details: { ...change },
    }),
  );
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return getNotificationPreferences(db, user);
}

/**
 * Notifications are a feed of what arrived, not a record of it (the application, message or booking is): after this
 * long one is removed by the cron, read or not, so the list and its table stay small.
 */
export const NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** The cron's removal of notifications older than NOTIFICATION_RETENTION_MS, for its housekeeping batch. */
export function pruneNotifications(db: Db, now: Date) {
  return db
    .delete(staffNotifications)
    .where(lt(staffNotifications.createdAt, new Date(now.getTime() - NOTIFICATION_RETENTION_MS)))
    .returning({ id: staffNotifications.id });
}
