import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ActivityAction } from "../contract/activity";
import type {
  ApplicationBulkChange,
  ApplicationBulkResult,
  ApplicationDetail,
  ApplicationListItem,
  ApplicationListQuery,
  ApplicationNoteView,
  ApplicationUpdate,
  ClientContactRef,
} from "../contract/application-pipeline";
import { isClosedStage } from "../contract/application-pipeline";
import { CANDIDATE_ITEMS_MAX } from "../contract/candidates";
import { APPLICATION_CLOSED_STAGES, type ApplicationStage, type RejectionReason } from "../contract/enums";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, startOfZonedDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import { applicationNotes, applications, clientContacts, clients, jobs, users } from "../db/schema";
import { toFtsQuery } from "../domain/fts-query";
import { type Actor, activityLog, activityLogEach } from "../http/activity-log";
import { validationError } from "../http/errors";
import { candidateMessagesQuery, toCandidateMessageView } from "../leads/inbox-store";
import { markHandled } from "../notifications/store";
import { isWorkingStaff } from "../staff/working-staff-store";
import { type ChangedBy, changeEvents, historyQuery, toEventView } from "./history";

/**
 * The application pipeline's queries and use cases (issue 17): staff's list with filters and paging, one
 * application with its history and notes, stage, owner and rating changes (each stage change recorded with who,
 * when, from and to, in the same batch as the change), and notes.
 */

const owners = aliasedTable(users, "owners");

const listColumns = {
  id: applications.id,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  phone: applications.phone,
  currentPosition: applications.currentPosition,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  stage: applications.stage,
  rejectionReason: applications.rejectionReason,
  ownerId: applications.ownerId,
  ownerName: owners.username,
  rating: applications.rating,
  resumeKey: applications.resumeKey,
  candidateId: applications.candidateId,
  createdAt: applications.createdAt,
};

export function listSelect(db: Db) {
  return db
    .select(listColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(owners, eq(owners.id, applications.ownerId));
}

type ListRow = Awaited<ReturnType<typeof listSelect>>[number];

/**
 * A candidate's applications, newest first, as a query to put in a batch; its rows become list items through
 * `toListItem` (worker/candidates/store.ts).
 */
export function candidateApplicationsQuery(db: Db, candidateId: string, limit: number) {
  return listSelect(db)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}

export function toListItem(row: ListRow): ApplicationListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    currentPosition: row.currentPosition,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    stage: row.stage,
    rejectionReason: row.rejectionReason,
    owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? "Former staff member" } : null,
    rating: row.rating,
    hasResume: row.resumeKey !== null,
    candidateId: row.candidateId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The search's MATCH expression: name, email, position, resume words and the title of the job applied for, all in
 * the FTS5 index (migrations 0018, 0030), each word a prefix. Undefined when the text holds no searchable word: such
 * a search finds nothing.
 */
function searchOf(query: ApplicationListQuery): string | undefined {
  return query.q ? toFtsQuery(query.q, "every") : undefined;
}

/** The applications of one job, of none (`"none"`: general applications), or of a client's jobs. */
export function scopeOf({ jobId, clientId }: { jobId?: string; clientId?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (jobId === "none") conditions.push(sql`${applications.jobId} is null`);
  else if (jobId) conditions.push(eq(applications.jobId, jobId));
  if (clientId)
    conditions.push(
      inArray(applications.jobId, sql`(select ${jobs.id} from ${jobs} where ${jobs.clientId} = ${clientId})`),
    );
  return conditions;
}

function whereOf(query: ApplicationListQuery, match: string | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.stage === "open") conditions.push(notInArray(applications.stage, [...APPLICATION_CLOSED_STAGES]));
  else if (query.stage === "closed") conditions.push(inArray(applications.stage, [...APPLICATION_CLOSED_STAGES]));
  else if (query.stage) conditions.push(eq(applications.stage, query.stage));
  conditions.push(...scopeOf(query));
  if (query.ownerId === "none") conditions.push(sql`${applications.ownerId} is null`);
  else if (query.ownerId) conditions.push(eq(applications.ownerId, query.ownerId));
  // Dates are days in the firm's zone: "to" includes its whole day.
  if (query.from)
    conditions.push(gte(applications.createdAt, new Date(startOfZonedDay(query.from, DEFAULT_TIME_ZONE))));
  if (query.to)
    conditions.push(lt(applications.createdAt, new Date(startOfZonedDay(addDays(query.to, 1), DEFAULT_TIME_ZONE))));
  if (query.q)
    conditions.push(
      match
        ? sql`${applications}.rowid in (select rowid from applications_fts where applications_fts match ${match})`
        : sql`0`,
    );
  return and(...conditions);
}

const ORDER: Record<ApplicationListQuery["sort"], SQL[]> = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  oldest: [asc(applications.createdAt), asc(applications.id)],
  name: [asc(sql`lower(${applications.lastName})`), asc(sql`lower(${applications.firstName})`), asc(applications.id)],
  // Unrated last, then the newest first among equals.
  rating: [sql`${applications.rating} is null`, desc(applications.rating), desc(applications.createdAt)],
};

/**
 * With a search, newest and oldest are the order of arrival, which the index knows (rowid): the page is read from the
 * matches in that order and stops at the page, where created_at would mean reading every match's row to sort them.
 * An application's created_at is the moment it was stored, so the two orders are the same.
 */
const SEARCH_ORDER: Partial<Record<ApplicationListQuery["sort"], SQL[]>> = {
  newest: [desc(sql`${applications}.rowid`)],
  oldest: [asc(sql`${applications}.rowid`)],
};

/** One page of applications matching the filters, and how many match in all. */
export async function listApplications(
  db: Db,
  query: ApplicationListQuery,
): Promise<{ rows: ApplicationListItem[]; total: number }> {
  const match = searchOf(query);
  const where = whereOf(query, match);
  const order = (match && SEARCH_ORDER[query.sort]) || ORDER[query.sort];
  // A search alone is counted inside the index; with other filters too, on the matches' rows.
  const onlySearch =
    match && !query.stage && !query.jobId && !query.clientId && !query.ownerId && !query.from && !query.to;
  const [rows, [total]] = await db.batch([
    listSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    onlySearch
      ? db.select({ value: count() }).from(sql`applications_fts`).where(sql`applications_fts match ${match}`)
      : db.select({ value: count() }).from(applications).where(where),
  ]);
  return { rows: rows.map(toListItem), total: total?.value ?? 0 };
}

const authors = aliasedTable(users, "note_authors");
const adders = aliasedTable(users, "adders");

/** One application with its history, notes and the same person's other applications; undefined when missing. */
export async function findApplication(db: Db, id: string): Promise<ApplicationDetail | undefined> {
  const [[row], history, notes] = await db.batch([
    db
      .select({
        ...listColumns,
        industry: applications.industry,
        additionalInfo: applications.additionalInfo,
        resumeTextStatus: applications.resumeTextStatus,
        source: applications.source,
        addedBy: applications.addedBy,
        // Aliased: a batch reads rows by column name, and the owner's is "username" too.
        adderName: sql<string | null>`${adders.username}`.as("adder_name"),
      })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(owners, eq(owners.id, applications.ownerId))
      .leftJoin(adders, eq(adders.id, applications.addedBy))
      .where(eq(applications.id, id))
      .limit(1),
    historyQuery(db, id),
    db
      .select({
        note: applicationNotes,
        name: authors.username,
        // Aliased: a batch reads rows by column name, and both tables name theirs "name".
        contactName: sql<string | null>`${clientContacts.name}`.as("contact_name"),
        clientName: sql<string | null>`${clients.name}`.as("client_name"),
      })
      .from(applicationNotes)
      .leftJoin(authors, eq(authors.id, applicationNotes.authorId))
      .leftJoin(clientContacts, eq(clientContacts.id, applicationNotes.clientContactId))
      .leftJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(desc(applicationNotes.createdAt), desc(sql`${applicationNotes}.rowid`)),
  ]);
  if (!row) return undefined;
  // The same person: their candidate's applications (merges included), or, for a row without one, the same email.
  const samePerson = row.candidateId
    ? eq(applications.candidateId, row.candidateId)
    : eq(sql`lower(trim(${applications.email}))`, row.email.trim().toLowerCase());
  const othersQuery = listSelect(db)
    .where(and(samePerson, ne(applications.id, id)))
    .orderBy(desc(applications.createdAt))
    .limit(20);
  const [others, messages] = row.candidateId
    ? await db.batch([othersQuery, candidateMessagesQuery(db, row.candidateId, CANDIDATE_ITEMS_MAX)])
    : [await othersQuery, []];
  const kind = row.resumeKey?.split(".").pop()?.toLowerCase();
  return {
    ...toListItem(row),
    industry: row.industry,
    additionalInfo: row.additionalInfo,
    resumePath: row.resumeKey ? `/api/admin/applications/${encodeURIComponent(row.id)}/resume` : null,
    resumeTextStatus: row.resumeTextStatus,
    source: row.source,
    addedBy: row.addedBy ? { id: row.addedBy, name: row.adderName ?? "Former staff member" } : null,
    resumeType:
      kind === "pdf"
        ? "application/pdf"
        : kind === "docx"
          ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          : kind === "doc"
            ? "application/msword"
            : null,
    history: history.map(toEventView),
    notes: notes.map(({ note, name, contactName, clientName }) =>
      toNoteView(note, name, contactName === null ? null : { name: contactName, clientName: clientName ?? "" }),
    ),
    otherApplications: others.map(toListItem),
    candidateMessages: messages.map(toCandidateMessageView),
  };
}

function toNoteView(
  note: typeof applicationNotes.$inferSelect,
  authorName: string | null,
  clientAuthor: ClientContactRef | null = null,
): ApplicationNoteView {
  return {
    id: note.id,
    body: note.body,
    author: note.authorId ? { id: note.authorId, name: authorName ?? "Former staff member" } : null,
    clientAuthor,
    createdAt: note.createdAt.toISOString(),
  };
}

/** D1 binds at most 100 parameters per statement: the ids of a bulk change go in slices, beside a few values. */
const IDS_PER_STATEMENT = 90;

function slices<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * The statements of one change to some applications (at most IDS_PER_STATEMENT): the history row of a new stage
 * (reading the stage before the update changes it), the bell cleared, the open submittals of a decided application
 * closed, the update and an activity entry per row.
 */
function changeStatements(
  db: Db,
  actor: Actor,
  ids: string[],
  change: ApplicationUpdate,
  set: Partial<typeof applications.$inferInsert>,
  now: number,
  action: ActivityAction,
): BatchItem<"sqlite">[] {
  const these = inArray(applications.id, ids);
  // Read before the update below changes what they record.
  const history = changeEvents(db, these, change, set.rejectionReason ?? null, actor, now);
  // Moved on: whoever was told of the new application need not open it to clear the bell.
  const handled = change.stage !== undefined ? [markHandled(db, "application_new", ids, new Date(now))] : [];
  // A stage the firm decides also closes the application's open submittals: migration 0062's trigger, in the update.
  return [
    ...history,
    ...handled,
    db.update(applications).set(set).where(these),
    activityLogEach(
      actor,
      db,
      { action, entityType: "application", details: { ...change } },
      db.select({ id: applications.id }).from(applications).where(these),
    ),
  ];
}

/**
 * One application moved to `stage` for another area's batch (a submittal, a client's answer, a placement), by the
 * pipeline's rules: recorded in the history with who moved it, the bell cleared, logged as `action`. A closed stage
 * keeps `rejectionReason`; an open one clears it. Moving to the stage it is at changes nothing but the log.
 *
 * @example await db.batch([insertSubmittal, ...stageMoveStatements(db, actor, applicationId, "submitted", null, "submittal.create")])
 */
export function stageMoveStatements(
  db: Db,
  actor: Actor,
  applicationId: string,
  stage: ApplicationStage,
  rejectionReason: RejectionReason | null,
  action: ActivityAction,
): BatchItem<"sqlite">[] {
  const change: ApplicationUpdate = { stage, rejectionReason: isClosedStage(stage) ? rejectionReason : null };
  return changeStatements(db, actor, [applicationId], change, { ...change }, Date.now(), action);
}

/**
 * Applies one change to some applications in one batch, all or nothing: the rules of the pipeline for one
 * application or a hundred. Changes what was named (stage, owner, rating, rejection reason) and nothing else. A new
 * stage, owner or rating is recorded in the history (worker/applications/history.ts) with the previous value read
 * inside the same batch, so two staff moving one application at once both appear in the history and the later write
 * wins. Moving to an open stage clears the
 * rejection reason. Each application changed gets its own activity-log entry. A 400 naming `ownerId` for an owner
 * who is not active staff, or `rejectionReason` for a reason on an application left at an open stage. Answers the
 * ids that exist (and were changed).
 */
async function applyChange(
  db: Db,
  actor: Actor,
  ids: string[],
  change: ApplicationUpdate,
  action: ActivityAction,
): Promise<string[]> {
  const [owner, ...found] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, change.ownerId ?? ""), isWorkingStaff))
      .limit(1),
    ...slices(ids, IDS_PER_STATEMENT).map((slice) =>
      db
        .select({ id: applications.id, stage: applications.stage })
        .from(applications)
        .where(inArray(applications.id, slice)),
    ),
  ]);
  const existing = found.flat();
  if (existing.length === 0) return [];
  if (change.ownerId && owner.length === 0) {
    throw validationError([
      { path: "ownerId", message: "The owner must be an active staff member (recruiter or above)" },
    ]);
  }

  const set: Partial<typeof applications.$inferInsert> = {};
  if (change.ownerId !== undefined) set.ownerId = change.ownerId;
  if (change.rating !== undefined) set.rating = change.rating;
  if (change.stage !== undefined) set.stage = change.stage;
  // A reason only means something on a closed application; reopening one clears it.
  if (change.rejectionReason !== undefined) {
    if (change.rejectionReason !== null && existing.some((row) => !isClosedStage(change.stage ?? row.stage))) {
      throw validationError([
        {
          path: "rejectionReason",
          message: "A rejection reason needs a closed stage (Not a fit, Client declined or Withdrawn)",
        },
      ]);
    }
    set.rejectionReason = change.rejectionReason;
  } else if (change.stage !== undefined && !isClosedStage(change.stage)) {
    set.rejectionReason = null;
  }

  const now = Date.now();
  const statements = slices(
    existing.map((row) => row.id),
    IDS_PER_STATEMENT,
  ).flatMap((slice) => changeStatements(db, actor, slice, change, set, now, action));
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return existing.map((row) => row.id);
}

/** Changes one application (see `applyChange`); undefined when it does not exist. */
export async function updateApplication(
  db: Db,
  actor: Actor,
  id: string,
  change: ApplicationUpdate,
): Promise<ApplicationDetail | undefined> {
  const changed = await applyChange(db, actor, [id], change, "application.update");
  return changed.length === 0 ? undefined : findApplication(db, id);
}

/**
 * One change to up to 100 applications at once (issue 17's bulk actions), all or nothing, by the rules of the single
 * change. Ids that do not exist are skipped and answered as `missing`; an id sent twice counts once.
 */
export async function updateApplications(
  db: Db,
  actor: Actor,
  { ids, ...change }: ApplicationBulkChange,
): Promise<ApplicationBulkResult> {
  const unique = [...new Set(ids)];
  const changed = new Set(await applyChange(db, actor, unique, change, "application.bulk_update"));
  return { updated: changed.size, missing: unique.filter((id) => !changed.has(id)) };
}

/** Adds a note by the acting staff member; undefined when the application does not exist. */
export async function addApplicationNote(
  db: Db,
  actor: Actor,
  id: string,
  body: string,
): Promise<ApplicationNoteView | undefined> {
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  if (!existing) return undefined;
  const [[note], , [author]] = await db.batch([
    db.insert(applicationNotes).values({ applicationId: id, authorId: actor.userId, body }).returning(),
    activityLog(actor, db, { action: "application.note", entityType: "application", entityId: id }),
    db
      .select({ name: users.username })
      .from(users)
      .where(eq(users.id, actor.userId ?? ""))
      .limit(1),
  ]);
  return toNoteView(note!, author?.name ?? null);
}

/**
 * A note on an application for another area's batch: the client's answer on the portal (by the contact, no staff
 * author) or a placement's terms.
 */
export function applicationNoteStatement(db: Db, applicationId: string, by: ChangedBy, body: string) {
  return db
    .insert(applicationNotes)
    .values({ applicationId, authorId: by.userId, clientContactId: by.clientContactId ?? null, body });
}
