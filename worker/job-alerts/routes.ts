import { type Context, Hono } from "hono";
import { z } from "zod";
import { jobAlertRequestOf } from "../contract/job-alert-form";
import { jobAlertSentAddress } from "../contract/job-alert-sent";
import {
  type JobAlertSubscribeRequest,
  jobAlertRequested,
  jobAlertSubscribeSchema,
  jobAlertUpdateSchema,
} from "../contract/job-alerts";
import { confirmationEmailState, dispatchDeliveries } from "../delivery/pipeline";
import { linkSealKey } from "../domain/link-token";
import type { AppEnv } from "../env";
import { honeypot, limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { formPost, formSent, postedFields } from "../site/form-posts";
import {
  confirmJobAlert,
  findByManageToken,
  JOB_ALERT_RATE_LIMITS,
  requestJobAlert,
  toJobAlertView,
  unsubscribeJobAlert,
  updateJobAlert,
} from "./store";

/** A request is an address, a few filters and a frequency; anything far larger is not one. */
const BODY_MAX_BYTES = 4 * 1024;
const requestBodyLimit = limitBody(BODY_MAX_BYTES, "The request is too large.");
const requestRateLimit = rateLimitByIp("job_alerts", JOB_ALERT_RATE_LIMITS.perIp);
const tokenParam = z.object({ token: z.string().min(20, "The link is incomplete").max(100, "The link is not valid") });

export interface JobAlertRoutesOptions {
  /** The clock of confirmation expiry and timestamps; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * Job alerts without an account (issue 19, decision 028). The request answers 202 the same whether or not the
 * address is known; the confirm, manage and unsubscribe links are guarded by their unguessable tokens.
 */
export function createJobAlertRoutes({ now: clock = () => new Date() }: JobAlertRoutesOptions = {}) {
  return (
    new Hono<AppEnv>()
      .post(
        "/",
        requestBodyLimit,
        requestRateLimit,
        honeypot(async (c, body) => {
          parseOrThrow(jobAlertSubscribeSchema, body);
          return reply(c, "POST /api/job-alerts", jobAlertRequested(await alertEmailState(c)), 202);
        }),
        validate("json", jobAlertSubscribeSchema),
        async (c) => {
          await receiveJobAlertRequest(c, c.req.valid("json"), clock());
          return reply(c, "POST /api/job-alerts", jobAlertRequested(await alertEmailState(c)), 202);
        },
      )
      .get("/confirm/:token", validate("param", tokenParam), async (c) => {
        const confirmed = await confirmJobAlert(c.var.db, linkSealKey(c.env), c.req.valid("param").token, clock());
        c.header("Cache-Control", "private, no-store");
        return reply(c, "GET /api/job-alerts/confirm/:token", {
          ...toJobAlertView(confirmed),
          manageToken: confirmed.manageToken,
        });
      })
      .get("/manage/:token", validate("param", tokenParam), async (c) => {
        c.header("Cache-Control", "private, no-store");
        return reply(
          c,
          "GET /api/job-alerts/manage/:token",
          toJobAlertView(await findByManageToken(c.var.db, c.req.valid("param").token)),
        );
      })
      .put(
        "/manage/:token",
        limitBody(BODY_MAX_BYTES, "The request is too large."),
        rateLimitByIp("job_alerts_change", JOB_ALERT_RATE_LIMITS.perIp),
        validate("param", tokenParam),
        validate("json", jobAlertUpdateSchema),
        async (c) => {
          const updated = await updateJobAlert(c.var.db, c.req.valid("param").token, c.req.valid("json"), clock());
          return reply(c, "PUT /api/job-alerts/manage/:token", toJobAlertView(updated));
        },
      )
      .delete("/manage/:token", validate("param", tokenParam), async (c) => {
        const done = await unsubscribeJobAlert(c.var.db, c.req.valid("param").token, clock());
        return reply(c, "DELETE /api/job-alerts/manage/:token", toJobAlertView(done));
      })
      // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form; the token is the authority,
      // so the body is not required to say it (a person's client may post nothing).
      .post(
        "/unsubscribe/:token",
        limitBody(1024, "The request is too large."),
        validate("param", tokenParam),
        async (c) => {
          await unsubscribeJobAlert(c.var.db, c.req.valid("param").token, clock());
          return reply(c, "POST /api/job-alerts/unsubscribe/:token", { ok: true });
        },
      )
  );
}

export const jobAlertRoutes = createJobAlertRoutes();

/** A visitor's request stored (or, past its limits, quietly dropped: see requestJobAlert), its email dispatched. */
async function receiveJobAlertRequest(c: Context<AppEnv>, input: JobAlertSubscribeRequest, now: Date): Promise<void> {
  const link = { origin: new URL(c.req.url).origin, linkKey: linkSealKey(c.env) };
  const ids = await requestJobAlert(c.env.DB, c.var.db, input, link, now);
  dispatchDeliveries(c.env, c.executionCtx, ids);
}

/** Whether a request's confirmation email can go out now: the same answer for a stored, a dropped and a trapped one. */
function alertEmailState(c: Context<AppEnv>) {
  return confirmationEmailState(c.env);
}

/** The confirmation page a request (or a trapped one) lands on, saying whether its email can go out now. */
async function alertSentAddress(c: Context<AppEnv>): Promise<string> {
  return jobAlertSentAddress(await alertEmailState(c));
}

/**
 * POST /job-alerts: the /job-alerts page's form posted natively (worker/site/form-posts.ts), for visitors before or
 * without scripts. Same guards, schema and use case as POST /api/job-alerts; a request is redirected to
 * /job-alerts/sent (or its `?email=waiting` when email is not set up), known address or not, as the API answers the
 * same in every case.
 */
export const jobAlertFormPosts = new Hono<AppEnv>().post(
  "/job-alerts",
  formPost("jobAlert", requestBodyLimit, requestRateLimit, { sentAddress: alertSentAddress }),
  async (c) => {
    await receiveJobAlertRequest(
      c,
      parseOrThrow(jobAlertSubscribeSchema, jobAlertRequestOf(await postedFields(c))),
      new Date(),
    );
    return formSent(c, "jobAlert", await alertSentAddress(c));
  },
);
