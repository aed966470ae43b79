import { aliasedTable, and, asc, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { candidateApplicationsQuery, toListItem as toApplicationListItem } from "../applications/list-store";
import { moveCandidateApplications } from "../applications/store";
import { moveCandidateBookings } from "../booking/appointment-store";
import {
  CANDIDATE_ITEMS_MAX,
  type CandidateDetail,
  type CandidateItems,
  type CandidateListItem,
  type CandidateListQuery,
  type CandidateListRow,
  type CandidateMergePreview,
} from "../contract/candidates";
import type { CandidateRestrictions } from "../contract/submittals";
import type { Db } from "../db/client";
import { qualified } from "../db/column-sql";
import { contains } from "../db/contains";
import {
  applications,
  bookingAppointments,
  bookingTypes,
  candidateEmailAliases,
  candidates,
  contacts,
} from "../db/schema";
import { anyOfFtsQuery, splitSearch, toFtsQuery, toTrigramPhrase } from "../domain/fts-query";
import { type Actor, activityLog } from "../http/activity-log";
import { validationError } from "../http/errors";
import { candidateNoShowsQuery, moveCandidateInterviews } from "../interviews/no-shows";
import { firmToday } from "../jobs/store";
import { candidateMessagesQuery, toCandidateMessageView } from "../leads/inbox-store";
import { moveCandidateMessages } from "../leads/store";
import { candidateConditions, resolveCandidateFilter } from "../matching/filters";
import {
  fillCandidateOffer,
  mergeCandidateStatements,
  offerColumnsOfRow,
  setCandidateTagsStatement,
} from "../people/store";
import { restrictionsOfCandidates } from "../submittals/off-limits";
import { moveCandidateNotes } from "./note-store";
import { offerOf } from "./profile-store";

/**
 * The candidates' desk (issue 17): staff list candidates, read one with everything they sent, see possible
 * duplicates (candidates sharing a phone) and merge one into another. Who a candidate is, and matching a
 * submission's sender, is worker/people/store.ts; what they sent is each area's, asked for here.
 */

const others = aliasedTable(candidates, "other_candidates");
/** `others` in a FROM clause of hand-written SQL (interpolating an aliased table gives only its alias). */
const othersFrom = sql`${candidates} as ${others}`;

/** The listed candidate's id and phone, with the table's name even in the list's subqueries (see `qualified`). */
const listedId = qualified(candidates.id);
const listedPhone = qualified(candidates.phone);

/** Other candidates with the same phone: the possible duplicates. */
const sharesPhone = sql`${others.phone} = ${listedPhone} and ${others.id} != ${listedId}`;

const rowColumns = {
  candidate: candidates,
  applications:
    sql<number>`(select count(*) from ${applications} where ${applications.candidateId} = ${listedId})`.mapWith(Number),
  messages: sql<number>`(select count(*) from ${contacts} where ${contacts.candidateId} = ${listedId})`.mapWith(Number),
  bookings:
    sql<number>`(select count(*) from ${bookingAppointments} where ${bookingAppointments.candidateId} = ${listedId})`.mapWith(
      Number,
    ),
  possibleDuplicates: sql<number>`(select count(*) from ${othersFrom} where ${sharesPhone})`.mapWith(Number),
};

const rowSelect = (db: Db) => db.select(rowColumns).from(candidates);

type Row = Awaited<ReturnType<typeof rowSelect>>[number];

function toListItem({ candidate, possibleDuplicates, ...counts }: Row): CandidateListItem {
  return {
    id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    phone: candidate.phone,
    tags: candidate.tags,
    counts,
    possibleDuplicates,
    createdAt: candidate.createdAt.toISOString(),
    updatedAt: candidate.updatedAt.toISOString(),
  };
}

/**
 * bm25 weights of candidates_words_fts's columns (migration 0048): name, tags, current positions, notes, resume
 * texts. A word of the name counts most, then a tag or a position; a resume, long and wordy, least.
 */
const WORDS_RANK = sql`bm25(candidates_words_fts, 10.0, 5.0, 5.0, 2.0, 1.0)`;

/**
 * How many word matches, the most recently added candidates, are ranked by relevance; older ones follow newest first.
 * Ranking reads every match it orders, so an unbounded ranking would grow with the table (decision 036's bound).
 */
const RANKED_MATCHES = 1000;

/**
 * The candidates whose name, an email (merged-away ones too) or phone contains the text, as a SELECT of their rowids
 * from the trigram index (migration 0031).
 */
function identityMatches(q: string, narrow: SQL): SQL {
  // "(317) 555" finds "+13175550142": phones are stored as digits.
  const digits = q.replace(/\D/g, "");
  const phrase =
    digits.length >= 3 && digits !== q
      ? `${toTrigramPhrase(q)} OR phone : ${toTrigramPhrase(digits)}`
      : toTrigramPhrase(q);
  return sql`select rowid from candidates_fts where candidates_fts match ${phrase}${narrow}`;
}

/**
 * What a search of three characters or more finds, each candidate once, as a SELECT of rowids: the identity matches,
 * then the word matches not among them (the words index, migration 0048: the name, tags, positions, notes and resume
 * texts, every word a prefix, all of them somewhere in the candidate's entry).
 */
function matchesOf(q: string, narrow: SQL): SQL {
  const identity = identityMatches(q, narrow);
  const words = toFtsQuery(q, "every");
  if (!words) return identity;
  return sql`${identity} union all select rowid from candidates_words_fts where candidates_words_fts match ${words}
    and rowid not in (${identity})${narrow}`;
}

/**
 * What a search matches: a name, an email (a merged-away one included) or a phone containing the text, case aside;
 * from three characters, also the words of the candidate's tags, positions, notes and resumes (`matchesOf`). A
 * shorter text has no trigram to look up and is matched as a substring of the name, emails and phone (`contains`).
 */
function searchCondition(q: string): SQL | undefined {
  if ([...q].length >= 3) return sql`${candidates}.rowid in (${matchesOf(q, sql``)})`;
  return or(
    contains(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, q),
    contains(sql`${candidates.email}`, q),
    // A merged-away candidate's email still finds the person it was merged into.
    sql`exists (select 1 from ${candidateEmailAliases} where ${candidateEmailAliases.candidateId} = ${candidates.id} and ${contains(sql`${candidateEmailAliases.email}`, q)})`,
    contains(sql`coalesce(${candidates.phone}, '')`, q),
  );
}

/**
 * What narrows a list besides its search words: the filters of a job's matches (worker/matching/filters.ts) and the
 * search's exclusions (`-word`, `-"a phrase"`: a candidate whose words index entry holds any of them is left out).
 */
interface Narrowing {
  filters: SQL[];
  exclude: string | undefined;
}

/** The narrowing as a condition on `candidates`. */
function narrowingConditions({ filters, exclude }: Narrowing): SQL[] {
  const conditions = [...filters];
  if (exclude)
    conditions.push(
      sql`${candidates}.rowid not in (select rowid from candidates_words_fts where candidates_words_fts match ${exclude})`,
    );
  return conditions;
}

/**
 * The narrowed candidates as a common table (`narrowed`), named once however many of the search's parts read it: a
 * radius alone binds a dozen parameters, and D1 allows a hundred a statement. Undefined when nothing narrows.
 */
function narrowedTable(db: Db, narrowing: Narrowing) {
  const conditions = narrowingConditions(narrowing);
  if (conditions.length === 0) return undefined;
  return db.$with("narrowed").as(
    db
      .select({ rowid: sql<number>`${candidates}.rowid`.as("narrowed_rowid") })
      .from(candidates)
      .where(and(...conditions)),
  );
}

function whereOf(query: CandidateListQuery, include: string | undefined, narrowing: Narrowing): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...narrowingConditions(narrowing)];
  if (include) conditions.push(searchCondition(include));
  if (query.duplicates === "1") conditions.push(sql`exists (select 1 from ${othersFrom} where ${sharesPhone})`);
  return and(...conditions);
}

/**
 * A search's page, ranked inside the indexes: candidates matched by their name, an email or the phone first, then
 * those matched by other words; within each, the newest RANKED_MATCHES word matches by relevance (bm25), then the
 * rest newest first (rowids grow with each candidate). The order has three parts (identity matches; ranked word
 * matches; the other word matches), each read from its index in its own order and cut at the page's end, so a word
 * in most resumes sorts at most three pages' worth of rows, not every match; the count adds the identity matches to
 * the word matches that are not among them, reading each index's matches without sorting them. Only the page's
 * candidates are read from `candidates`.
 */
async function searchCandidates(db: Db, query: CandidateListQuery, q: string, narrowing: Narrowing) {
  const narrowed = narrowedTable(db, narrowing);
  // A clause of each index's rowid select: the narrowed list is built once by SQLite, not checked per match.
  const narrow = narrowed ? sql` and rowid in (select narrowed_rowid from ${narrowed})` : sql``;
  const from = narrowed ? db.with(narrowed) : db;
  const identity = identityMatches(q, narrow);
  const words = toFtsQuery(q, "every");
  const end = query.offset + query.limit;
  const newestRanked = sql`(select coalesce(min(rowid), 0) from (select rowid from candidates_words_fts
      where candidates_words_fts match ${words}${narrow} order by rowid desc limit ${RANKED_MATCHES}))`;
  const ranked = sql`select rowid as ranked_rowid, ${WORDS_RANK} as score from candidates_words_fts
      where candidates_words_fts match ${words} and rowid >= ${newestRanked}${narrow}`;
  const identityPart = words
    ? sql`select * from (select identity.rowid as candidate_rowid, 0 as part, ranked.score as score
        from (${identity}) identity left join (${ranked}) ranked on ranked.ranked_rowid = identity.rowid
        order by ranked.score is null, ranked.score, identity.rowid desc limit ${end})`
    : sql`select * from (select rowid as candidate_rowid, 0 as part, null as score from (${identity})
        order by rowid desc limit ${end})`;
  const parts = words
    ? sql`${identityPart}
      union all select * from (select ranked_rowid, 1, score from (${ranked}) where ranked_rowid not in (${identity})
        order by score, ranked_rowid desc limit ${end})
      union all select * from (select rowid, 2, null from candidates_words_fts where candidates_words_fts match ${words}
        and rowid < ${newestRanked} and rowid not in (${identity})${narrow} order by rowid desc limit ${end})`
    : identityPart;
  const page = sql`(select candidate_rowid, part, score from (${parts})
      order by part, score is null, score, candidate_rowid desc limit ${query.limit} offset ${query.offset}) page`;
  const [rows, [total]] = await db.batch([
    from
      .select(rowColumns)
      .from(candidates)
      .innerJoin(page, sql`page.candidate_rowid = ${candidates}.rowid`)
      .orderBy(sql`page.part`, sql`page.score is null`, sql`page.score`, sql`page.candidate_rowid desc`),
    from.select({ value: count() }).from(sql`(${matchesOf(q, narrow)})`),
  ]);
  return { rows: rows.map(toListItem), total: total?.value ?? 0 };
}

/**
 * One page of candidates and how many match in all: newest first, or, for a search of three characters or more,
 * ranked (`searchCandidates`). With `duplicates=1`, only candidates sharing a phone with another, ordered by phone so
 * that each group sits together.
 */
export async function listCandidates(
  db: Db,
  query: CandidateListQuery,
): Promise<{ rows: CandidateListItem[]; total: number }> {
  const { include, exclude } = splitSearch(query.q ?? "");
  const filter = await resolveCandidateFilter(db, query, { payPeriod: "year" });
  const narrowing = { filters: candidateConditions(filter), exclude: anyOfFtsQuery(exclude) };
  if ([...include].length >= 3 && query.duplicates !== "1") return searchCandidates(db, query, include, narrowing);
  const where = whereOf(query, include, narrowing);
  const order =
    query.duplicates === "1"
      ? [asc(candidates.phone), asc(candidates.createdAt), asc(candidates.id)]
      : [desc(candidates.createdAt), desc(candidates.id)];
  const [rows, [total]] = await db.batch([
    rowSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(candidates).where(where),
  ]);
  return { rows: rows.map(toListItem), total: total?.value ?? 0 };
}

const restrictionsOrNone = (found: CandidateRestrictions | undefined): CandidateRestrictions =>
  found ?? { offLimits: [], noPoachEmployer: null };

/** A page of the candidates list with each one's off-limits rules and no-poach flag (issue 32 item 5). */
export async function candidateListPage(
  db: Db,
  query: CandidateListQuery,
  now: Date,
): Promise<{ rows: CandidateListRow[]; total: number }> {
  const page = await listCandidates(db, query);
  const restrictions = await restrictionsOfCandidates(db, page.rows, firmToday(now));
  return { ...page, rows: page.rows.map((row) => ({ ...row, ...restrictionsOrNone(restrictions.get(row.id)) })) };
}

/** The queries of what belongs to a candidate, to put in a batch; `toItems` reads their rows. */
function itemQueries(db: Db, id: string) {
  return [
    candidateApplicationsQuery(db, id, CANDIDATE_ITEMS_MAX),
    candidateMessagesQuery(db, id, CANDIDATE_ITEMS_MAX),
    db
      .select({ booking: bookingAppointments, serviceName: bookingTypes.name })
      .from(bookingAppointments)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
      .where(eq(bookingAppointments.candidateId, id))
      .orderBy(desc(bookingAppointments.appointmentDate), desc(bookingAppointments.id))
      .limit(CANDIDATE_ITEMS_MAX),
  ] as const;
}

/** The rows each query of a tuple answers. */
type Results<Queries> = { [K in keyof Queries]: Awaited<Queries[K]> };
type ItemRows = Results<ReturnType<typeof itemQueries>>;

function toItems([applicationRows, messageRows, bookingRows]: ItemRows): CandidateItems {
  return {
    applications: applicationRows.map(toApplicationListItem),
    messages: messageRows.map(toCandidateMessageView),
    bookings: bookingRows.map(({ booking, serviceName }) => ({
      id: booking.id,
      serviceName,
      appointmentDate: booking.appointmentDate.toISOString(),
      status: booking.status,
      createdAt: booking.createdAt.toISOString(),
    })),
  };
}

/** The newest of a candidate's applications that came with a resume (a file, or only its text). */
function newestResumeQuery(db: Db, id: string) {
  return db
    .select({ applicationId: applications.id, key: applications.resumeKey, text: applications.resumeText })
    .from(applications)
    .where(
      and(
        eq(applications.candidateId, id),
        or(sql`${applications.resumeKey} is not null`, sql`${applications.resumeText} is not null`),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(sql`${applications}.rowid`))
    .limit(1);
}

/** One candidate with what they sent, their newest resume and their possible duplicates; undefined when missing. */
export async function findCandidate(db: Db, id: string, now = new Date()): Promise<CandidateDetail | undefined> {
  const [[row], [resume], applicationRows, messageRows, bookingRows, duplicates, [noShows]] = await db.batch([
    rowSelect(db).where(eq(candidates.id, id)).limit(1),
    newestResumeQuery(db, id),
    ...itemQueries(db, id),
    rowSelect(db)
      .where(
        and(
          ne(candidates.id, id),
          eq(candidates.phone, sql`(select ${others.phone} from ${othersFrom} where ${others.id} = ${id})`),
        ),
      )
      .orderBy(asc(candidates.createdAt))
      .limit(CANDIDATE_ITEMS_MAX),
    candidateNoShowsQuery(db, id),
  ]);
  if (!row) return undefined;
  const candidate = toListItem(row);
  const restrictions = await restrictionsOfCandidates(db, [candidate], firmToday(now));
  return {
    ...candidate,
    ...restrictionsOrNone(restrictions.get(id)),
    ...offerOf(row.candidate),
    ...toItems([applicationRows, messageRows, bookingRows]),
    resume: resume
      ? {
          applicationId: resume.applicationId,
          path: resume.key ? `/api/admin/applications/${encodeURIComponent(resume.applicationId)}/resume` : null,
          text: resume.text,
        }
      : null,
    duplicates: duplicates.map(toListItem),
    interviewNoShows: noShows?.value ?? 0,
  };
}

/**
 * Replaces a candidate's tags (searched with their words, migration 0048) and logs the change; undefined when the
 * candidate does not exist.
 */
export async function setCandidateTags(
  db: Db,
  actor: Actor,
  id: string,
  tags: string[],
): Promise<CandidateDetail | undefined> {
  const found = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, id)).get();
  if (!found) return undefined;
  await db.batch([
    setCandidateTagsStatement(db, id, tags),
    activityLog(actor, db, { action: "candidate.tags", entityType: "candidate", entityId: id, details: { tags } }),
  ]);
  return findCandidate(db, id);
}

/**
 * The two candidates of a merge, or undefined when `id` does not exist; a 400 naming `field` when merging into
 * itself or into a candidate that does not exist.
 */
async function mergePair(db: Db, id: string, intoId: string, field: string) {
  const [[from], [into]] = await db.batch([
    rowSelect(db).where(eq(candidates.id, id)).limit(1),
    rowSelect(db).where(eq(candidates.id, intoId)).limit(1),
  ]);
  if (!from) return undefined;
  if (intoId === id) throw validationError([{ path: field, message: "A candidate cannot be merged into itself" }]);
  if (!into) throw validationError([{ path: field, message: "There is no candidate with that id to merge into" }]);
  return { from, into };
}

/** What merging `id` into `intoId` would move; undefined when `id` does not exist. */
export async function previewMerge(db: Db, id: string, intoId: string): Promise<CandidateMergePreview | undefined> {
  const pair = await mergePair(db, id, intoId, "into");
  if (!pair) return undefined;
  const items = await db.batch(itemQueries(db, id));
  return { from: toListItem(pair.from), into: toListItem(pair.into), ...toItems(items) };
}

/** The largest activity-log details (worker/http/activity-log.ts cuts longer ones). */
const LOG_DETAILS_MAX = 2000;

/**
 * Merges candidate `id` into `intoId` in ONE batch: its applications (with their resumes, notes and history, which
 * hang off them), messages and bookings move to `intoId`, which also takes its phone if it had none; the emptied
 * candidate is deleted, and one activity-log entry records who it was and what moved. Everything attached to `id`
 * when the batch runs moves, so nothing sent meanwhile is left behind. Undefined when `id` does not exist; a 400
 * naming `intoId` when merging into itself or an unknown candidate.
 */
export async function mergeCandidate(
  db: Db,
  actor: Actor,
  id: string,
  intoId: string,
): Promise<CandidateDetail | undefined> {
  const pair = await mergePair(db, id, intoId, "intoId");
  if (!pair) return undefined;
  const from = toListItem(pair.from);
  const [movedApplications, movedMessages, movedBookings] = await db.batch([
    db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, id)),
    db.select({ id: contacts.id }).from(contacts).where(eq(contacts.candidateId, id)),
    db.select({ id: bookingAppointments.id }).from(bookingAppointments).where(eq(bookingAppointments.candidateId, id)),
  ]);
  const summary = {
    merged: { id, name: `${from.firstName} ${from.lastName}`, email: from.email, phone: from.phone },
    intoId,
    moved: from.counts,
  };
  const withIds = {
    ...summary,
    applicationIds: movedApplications.map((row) => row.id),
    messageIds: movedMessages.map((row) => row.id),
    bookingIds: movedBookings.map((row) => row.id),
  };
  // The ids when they fit; the counts always.
  const details = JSON.stringify(withIds).length <= LOG_DETAILS_MAX ? withIds : summary;
  // What the merged one offers fills what the kept one left empty, as a later application would.
  const fillOffer = fillCandidateOffer(db, sql`${intoId}`, offerColumnsOfRow(pair.from.candidate), new Date());
  await db.batch([
    moveCandidateApplications(db, id, intoId),
    moveCandidateMessages(db, id, intoId),
    moveCandidateBookings(db, id, intoId),
    moveCandidateInterviews(db, id, intoId),
    moveCandidateNotes(db, id, intoId),
    ...mergeCandidateStatements(db, { id, email: pair.from.candidate.email, phone: from.phone }, intoId),
    ...(fillOffer ? [fillOffer] : []),
    activityLog(actor, db, { action: "candidate.merge", entityType: "candidate", entityId: intoId, details }),
  ]);
  return findCandidate(db, intoId);
}
