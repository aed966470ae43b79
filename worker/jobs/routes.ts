import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import type { PublishResponse, PublishResult } from "../contract/job-listing";
import { jobCreateSchema, jobListQuerySchema, jobUpdateSchema } from "../contract/jobs";
import { createDb } from "../db/client";
import { searchJobs, toJobView } from "./store";
import { bumpPublicVersion } from "../db/public-version";
import { jobPortalPostings, jobPortals, jobs } from "../db/schema";
import { FEED_PORTALS, isFeedPortal } from "../domain/job-feeds";
import type { AppEnv } from "../env";
import { staffCanUse } from "../http/access";
import { activityLog, actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { idParamSchema, validate } from "../http/validate";

const notFound = () => new ApiError(404, "not_found", "The job you're looking for could not be found. It may have been filled or removed.");

/**
 * Jobs (public spec sections 2 and 7, back-office spec section 7). Anyone may list and read published jobs; staff
 * with the jobs area also see drafts and archived jobs, and create, edit, delete and publish them to portals
 * (worker/http/access-policy.ts guards the mutations). Every mutation moves the public version in its batch
 * (worker/db/public-version.ts), so visitors see it at once; a draft's edit does too, at the cost of one refill of
 * the edge cache, rather than the route deciding which edits are visible.
 */
export const jobRoutes = new Hono<AppEnv>()
  .get("/", validate("query", jobListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const staff = await staffCanUse(c, "jobs");
    const { rows, total } = await searchJobs(createDb(c.env.DB), {
      keyword: query.title || undefined,
      location: query.location || undefined,
      industry: query.industry || undefined,
      status: staff ? query.status || undefined : "published",
      limit: query.limit,
      offset: query.offset,
    });
    c.header("X-Total-Count", String(total));
    if (staff) c.header("Cache-Control", "private, no-store");
    return c.json(rows.map(toJobView));
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const [job] = await createDb(c.env.DB).select().from(jobs).where(eq(jobs.id, id)).limit(1);
    if (!job) throw notFound();
    if (job.status !== "published") {
      if (!(await staffCanUse(c, "jobs"))) throw notFound();
      c.header("Cache-Control", "private, no-store");
    }
    return c.json(toJobView(job));
  })
  .post("/", validate("json", jobCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = createDb(c.env.DB);
    const id = crypto.randomUUID();
    const [[created]] = await db.batch([
      db.insert(jobs).values({ ...input, id }).returning(),
      bumpPublicVersion(db),
      activityLog(actorOf(c), db, { action: "job.create", entityType: "job", entityId: id, details: { title: input.title, status: input.status } }),
    ]);
    return c.json(toJobView(created!), 201);
  })
  .put("/:id", validate("param", idParamSchema), validate("json", jobUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const changes = c.req.valid("json");
    const db = createDb(c.env.DB);
    const [existing] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).limit(1);
    if (!existing) throw notFound();
    const leavesSite = existing.status === "published" && changes.status !== undefined && changes.status !== "published";
    const [[updated]] = await db.batch([
      db.update(jobs).set(changes).where(eq(jobs.id, id)).returning(),
      bumpPublicVersion(db),
      activityLog(actorOf(c), db, { action: "job.update", entityType: "job", entityId: id, details: { fields: Object.keys(changes), status: changes.status } }),
      // Off the site means off every portal: the feeds list only posted rows, so mark them removed.
      ...(leavesSite
        ? [db.update(jobPortalPostings).set({ status: "removed" }).where(and(eq(jobPortalPostings.jobId, id), ne(jobPortalPostings.status, "failed")))]
        : []),
    ]);
    return c.json(toJobView(updated!));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const [existing] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, id)).limit(1);
    if (!existing) throw notFound();
    // Applications to the job stay (their job_id becomes null by the foreign key); its portal postings go with it.
    await db.batch([
      db.delete(jobs).where(eq(jobs.id, id)),
      bumpPublicVersion(db),
      activityLog(actorOf(c), db, { action: "job.delete", entityType: "job", entityId: id, details: { title: existing.title } }),
    ]);
    return c.json({ ok: true as const, id });
  })
  .post("/:id/publish-to-portals", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDb(c.env.DB);
    const [[job], portals] = await db.batch([
      db.select().from(jobs).where(eq(jobs.id, id)).limit(1),
      db.select().from(jobPortals).where(eq(jobPortals.isActive, true)).orderBy(jobPortals.name),
    ]);
    if (!job) throw notFound();
    const view = toJobView(job);
    const now = new Date();
    const results: PublishResult[] = portals.map((portal) => {
      const problems =
        job.status !== "published"
          ? [`the job is ${job.status}: set its status to published first`]
          : isFeedPortal(portal.slug)
            ? FEED_PORTALS[portal.slug].check(view)
            : [`${portal.name} is not connected: it has no feed or API client yet`];
      return problems.length === 0
        ? { portalId: portal.id, portal: portal.name, status: "success", externalId: job.id, error: null }
        : { portalId: portal.id, portal: portal.name, status: "failed", externalId: null, error: `${portal.name}: ${problems.join("; ")}` };
    });
    const postings = results.map((result) => {
      const row = {
        status: result.status === "success" ? ("posted" as const) : ("failed" as const),
        externalId: result.externalId,
        errorMessage: result.error,
        postedAt: result.status === "success" ? now : null,
      };
      return db
        .insert(jobPortalPostings)
        .values({ jobId: id, portalId: result.portalId, ...row })
        .onConflictDoUpdate({ target: [jobPortalPostings.jobId, jobPortalPostings.portalId], set: row });
    });
    const posted = results.filter((r) => r.status === "success").length;
    await db.batch([
      activityLog(actorOf(c), db, { action: "job.publish", entityType: "job", entityId: id, details: { posted, failed: results.length - posted } }),
      ...postings,
      // The portals' feeds list posted rows.
      bumpPublicVersion(db),
    ]);
    return c.json({ jobId: id, results } satisfies PublishResponse);
  });
