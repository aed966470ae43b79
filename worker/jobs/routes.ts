import { Hono } from "hono";
import { JOB_CLOSED_MESSAGE } from "../contract/job-listing";
import { jobCreateSchema, jobListQuerySchema, jobUpdateSchema } from "../contract/jobs";
import { smallListQuerySchema } from "../contract/zod";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { staffCanUse } from "../http/access";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { jobAlertCounts } from "../job-alerts/store";
import { listWorkingStaff } from "../staff/working-staff-store";
import { indexingServiceStatus } from "./indexing-delivery";
import { publishToJobBoards } from "./job-board-store";
import { findJob, findPublicJob, jobSearchOf, searchJobs, similarJobs, toJobView } from "./search-store";
import { createJob, deleteJob, updateJob } from "./store";

const notFound = () =>
  new ApiError(404, "not_found", "The job you're looking for could not be found. It may have been filled or removed.");
/** A closed job is gone for good: 410, so search engines and the job page say so (decision 026). */
const closed = () => new ApiError(410, "job_closed", JOB_CLOSED_MESSAGE);

/**
 * Jobs (public spec sections 2 and 7, back-office spec section 7). Anyone may list and read published jobs; staff
 * with the jobs area also see drafts and archived jobs, and create, edit, delete and publish them to job boards
 * (worker/http/access-policy.ts guards the mutations). Every mutation moves the public version in its batch
 * (worker/jobs/store.ts), so visitors see it at once.
 */
export const jobRoutes = new Hono<AppEnv>()
  .get("/", validate("query", jobListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const staff = await staffCanUse(c, "jobs");
    const { rows, total } = await searchJobs(c.var.db, await jobSearchOf(c.var.db, query, staff));
    if (staff) c.header("Cache-Control", "private, no-store");
    return pagedReply(c, "GET /api/jobs", { rows: rows.map((row) => toJobView(row, staff)), total });
  })
  // Before "/:id", which would take the name for an id. Staff only (worker/http/access-policy.ts).
  .get("/owners", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/jobs/owners", await listWorkingStaff(c.var.db, c.req.valid("query")));
  })
  .get("/indexing", (c) => {
    c.header("Cache-Control", "private, no-store");
    return reply(c, "GET /api/jobs/indexing", indexingServiceStatus(c.env));
  })
  .get("/alert-counts", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return reply(c, "GET /api/jobs/alert-counts", await jobAlertCounts(c.var.db));
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const db = c.var.db;
    const { id } = c.req.valid("param");
    if (await staffCanUse(c, "jobs")) {
      const job = await findJob(db, id);
      if (!job) throw notFound();
      c.header("Cache-Control", "private, no-store");
      return reply(c, "GET /api/jobs/:id", job);
    }
    const job = await findPublicJob(db, id);
    if (!job) throw notFound();
    if ("closed" in job) throw closed();
    return reply(c, "GET /api/jobs/:id", job.open);
  })
  .get("/:id/similar", validate("param", idParamSchema), async (c) => {
    const db = c.var.db;
    const job = await findPublicJob(db, c.req.valid("param").id);
    if (!job) throw notFound();
    return reply(c, "GET /api/jobs/:id/similar", await similarJobs(db, "open" in job ? job.open : job.closed));
  })
  .post("/", validate("json", jobCreateSchema), async (c) => {
    const { result, deliveryIds } = await createJob(c.var.db, c.env, actorOf(c), c.req.valid("json"));
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    return reply(c, "POST /api/jobs", result, 201);
  })
  .put("/:id", validate("param", idParamSchema), validate("json", jobUpdateSchema), async (c) => {
    const updated = await updateJob(c.var.db, c.env, actorOf(c), c.req.valid("param").id, c.req.valid("json"));
    if (!updated) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, updated.deliveryIds);
    return reply(c, "PUT /api/jobs/:id", updated.result);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const deleted = await deleteJob(c.var.db, c.env, actorOf(c), id);
    if (!deleted.result) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, deleted.deliveryIds);
    return reply(c, "DELETE /api/jobs/:id", { ok: true, id });
  })
  .post("/:id/publish-to-portals", validate("param", idParamSchema), async (c) => {
    const published = await publishToJobBoards(c.var.db, actorOf(c), c.req.valid("param").id);
    if (!published) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, published.deliveryIds);
    return reply(c, "POST /api/jobs/:id/publish-to-portals", published.result);
  });
