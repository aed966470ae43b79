import { type Context, Hono } from "hono";
import { z } from "zod";
import { timesheetRejectSchema, timesheetSubmitSchema } from "../contract/timesheets";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { privateHeaders } from "../http/link-page";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { clientPortalNotFound } from "../submittals/client-portal-links";
import { decideTimesheet, portalTimesheets } from "./approval-store";
import { portalParam, timesheetBodyLimit, timesheetDecideLimit, timesheetSendLimit, tokenField } from "./guards";
import { makeTimesheetLink, timesheetLinkNotFound } from "./link-store";
import { assignmentTimesheets } from "./list-store";
import { submitTimesheet } from "./submit-store";

/**
 * Timesheets' JSON routes (issue 48 item 2): staff list an assignment's weeks and make a week's link (area: clients,
 * under /api/admin/assignments); the contractor sends a week with the link's token; the approver decides in the
 * client portal with theirs. The tokens are the authority of the public routes (worker/http/access-policy.ts).
 */

const notFound = () => new ApiError(404, "not_found", "No such assignment.");

/** Mounted at /api/admin/assignments. */
export const adminTimesheetRoutes = new Hono<AppEnv>()
  .get("/:id/timesheets", validate("param", idParamSchema), async (c) => {
    const list = await assignmentTimesheets(c.var.db, c.req.valid("param").id);
    if (!list) throw notFound();
    return reply(c, "GET /api/admin/assignments/:id/timesheets", list);
  })
  .post(
    "/:id/timesheets/:weekStart/link",
    validate("param", idParamSchema.extend({ weekStart: z.string().max(20) })),
    async (c) => {
      const { id, weekStart } = c.req.valid("param");
      const link = await makeTimesheetLink(
        c.var.db,
        actorOf(c),
        id,
        weekStart,
        siteOrigin(c.env, c.req.url),
        requestNow(c),
      );
      if (!link) throw notFound();
      return reply(c, "POST /api/admin/assignments/:id/timesheets/:weekStart/link", link);
    },
  );

/** Mounted at /api/timesheets: the contractor's week, by the link's token. */
export const contractorTimesheetRoutes = new Hono<AppEnv>().post(
  "/:token",
  timesheetBodyLimit,
  timesheetSendLimit,
  validate("json", timesheetSubmitSchema),
  async (c) => {
    privateHeaders(c);
    const token = tokenField.safeParse(c.req.param("token"));
    if (!token.success) throw timesheetLinkNotFound();
    const sent = await submitTimesheet(c.var.db, actorOf(c), token.data, c.req.valid("json"), requestNow(c));
    return reply(c, "POST /api/timesheets/:token", sent, 201);
  },
);

function portalParams(c: Context<AppEnv>) {
  const parsed = portalParam.safeParse(c.req.param());
  if (!parsed.success) throw clientPortalNotFound();
  return parsed.data;
}

/** Mounted at /api/client-portal, beside the submittals' routes: the approver's weeks and decisions. */
export const portalTimesheetRoutes = new Hono<AppEnv>()
  .get("/:token/timesheets", async (c) => {
    privateHeaders(c);
    const token = tokenField.safeParse(c.req.param("token"));
    if (!token.success) throw clientPortalNotFound();
    return reply(
      c,
      "GET /api/client-portal/:token/timesheets",
      await portalTimesheets(c.var.db, token.data, requestNow(c)),
    );
  })
  .post("/:token/timesheets/:id/approve", timesheetDecideLimit, async (c) => {
    privateHeaders(c);
    const { token, id } = portalParams(c);
    const view = await decideTimesheet(c.var.db, actorOf(c), token, id, { decision: "approved" }, requestNow(c));
    return reply(c, "POST /api/client-portal/:token/timesheets/:id/approve", view);
  })
  .post(
    "/:token/timesheets/:id/reject",
    timesheetBodyLimit,
    timesheetDecideLimit,
    validate("json", timesheetRejectSchema),
    async (c) => {
      privateHeaders(c);
      const { token, id } = portalParams(c);
      const decision = { decision: "rejected" as const, reason: c.req.valid("json").reason };
      const view = await decideTimesheet(c.var.db, actorOf(c), token, id, decision, requestNow(c));
      return reply(c, "POST /api/client-portal/:token/timesheets/:id/reject", view);
    },
  );
