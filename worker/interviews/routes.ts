import { Hono } from "hono";
import {
  interviewCreateSchema,
  interviewListQuerySchema,
  interviewPatchSchema,
  interviewSlotsSchema,
} from "../contract/interviews";
import { dispatchDeliveries } from "../delivery/pipeline";
import { interviewIcs } from "../domain/interview-email";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { changeInterview } from "./change-store";
import { createInterview } from "./create-store";
import { listInterviews } from "./list-store";
import { askPanelForTimes } from "./panel-times-requests";
import { offerInterviewSlots, offerPanelSlots } from "./pick-store";
import { findInterview, inviteOf } from "./view-store";

const notFound = () => new ApiError(404, "not_found", "No such interview.");

/**
 * Interviews for staff (issue 47, first slice): list, set up, read, change, and the calendar file. Area: clients
 * (worker/http/access-policy.ts). The request's clock is the real one outside the browser tests (requestNow).
 */
export const interviewRoutes = new Hono<AppEnv>()
  .get("/", validate("query", interviewListQuerySchema), async (c) =>
    pagedReply(c, "GET /api/admin/interviews", await listInterviews(c.var.db, c.req.valid("query"))),
  )
  .post("/", validate("json", interviewCreateSchema), async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const created = await createInterview(c.var.db, actorOf(c), c.req.valid("json"), origin, requestNow(c));
    dispatchDeliveries(c.env, c.executionCtx, created.deliveryIds);
    return reply(c, "POST /api/admin/interviews", created.view, 201);
  })
  // Before "/:id", which would take "<id>.ics" for an id.
  .get("/:file{[^/]+\\.ics}", async (c) => {
    const found = await findInterview(c.var.db, c.req.param("file").replace(/\.ics$/, ""));
    if (!found) throw notFound();
    const { view, row } = found;
    if (!row.interview.startsAt)
      throw new ApiError(409, "no_time_yet", "This interview has no time yet: schedule it first.", [
        { path: "startsAt", message: "Not scheduled" },
      ]);
    const invite = inviteOf(view, row.candidateEmail, row.interview.startsAt, view.sequence);
    return c.body(interviewIcs(invite, requestNow(c), view.status === "cancelled"), 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="interview.ics"',
      "cache-control": "private, no-store",
    });
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const found = await findInterview(c.var.db, c.req.valid("param").id);
    if (!found) throw notFound();
    return reply(c, "GET /api/admin/interviews/:id", found.view);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", interviewPatchSchema), async (c) => {
    const done = await changeInterview(
      c.env.DB,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      requestNow(c),
    );
    if (!done) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, done.deliveryIds);
    return reply(c, "PATCH /api/admin/interviews/:id", done.result);
  })
  .post("/:id/slots", validate("param", idParamSchema), validate("json", interviewSlotsSchema), async (c) => {
    const done = await offerInterviewSlots(
      c.var.db,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json").slots.map((slot) => slot.startsAt),
      requestNow(c),
      new URL(c.req.url).origin,
    );
    if (!done) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, done.deliveryIds);
    c.header("Cache-Control", "private, no-store");
    return reply(c, "POST /api/admin/interviews/:id/slots", done.offer);
  })
  // The panel's common times from their marked free times, offered as the recruiter's would be (decision 110).
  .post("/:id/panel-slots", validate("param", idParamSchema), async (c) => {
    const origin = new URL(c.req.url).origin;
    const done = await offerPanelSlots(c.var.db, actorOf(c), c.req.valid("param").id, requestNow(c), origin);
    if (!done) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, done.deliveryIds);
    c.header("Cache-Control", "private, no-store");
    return reply(c, "POST /api/admin/interviews/:id/panel-slots", done.offer);
  })
  // Each client contact on the panel who has not marked times, and was not asked within a day (decision 118).
  .post("/:id/ask-panel", validate("param", idParamSchema), async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const done = await askPanelForTimes(c.env.DB, actorOf(c), c.req.valid("param").id, origin, requestNow(c));
    if (!done) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, done.deliveryIds);
    return reply(c, "POST /api/admin/interviews/:id/ask-panel", done.result);
  });
