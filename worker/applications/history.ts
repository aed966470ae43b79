import { aliasedTable, and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ApplicationEventView, ApplicationUpdate } from "../contract/application-pipeline";
import type { SubmittalDecision } from "../contract/desk-enums";
import type { ApplicationEventType, ApplicationStage, RejectionReason } from "../contract/enums";
import type { Db } from "../db/client";
import { applicationEvents, applications, clientContacts, clients, submittals, users } from "../db/schema";
import { sqlRandomUuid } from "../db/schema/columns";

/**
 * An application's history (decision 053): the one writer of `application_events`. Each entry has a type (a stage
 * move, a new owner, a new rating; a submittal and the client's answer, recorded by the submittals area), what it
 * was and what it became, who and when. Entries are written in the batch of the change they record.
 */

/** One entry another area records in its own batch, e.g. a submittal (`subjectId`: the submittal's id). */
export interface ApplicationEventInput {
  applicationId: string;
  type: ApplicationEventType;
  fromValue?: string | null;
  toValue?: string | null;
  rejectionReason?: RejectionReason | null;
  subjectId?: string | null;
  /** The staff member who acted; null when no one on staff did (a client's answer). */
  changedBy: string | null;
  /** The client contact who acted on the client portal (their answer). */
  clientContactId?: string | null;
  changedAt?: Date;
}

/** Who made a change: a staff member, or a client contact on the client portal (worker/http/activity-log.ts's Actor). */
export interface ChangedBy {
  userId: string | null;
  clientContactId?: string | null;
}

/**
 * The statement that records one history entry, for the caller's `batch()`.
 *
 * @example db.batch([moveStatement, applicationEvent(db, { applicationId, type: "submittal", subjectId, changedBy })])
 */
export function applicationEvent(db: Db, event: ApplicationEventInput) {
  return db.insert(applicationEvents).values(event);
}

/**
 * The entries of a change to the applications `these` selects, for the change's batch and placed before its update:
 * each reads the value the update will replace, and only rows where it really changes get an entry. Columns in the
 * table's order: id, application, type, from, to, reason, subject, by, at, contact.
 */
export function changeEvents(
  db: Db,
  these: SQL,
  change: Pick<ApplicationUpdate, "stage" | "ownerId" | "rating">,
  rejectionReason: RejectionReason | null,
  by: ChangedBy,
  now: number,
) {
  const changedBy = by.userId;
  const contact = by.clientContactId ?? null;
  const entries = [];
  if (change.stage !== undefined) {
    entries.push(
      db.insert(applicationEvents).select(
        sql`select ${sqlRandomUuid}, ${applications.id}, 'stage', ${applications.stage}, ${change.stage}, ${rejectionReason}, null, ${changedBy}, ${now}, ${contact}
          from ${applications} where ${these} and ${applications.stage} != ${change.stage}`,
      ),
    );
  }
  if (change.ownerId !== undefined) {
    entries.push(
      db.insert(applicationEvents).select(
        sql`select ${sqlRandomUuid}, ${applications.id}, 'owner', ${applications.ownerId}, ${change.ownerId}, null, null, ${changedBy}, ${now}, ${contact}
          from ${applications} where ${these} and ${applications.ownerId} is not ${change.ownerId}`,
      ),
    );
  }
  if (change.rating !== undefined) {
    const rating = change.rating === null ? null : String(change.rating);
    entries.push(
      db.insert(applicationEvents).select(
        sql`select ${sqlRandomUuid}, ${applications.id}, 'rating', cast(${applications.rating} as text), ${rating}, null, null, ${changedBy}, ${now}, ${contact}
          from ${applications} where ${these} and ${applications.rating} is not ${change.rating}`,
      ),
    );
  }
  return entries;
}

const changedByUsers = aliasedTable(users, "changed_by_users");
const actingContacts = aliasedTable(clientContacts, "acting_contacts");
const actingClients = aliasedTable(clients, "acting_clients");
const fromOwners = aliasedTable(users, "from_owners");
const toOwners = aliasedTable(users, "to_owners");

/** An application's history, newest first, as a query for a batch; its rows become views through `toEventView`. */
export function historyQuery(db: Db, applicationId: string) {
  const isOwner = eq(applicationEvents.type, "owner");
  const aboutSubmittal = inArray(applicationEvents.type, ["submittal", "client_feedback"]);
  return db
    .select({
      event: applicationEvents,
      // Named apart: D1 answers a batch's rows as objects, where three columns named "username" would be one.
      byName: sql<string | null>`${changedByUsers.username}`.as("changed_by_name"),
      fromName: sql<string | null>`${fromOwners.username}`.as("from_owner_name"),
      toName: sql<string | null>`${toOwners.username}`.as("to_owner_name"),
      submittalId: sql<string | null>`${submittals.id}`.as("submittal_id"),
      clientName: sql<string | null>`${clients.name}`.as("client_name"),
      contactName: sql<string | null>`${clientContacts.name}`.as("contact_name"),
      byContactName: sql<string | null>`${actingContacts.name}`.as("by_contact_name"),
      byClientName: sql<string | null>`${actingClients.name}`.as("by_client_name"),
    })
    .from(applicationEvents)
    .leftJoin(changedByUsers, eq(changedByUsers.id, applicationEvents.changedBy))
    .leftJoin(fromOwners, and(isOwner, eq(fromOwners.id, applicationEvents.fromValue)))
    .leftJoin(toOwners, and(isOwner, eq(toOwners.id, applicationEvents.toValue)))
    .leftJoin(submittals, and(aboutSubmittal, eq(submittals.id, applicationEvents.subjectId)))
    .leftJoin(clients, eq(clients.id, submittals.clientId))
    .leftJoin(clientContacts, eq(clientContacts.id, submittals.contactId))
    .leftJoin(actingContacts, eq(actingContacts.id, applicationEvents.clientContactId))
    .leftJoin(actingClients, eq(actingClients.id, actingContacts.clientId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.changedAt), desc(sql`${applicationEvents}.rowid`));
}

type HistoryRow = Awaited<ReturnType<typeof historyQuery>>[number];

const FORMER_STAFF = "Former staff member";
const staffRef = (id: string | null, name: string | null) => (id ? { id, name: name ?? FORMER_STAFF } : null);
const ratingOf = (value: string | null) => (value === null ? null : Number(value));

const submittalSubject = ({ submittalId, clientName, contactName }: HistoryRow) => ({
  submittalId,
  clientName,
  contactName,
});

export function toEventView(row: HistoryRow): ApplicationEventView {
  const { event, byName, fromName, toName, byContactName, byClientName } = row;
  const common = {
    id: event.id,
    changedBy: staffRef(event.changedBy, byName),
    byClientContact: byContactName === null ? null : { name: byContactName, clientName: byClientName ?? "" },
    changedAt: event.changedAt.toISOString(),
  };
  switch (event.type) {
    case "stage":
      return {
        ...common,
        type: "stage",
        fromStage: event.fromValue as ApplicationStage,
        toStage: event.toValue as ApplicationStage,
        rejectionReason: event.rejectionReason,
      };
    case "owner":
      return {
        ...common,
        type: "owner",
        fromOwner: staffRef(event.fromValue, fromName),
        toOwner: staffRef(event.toValue, toName),
      };
    case "rating":
      return { ...common, type: "rating", fromRating: ratingOf(event.fromValue), toRating: ratingOf(event.toValue) };
    case "submittal":
      return { ...common, type: "submittal", ...submittalSubject(row) };
    case "client_feedback":
      return {
        ...common,
        type: "client_feedback",
        decision: event.toValue as SubmittalDecision,
        rejectionReason: event.rejectionReason,
        ...submittalSubject(row),
      };
  }
}
