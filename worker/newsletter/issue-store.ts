import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type {
  NewsletterCounts,
  NewsletterIssueSent,
  NewsletterIssueView,
  NewsletterPreview,
  newsletterIssueSchema,
  newsletterIssueUpdateSchema,
} from "../contract/newsletter";
import type { z } from "../contract/zod";
import type { Db } from "../db/client";
import {
  articles,
  deliveries,
  type NewsletterIssue,
  newsletterIssues,
  newsletterSends,
  newsletterSubscribers,
  users,
} from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { type Actor, activityLog, activityLogEach, changesOf } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { type IssueArticle, issueBody, newsletterLinks } from "./emails";

const noSuchIssue = () => new ApiError(404, "not_found", "No such newsletter issue.");

export async function findIssue(db: Db, id: string): Promise<NewsletterIssue> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).limit(1);
  if (!issue) throw noSuchIssue();
  return issue;
}

/** The issue's articles in its order, published ones only; a chosen one no longer published is named. */
async function issueArticles(db: Db, ids: readonly string[]): Promise<{ found: IssueArticle[]; missing: string[] }> {
  const rows = await db
    .select({ id: articles.id, title: articles.title, summary: articles.summary })
    .from(articles)
    .where(and(inArray(articles.id, [...ids]), eq(articles.status, "published")));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    found: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    missing: ids.filter((id) => !byId.has(id)),
  };
}

function articlesRefused(missing: readonly string[]) {
  return validationError(
    missing.map((id) => ({ path: "articleIds", message: `Article ${id} is not a published article` })),
  );
}

/** Emails of an issue and how they stand: queued by the fan-out, then sent or failed by the delivery pipeline. */
export async function issueCounts(db: Db, issue: NewsletterIssue): Promise<NewsletterCounts> {
  const rows = await db
    .select({ status: deliveries.status, n: count() })
    .from(newsletterSends)
    .innerJoin(deliveries, eq(deliveries.id, newsletterSends.deliveryId))
    .where(eq(newsletterSends.issueId, issue.id))
    .groupBy(deliveries.status);
  const of = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((a, r) => a + r.n, 0);
  return {
    total: issue.total,
    queued: rows.reduce((a, r) => a + r.n, 0),
    sent: of("sent"),
    failed: of("failed", "dead", "withdrawn"),
  };
}

/**
 * The issues whose send started in [start, end), first sent first, at most `limit`, each with its emails' counts as
 * the issue's page gives them: one query for the issues, one for the counts of all of them.
 */
export async function issuesSentBetween(db: Db, start: Date, end: Date, limit: number): Promise<NewsletterIssueSent[]> {
  const issues = await db
    .select()
    .from(newsletterIssues)
    .where(and(gte(newsletterIssues.sendStartedAt, start), lt(newsletterIssues.sendStartedAt, end)))
    .orderBy(asc(newsletterIssues.sendStartedAt), asc(newsletterIssues.id))
    .limit(limit);
  if (issues.length === 0) return [];
  const rows = await db
    .select({ issueId: newsletterSends.issueId, status: deliveries.status, n: count() })
    .from(newsletterSends)
    .innerJoin(deliveries, eq(deliveries.id, newsletterSends.deliveryId))
    .where(
      inArray(
        newsletterSends.issueId,
        issues.map((issue) => issue.id),
      ),
    )
    .groupBy(newsletterSends.issueId, deliveries.status);
  return issues.map((issue) => {
    const mine = rows.filter((row) => row.issueId === issue.id);
    const of = (...statuses: string[]) =>
      mine.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
    return {
      id: issue.id,
      subject: issue.subject,
      sentAt: issue.sendStartedAt!.toISOString(),
      total: issue.total,
      queued: mine.reduce((sum, row) => sum + row.n, 0),
      sent: of("sent"),
      failed: of("failed", "dead", "withdrawn"),
    };
  });
}

async function toIssueView(db: Db, issue: NewsletterIssue): Promise<NewsletterIssueView> {
  return {
    id: issue.id,
    subject: issue.subject,
    intro: issue.intro,
    articleIds: issue.articleIds,
    status: issue.status,
    createdAt: issue.createdAt.toISOString(),
    sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
    sendFinishedAt: issue.sendFinishedAt?.toISOString() ?? null,
    ...(issue.status === "draft" ? { total: 0, queued: 0, sent: 0, failed: 0 } : await issueCounts(db, issue)),
  };
}

export async function issueView(db: Db, id: string): Promise<NewsletterIssueView> {
  return toIssueView(db, await findIssue(db, id));
}

/** A draft issue: a subject, an intro and published articles in the order chosen. */
export async function createIssue(
  db: Db,
  actor: Actor,
  input: z.output<typeof newsletterIssueSchema>,
): Promise<NewsletterIssueView> {
  const { missing } = await issueArticles(db, input.articleIds);
  if (missing.length > 0) throw articlesRefused(missing);
  const id = crypto.randomUUID();
  const [[created]] = await db.batch([
    db
      .insert(newsletterIssues)
      .values({ id, subject: input.subject, intro: input.intro, articleIds: input.articleIds, createdBy: actor.userId })
      .returning(),
    activityLog(actor, db, {
      action: "newsletter.create",
      entityType: "newsletter_issue",
      entityId: id,
      details: { subject: input.subject },
    }),
  ]);
  return toIssueView(db, created!);
}

/**
 * A draft's changes, only the fields given. The draft is claimed in the update itself (a send started meanwhile
 * wins: nothing changes, a 409), and the log entry is written in the same batch only if the change was.
 */
export async function updateIssue(
  db: Db,
  actor: Actor,
  id: string,
  changes: z.output<typeof newsletterIssueUpdateSchema>,
): Promise<NewsletterIssueView> {
  const before = await findIssue(db, id);
  const notDraft = () => new ApiError(409, "issue_not_draft", "Only a draft issue can be edited; this one was sent.");
  if (before.status !== "draft") throw notDraft();
  if (changes.articleIds) {
    const { missing } = await issueArticles(db, changes.articleIds);
    if (missing.length > 0) throw articlesRefused(missing);
  }
  const draft = and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft"));
  const [updated] = await db.batch([
    db.update(newsletterIssues).set(changes).where(draft).returning(),
    activityLogEach(
      actor,
      db,
      {
        action: "newsletter.update",
        entityType: "newsletter_issue",
        details: { subject: changes.subject ?? before.subject },
        changes: changesOf(before, changes),
      },
      db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(draft),
    ),
  ]);
  if (!updated[0]) throw notDraft();
  return toIssueView(db, updated[0]);
}

export async function listIssues(db: Db, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(newsletterIssues)
      .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(newsletterIssues),
  ]);
  return { rows: await Promise.all(rows.map((row) => toIssueView(db, row))), total: counted?.total ?? 0 };
}

/** The issue's email as a reader gets it, but for the reader's own manage link at its end. */
async function issueText(db: Db, issue: NewsletterIssue, origin: string): Promise<string> {
  const { found, missing } = await issueArticles(db, issue.articleIds);
  if (missing.length > 0) throw articlesRefused(missing);
  return issueBody(issue, found, newsletterLinks(origin));
}

export async function previewIssue(db: Db, id: string, origin: string): Promise<NewsletterPreview> {
  const issue = await findIssue(db, id);
  return { subject: issue.subject, text: `${issue.body ?? (await issueText(db, issue, origin))}(your link)` };
}

/** The test send: the issue to the staff member's own address, marked as a test, through the pipeline. */
export async function testSendIssue(db: Db, actor: Actor, id: string, origin: string) {
  const issue = await findIssue(db, id);
  const [me] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId ?? ""))
    .limit(1);
  if (!me?.email)
    throw new ApiError(400, "no_email", "Your account has no email address: add one on your account page first.");
  const text = `${issue.body ?? (await issueText(db, issue, origin))}(each subscriber's own link; this is a test send)`;
  const subject = `[Test] ${issue.subject}`;
  const email = queueDelivery(db, "email", {
    recipient: me.email,
    summary: subject,
    payload: { subject, text },
    related: { type: "newsletter_issue", id },
  });
  await db.batch([
    email.insert,
    activityLog(actor, db, { action: "newsletter.test", entityType: "newsletter_issue", entityId: id }),
  ]);
  return { ok: true as const, to: me.email, deliveryId: email.id };
}

/**
 * Starts the send of a draft: fixes its text and links, counts the active subscribers it goes to, and marks it
 * sending, in one conditional update (a second click, or a second staff member, gets a 409). The fan-out then
 * runs in batches from the queue (./fan-out.ts).
 */
export async function startSend(db: Db, actor: Actor, id: string, origin: string, now: Date) {
  const issue = await findIssue(db, id);
  if (issue.status !== "draft") throw new ApiError(409, "already_sent", "This issue has already been sent.");
  const body = await issueText(db, issue, origin);
  const [[started]] = await db.batch([
    db
      .update(newsletterIssues)
      .set({
        status: "sending",
        body,
        origin,
        sendStartedAt: now,
        updatedAt: now,
        total: sql`(select count(*) from ${newsletterSubscribers} where ${newsletterSubscribers.status} = 'active')`,
      })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
      .returning(),
    activityLog(actor, db, { action: "newsletter.send", entityType: "newsletter_issue", entityId: id }),
  ]);
  if (!started) throw new ApiError(409, "already_sent", "This issue has already been sent.");
  return toIssueView(db, started);
}
