import { and, count, desc, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { UNMATCHED_TEXTS_PAGE, type UnmatchedTextListQuery, type UnmatchedTextView } from "../contract/sms";
import { timelineAnchor } from "../contract/timeline";
import type { Db } from "../db/client";
import { applications, candidates, inboundTexts, smsOptOuts } from "../db/schema";
import { emailIdsOf, notifyStaff } from "../notifications/store";
import { endSequencesOf } from "../sequences/stops";

/**
 * Texts received (Twilio's incoming-message webhook, issue 33 item 7): each is stored as it came, and in the same
 * batch a carrier keyword takes effect: STOP and its kin end every text to the number until START, and the
 * candidate's owner hears of it (as a reply to an email does). A text from a number no candidate has is listed on its
 * own page until a candidate has the number (decision 073).
 */

/** Carrier opt-out and opt-in keywords (CTIA); Twilio also answers them itself on toll-free numbers. */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"]);
const START_WORDS = new Set(["START", "UNSTOP", "YES"]);

export interface ReceivedText {
  /** Twilio's MessageSid: a retried webhook carries the same one and is stored once. */
  twilioSid: string;
  fromNumber: string;
  toNumber: string;
  body: string;
}

/** How much of a text a notification's title quotes. */
const TITLE_EXCERPT = 80;

/**
 * The candidate whose phone sent it: the newest one with that number, with their owner (the candidate page's: the
 * owner of their newest application that has one).
 */
function senderCandidate(db: Db, phone: string) {
  const owner = db
    .select({ ownerId: applications.ownerId })
    .from(applications)
    .where(and(eq(applications.candidateId, candidates.id), isNotNull(applications.ownerId)))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return db
    .select({
      id: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      ownerId: sql<string | null>`(${owner})`,
    })
    .from(candidates)
    .where(eq(candidates.phone, phone))
    .orderBy(desc(candidates.createdAt))
    .limit(1);
}

/**
 * Stores a received text, opts its number out (STOP) or back in (START) when it is one of those words, and tells the
 * candidate's owner (with no owner, or from a number no candidate has, the staff who follow texts: decision 073), all
 * in one batch. Answers the notification emails to dispatch.
 */
export async function receiveText(
  db: Db,
  text: ReceivedText,
  origin: string,
  now = new Date(),
): Promise<{ deliveryIds: string[] }> {
  const [candidate] = await senderCandidate(db, text.fromNumber);
  const word = text.body.trim().toUpperCase();
  const id = crypto.randomUUID();
  const statements: BatchItem<"sqlite">[] = [
    db
      .insert(inboundTexts)
      .values({ id, ...text, candidateId: candidate?.id ?? null, receivedAt: now })
      .onConflictDoNothing({ target: inboundTexts.twilioSid }),
  ];
  // STOP also takes whoever has the number out of every sequence; any other words are a reply that ends the
  // candidate's active sequences (decision 115).
  if (STOP_WORDS.has(word))
    statements.push(
      db
        .insert(smsOptOuts)
        .values({ phone: text.fromNumber, optedOutAt: now, keyword: word })
        .onConflictDoUpdate({ target: smsOptOuts.phone, set: { optedOutAt: now, keyword: word } }),
      endSequencesOf(db, { phone: text.fromNumber }, "unsubscribed", `Texted ${word}.`, now),
    );
  else if (START_WORDS.has(word)) statements.push(db.delete(smsOptOuts).where(eq(smsOptOuts.phone, text.fromNumber)));
  else if (candidate)
    statements.push(endSequencesOf(db, { candidateId: candidate.id }, "replied", "Replied by text.", now));
  const excerpt = text.body.length > TITLE_EXCERPT ? `${text.body.slice(0, TITLE_EXCERPT - 1)}…` : text.body;
  const notify = notifyStaff(db, {
    event: "text_received",
    subjectId: id,
    ...(candidate
      ? {
          title: `Text from ${candidate.firstName} ${candidate.lastName}: ${excerpt}`,
          link: `/admin/candidates/${candidate.id}#${timelineAnchor("text_in", id)}`,
          recipientId: candidate.ownerId,
        }
      : { title: `Text from ${text.fromNumber}, a number no candidate has: ${excerpt}`, link: UNMATCHED_TEXTS_PAGE }),
    origin,
    // A webhook Twilio retried stores nothing new (the same MessageSid), so it notifies nobody again.
    onlyIf: db.select({ id: inboundTexts.id }).from(inboundTexts).where(eq(inboundTexts.id, id)).getSQL(),
    now,
  });
  const results = await db.batch([
    ...(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]),
    ...notify.statements,
    notify.deliveryIds,
  ]);
  return { deliveryIds: emailIdsOf(results[results.length - 1] as { id: string | null }[]) };
}

/** Texts from a number that no candidate has now: with a candidate's phone, a text is on their timeline instead. */
const fromNoCandidate = (db: Db) =>
  notExists(db.select({ id: candidates.id }).from(candidates).where(eq(candidates.phone, inboundTexts.fromNumber)));

/** One page of the texts from unknown numbers, newest first, and how many there are. */
export async function listUnmatchedTexts(
  db: Db,
  query: UnmatchedTextListQuery,
): Promise<{ rows: UnmatchedTextView[]; total: number }> {
  const where = fromNoCandidate(db);
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: inboundTexts.id,
        fromNumber: inboundTexts.fromNumber,
        body: inboundTexts.body,
        receivedAt: inboundTexts.receivedAt,
      })
      .from(inboundTexts)
      .where(where)
      .orderBy(desc(inboundTexts.receivedAt), desc(inboundTexts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(inboundTexts).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}
