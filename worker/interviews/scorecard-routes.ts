import { Hono } from "hono";
import { z } from "zod";
import { interviewDecisionSchema, scorecardCriteriaSchema, scorecardSubmitSchema } from "../contract/scorecards";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { idParamSchema, validate } from "../http/validate";
import { clientPortalNotFound, privateHeaders } from "../submittals/client-portal-links";
import { portalDecide, staffDecide } from "./decision-store";
import { jobCriteria, setJobCriteria } from "./scorecard-criteria";
import { portalInterviews, staffScorecards, submitScorecard } from "./scorecard-store";

/**
 * After the interview (issue 47 item 5, decision 109): the job order's criteria and the recruiter's view and decision
 * (the clients area: worker/http/access-policy.ts), and the panel's scorecards and the hiring contact's decision on
 * the client portal, whose link's token is the authority.
 */

const notFound = () => new ApiError(404, "not_found", "No such interview.");
const jobParam = z.object({ jobId: z.string().min(1).max(64) });

/** Mounted at /api/admin/scorecard-criteria. */
export const scorecardCriteriaRoutes = new Hono<AppEnv>()
  .get("/:jobId", validate("param", jobParam), async (c) =>
    reply(c, "GET /api/admin/scorecard-criteria/:jobId", await jobCriteria(c.var.db, c.req.valid("param").jobId)),
  )
  .put("/:jobId", validate("param", jobParam), validate("json", scorecardCriteriaSchema), async (c) => {
    const { jobId } = c.req.valid("param");
    const view = await setJobCriteria(c.var.db, actorOf(c), jobId, c.req.valid("json").criteria, requestNow(c));
    return reply(c, "PUT /api/admin/scorecard-criteria/:jobId", view);
  });

/** Mounted at /api/admin/interviews, beside the interviews' own routes. */
export const interviewScorecardRoutes = new Hono<AppEnv>()
  .get("/:id/scorecards", validate("param", idParamSchema), async (c) => {
    const view = await staffScorecards(c.var.db, c.req.valid("param").id);
    if (!view) throw notFound();
    return reply(c, "GET /api/admin/interviews/:id/scorecards", view);
  })
  .post("/:id/decision", validate("param", idParamSchema), validate("json", interviewDecisionSchema), async (c) => {
    const user = c.get("staff")?.user;
    const name = user?.fullName || user?.username || "The recruiter";
    const view = await staffDecide(
      c.var.db,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
      name,
      requestNow(c),
    );
    if (!view) throw notFound();
    return reply(c, "POST /api/admin/interviews/:id/decision", view);
  });

const tokenField = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const tokenParam = z.object({ token: tokenField });
const interviewParam = z.object({ token: tokenField, id: z.string().min(1).max(64) });

/** A malformed token or id is a wrong link, answered like one. */
function paramsOr404<T>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw clientPortalNotFound();
  return parsed.data;
}

const readLimit = rateLimitByIp("client_portal_read", { limit: 120, windowMs: 10 * 60_000 });
const answerLimit = rateLimitByIp("client_portal_answer", { limit: 30, windowMs: 10 * 60_000 });
const bodyLimit = limitBody(8 * 1024, "The answer is too large.");

/** Mounted at /api/client-portal beside the submittals' portal routes; public (the token is checked by each). */
export const scorecardPortalRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    privateHeaders(c);
  })
  .get("/:token/interviews", readLimit, async (c) => {
    const { token } = paramsOr404(tokenParam, c.req.param());
    return reply(c, "GET /api/client-portal/:token/interviews", await portalInterviews(c.var.db, token, requestNow(c)));
  })
  .post(
    "/:token/interviews/:id/scorecard",
    bodyLimit,
    answerLimit,
    validate("json", scorecardSubmitSchema),
    async (c) => {
      const { token, id } = paramsOr404(interviewParam, c.req.param());
      const view = await submitScorecard(c.var.db, actorOf(c), token, id, c.req.valid("json"), requestNow(c));
      return reply(c, "POST /api/client-portal/:token/interviews/:id/scorecard", view);
    },
  )
  .post(
    "/:token/interviews/:id/decision",
    bodyLimit,
    answerLimit,
    validate("json", interviewDecisionSchema),
    async (c) => {
      const { token, id } = paramsOr404(interviewParam, c.req.param());
      const view = await portalDecide(c.var.db, actorOf(c), token, id, c.req.valid("json"), requestNow(c));
      return reply(c, "POST /api/client-portal/:token/interviews/:id/decision", view);
    },
  );
