import { type Context, Hono } from "hono";
import { z } from "zod";
import { panelTimesSchema } from "../contract/interviews";
import { interviewDecisionSchema, scorecardCriteriaSchema, scorecardSubmitSchema } from "../contract/scorecards";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { linkPageResponse, privateHeaders } from "../http/link-page";
import { sameOriginMutations } from "../http/origin";
import { limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { clientPortalNotFound } from "../submittals/client-portal-links";
import { clientPortalGonePageHtml } from "../submittals/client-portal-page";
import { markPanelTimes } from "./availability-store";
import { portalDecide, staffDecide } from "./decision-store";
import { PANEL_BLOCK_MINUTES } from "./panel-times-page";
import { jobCriteria, setJobCriteria } from "./scorecard-criteria";
import { ratingField, type ScorecardNotice, scorecardPageHtml } from "./scorecard-page";
import { requestScorecards } from "./scorecard-requests";
import { portalInterviews, portalInterviewView, staffScorecards, submitScorecard } from "./scorecard-store";

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
  })
  .post("/:id/scorecard-requests", validate("param", idParamSchema), async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const done = await requestScorecards(c.var.db, actorOf(c), c.req.valid("param").id, origin, requestNow(c));
    if (!done) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, done.deliveryIds);
    return reply(c, "POST /api/admin/interviews/:id/scorecard-requests", { asked: done.asked });
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
/** A week of half hours ticked, or the API's longer list of free times. */
const timesBodyLimit = limitBody(64 * 1024, "The free times are too many.");

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
    "/:token/interviews/:id/availability",
    timesBodyLimit,
    answerLimit,
    validate("json", panelTimesSchema),
    async (c) => {
      const { token, id } = paramsOr404(interviewParam, c.req.param());
      const view = await markPanelTimes(c.var.db, actorOf(c), token, id, c.req.valid("json"), requestNow(c));
      return reply(c, "POST /api/client-portal/:token/interviews/:id/availability", view);
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

/** The interviews page with what the last post came to; a wrong link is the portal's 404 page. */
async function interviewsPage(
  c: Context<AppEnv>,
  token: string,
  notice?: ScorecardNotice,
  status: 200 | 400 | 403 | 409 = 200,
  place: Place = { day: c.req.query("day"), week: c.req.query("week") },
) {
  try {
    const now = requestNow(c);
    const view = await portalInterviews(c.var.db, token, now);
    return linkPageResponse(c, scorecardPageHtml(token, view, { ...place, now }, notice), status);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
    throw error;
  }
}

const pick = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === "string" && form[name] !== "" ? (form[name] as string) : undefined;

/** The day or week the free times' form showed (its hidden field): the page comes back to it. */
interface Place {
  day?: string;
  week?: string;
}

function placeQuery(place: Place): string {
  if (place.day) return `&day=${encodeURIComponent(place.day)}`;
  return place.week ? `&week=${encodeURIComponent(place.week)}` : "";
}

/**
 * A native form post: the form read as the JSON API reads its body, recorded by `record`; refused, the page again
 * with the message beside the interview (400, 403 or 409); recorded, back to it (303), so a reload never posts twice.
 */
async function formPost(
  c: Context<AppEnv>,
  saved: keyof typeof SAVED,
  record: (token: string, id: string, form: Record<string, unknown>) => Promise<unknown>,
) {
  const parsed = interviewParam.safeParse(c.req.param());
  if (!parsed.success) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
  const { token, id } = parsed.data;
  const form = await c.req.parseBody({ all: true });
  const place = { day: pick(form, "day"), week: pick(form, "week") };
  try {
    await record(token, id, form);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
    const status = error.status === 409 || error.status === 403 ? error.status : 400;
    const message = error.issues?.map((issue) => issue.message).join(" ") || error.message;
    return interviewsPage(c, token, { interviewId: id, kind: "error", message }, status, place);
  }
  privateHeaders(c);
  const back = `/client/${encodeURIComponent(token)}/interviews?saved=${encodeURIComponent(id)}&what=${saved}${placeQuery(place)}`;
  return c.redirect(`${back}#interview-${encodeURIComponent(id)}`, 303);
}

const SAVED = {
  scorecard: "Thank you: your scorecard is recorded.",
  decision: "Thank you: your decision is recorded.",
  availability: "Thank you: your free times are saved.",
};

const WHAT = Object.keys(SAVED) as (keyof typeof SAVED)[];

/** The day or week view's checked half hours as the API's free times, replacing that day's or week's. */
function formTimes(form: Record<string, unknown>) {
  const checked = form.slot === undefined ? [] : [form.slot].flat();
  const slots = checked.map((value) => {
    const start = typeof value === "string" ? Date.parse(value) : Number.NaN;
    const endsAt = Number.isFinite(start) ? new Date(start + PANEL_BLOCK_MINUTES * 60_000).toISOString() : value;
    return { startsAt: value, endsAt };
  });
  return { slots, week: pick(form, "week"), day: pick(form, "day") };
}

/** /client/{token}/interviews: the page and its forms' native posts, behind the same cross-site check as every post. */
export const scorecardPortalPages = new Hono<AppEnv>()
  .get("/client/:token/interviews", readLimit, async (c) => {
    const parsed = tokenParam.safeParse(c.req.param());
    if (!parsed.success) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
    const saved = c.req.query("saved");
    const what = WHAT.find((name) => name === c.req.query("what")) ?? "scorecard";
    return interviewsPage(
      c,
      parsed.data.token,
      saved ? { interviewId: saved, kind: "saved", message: SAVED[what] } : undefined,
    );
  })
  .post("/client/:token/interviews/:id/scorecard", sameOriginMutations, bodyLimit, answerLimit, (c) =>
    formPost(c, "scorecard", async (token, id, form) => {
      const { criteria } = await portalInterviewView(c.var.db, token, id, requestNow(c));
      const ratings = Object.fromEntries(
        criteria.flatMap((name, index) => {
          const value = pick(form, ratingField(index));
          return value === undefined ? [] : [[name, Number(value)]];
        }),
      );
      const body = { ratings, recommendation: pick(form, "recommendation"), comment: pick(form, "comment") };
      await submitScorecard(c.var.db, actorOf(c), token, id, parseOrThrow(scorecardSubmitSchema, body), requestNow(c));
    }),
  )
  .post("/client/:token/interviews/:id/availability", sameOriginMutations, timesBodyLimit, answerLimit, (c) =>
    formPost(c, "availability", async (token, id, form) => {
      const body = parseOrThrow(panelTimesSchema, formTimes(form));
      await markPanelTimes(c.var.db, actorOf(c), token, id, body, requestNow(c));
    }),
  )
  .post("/client/:token/interviews/:id/decision", sameOriginMutations, bodyLimit, answerLimit, (c) =>
    formPost(c, "decision", async (token, id, form) => {
      const body = { decision: pick(form, "decision"), reason: pick(form, "reason"), comment: pick(form, "comment") };
      await portalDecide(c.var.db, actorOf(c), token, id, parseOrThrow(interviewDecisionSchema, body), requestNow(c));
    }),
  );
