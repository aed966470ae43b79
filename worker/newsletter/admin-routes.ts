import { Hono } from "hono";
import {
  newsletterImportSchema,
  newsletterIssueListQuerySchema,
  newsletterIssueSchema,
  newsletterIssueUpdateSchema,
  newsletterSubscriberListQuerySchema,
} from "../contract/newsletter";
import { dispatchDeliveries } from "../delivery/pipeline";
import { linkSealKey } from "../domain/link-token";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { queueNewsletterBatch } from "./fan-out";
import { importSubscribers } from "./import";
import { createIssue, issueView, listIssues, previewIssue, startSend, testSendIssue, updateIssue } from "./issue-store";
import { listSubscribers, subscriberCounts, subscriberCsvRows } from "./subscriber-store";

/** Links in newsletter emails: the public origin when set, else the origin staff work on. */
const originOf = (c: { env: { SITE_URL?: string }; req: { url: string } }) => siteOrigin(c.env, c.req.url);

/** Newsletter issues (area "content", decision 059): compose from published articles, preview, test, send. */
export const newsletterIssueRoutes = new Hono<AppEnv>()
  .get("/", validate("query", newsletterIssueListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/newsletters", await listIssues(c.var.db, c.req.valid("query")));
  })
  .post("/", validate("json", newsletterIssueSchema), async (c) => {
    return reply(c, "POST /api/admin/newsletters", await createIssue(c.var.db, actorOf(c), c.req.valid("json")), 201);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    c.header("Cache-Control", "private, no-store");
    return reply(c, "GET /api/admin/newsletters/:id", await issueView(c.var.db, c.req.valid("param").id));
  })
  .put("/:id", validate("param", idParamSchema), validate("json", newsletterIssueUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    return reply(c, "PUT /api/admin/newsletters/:id", await updateIssue(c.var.db, actorOf(c), id, c.req.valid("json")));
  })
  .get("/:id/preview", validate("param", idParamSchema), async (c) => {
    const preview = await previewIssue(c.var.db, c.req.valid("param").id, originOf(c));
    return reply(c, "GET /api/admin/newsletters/:id/preview", preview);
  })
  .post("/:id/test", validate("param", idParamSchema), async (c) => {
    const sent = await testSendIssue(c.var.db, actorOf(c), c.req.valid("param").id, originOf(c));
    dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
    return reply(c, "POST /api/admin/newsletters/:id/test", sent, 202);
  })
  .post("/:id/send", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const started = await startSend(c.var.db, actorOf(c), id, originOf(c), new Date());
    // Lost, it is queued again by the cron (resumeStalledSends).
    c.executionCtx.waitUntil(queueNewsletterBatch(c.env, id).catch((error) => console.error(String(error))));
    return reply(c, "POST /api/admin/newsletters/:id/send", started, 202);
  });

/** Newsletter subscribers (area "content"): the paged list with counts, a CSV import of consenting addresses, export. */
export const newsletterSubscriberRoutes = new Hono<AppEnv>()
  .get("/", validate("query", newsletterSubscriberListQuerySchema), async (c) => {
    return pagedReply(
      c,
      "GET /api/admin/newsletter-subscribers",
      await listSubscribers(c.var.db, c.req.valid("query")),
    );
  })
  .get("/counts", async (c) => {
    return reply(c, "GET /api/admin/newsletter-subscribers/counts", await subscriberCounts(c.var.db));
  })
  .get("/export", (c) => {
    const rows = subscriberCsvRows(c.var.db);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
        "Cache-Control": "private, no-store",
      },
    });
  })
  .post("/import", validate("json", newsletterImportSchema), async (c) => {
    const link = { origin: originOf(c), linkKey: linkSealKey(c.env) };
    const result = await importSubscribers(c.var.db, actorOf(c), c.req.valid("json").csv, link, new Date());
    return reply(c, "POST /api/admin/newsletter-subscribers/import", result);
  });
