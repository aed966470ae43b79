import { type Context, Hono } from "hono";
import { z } from "zod";
import { type SubmittalFeedback, submittalFeedbackSchema } from "../contract/submittals";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { fileSlug } from "../http/download-name";
import { ApiError } from "../http/errors";
import { linkPageResponse, privateHeaders } from "../http/link-page";
import { sameOriginMutations } from "../http/origin";
import { limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { validate } from "../http/validate";
import { clientPortalNotFound } from "./client-portal-links";
import {
  type ClientPortalNotice,
  type ClientPortalSection,
  clientPortalGonePageHtml,
  clientPortalMessagePageHtml,
  clientPortalPageHtml,
  clientPortalResumePageHtml,
  clientPortalResumeText,
} from "./client-portal-page";
import { clientPortal, clientPortalResumeCopy, recordFeedback } from "./client-portal-store";

/**
 * The client portal (issue 32 item 3, decision 051): the JSON API under /api/client-portal and the page at
 * /client/{token}, which the Worker writes itself and whose answers are native form posts. The token is the
 * authority; every answer is private, no-store and noindex, and the page sends no referrer (its address is the key:
 * the page's meta tag says so, as the app's secure headers set the site's policy on every answer).
 * Its own rate limits: reading and answering per IP.
 */

const CLIENT_PORTAL_READ_LIMIT = { limit: 120, windowMs: 10 * 60_000 } as const;
const CLIENT_PORTAL_ANSWER_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
const FEEDBACK_BODY_MAX_BYTES = 8 * 1024;

/** Tokens are 43 characters of base64url; anything else is a wrong link, answered like one. */
const tokenField = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const tokenParam = z.object({ token: tokenField });
const submittalParam = z.object({ token: tokenField, id: z.string().min(1).max(64) });

function tokenParamOr404<T>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw clientPortalNotFound();
  return parsed.data;
}

const readLimit = rateLimitByIp("client_portal_read", CLIENT_PORTAL_READ_LIMIT);
const answerLimit = rateLimitByIp("client_portal_answer", CLIENT_PORTAL_ANSWER_LIMIT);
const feedbackBodyLimit = limitBody(FEEDBACK_BODY_MAX_BYTES, "The answer is too large.");

/** Records an answer and sends the owner's notification email. */
async function answer(c: Context<AppEnv>, token: string, id: string, feedback: SubmittalFeedback) {
  const { view, deliveryIds } = await recordFeedback(
    c.var.db,
    actorOf(c),
    token,
    id,
    feedback,
    new URL(c.req.url).origin,
    requestNow(c),
  );
  dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
  return view;
}

/** Mounted at /api/client-portal; public on purpose (worker/http/access-policy.ts PUBLIC_ROUTES). */
export const clientPortalRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    privateHeaders(c);
  })
  .get("/:token", readLimit, async (c) => {
    const { token } = tokenParamOr404(tokenParam, c.req.param());
    return reply(c, "GET /api/client-portal/:token", await clientPortal(c.var.db, token, requestNow(c)));
  })
  .get("/:token/submittals/:id/resume", readLimit, async (c) => {
    const { token, id } = tokenParamOr404(submittalParam, c.req.param());
    const copy = await clientPortalResumeCopy(c.var.db, actorOf(c), token, id, requestNow(c));
    c.header("Content-Type", "text/plain; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${fileSlug(copy.candidateName, "candidate")}-resume.txt"`);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(clientPortalResumeText(copy));
  })
  .post(
    "/:token/submittals/:id/feedback",
    feedbackBodyLimit,
    answerLimit,
    validate("json", submittalFeedbackSchema),
    async (c) => {
      const { token, id } = tokenParamOr404(submittalParam, c.req.param());
      const view = await answer(c, token, id, c.req.valid("json"));
      return reply(c, "POST /api/client-portal/:token/submittals/:id/feedback", view);
    },
  );

/** The page, with what the last post came to. A wrong link is the 404 page. */
async function clientPortalPage(
  c: Context<AppEnv>,
  token: string,
  notice?: ClientPortalNotice,
  status: 200 | 400 | 409 = 200,
  section?: ClientPortalSection,
) {
  try {
    const now = requestNow(c);
    const view = await clientPortal(c.var.db, token, now);
    const more = section ? await section(c, token, now) : "";
    return linkPageResponse(c, clientPortalPageHtml(token, view, notice, more), status);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
    throw error;
  }
}

/** The form's fields as the JSON API reads them: empty choices left out. */
function feedbackOf(form: Record<string, unknown>): Record<string, unknown> {
  const pick = (name: string) => (typeof form[name] === "string" && form[name] !== "" ? form[name] : undefined);
  return { decision: pick("decision"), reason: pick("reason"), comment: pick("comment") };
}

/**
 * /client/{token}: the page, and its forms' native posts, which pass the same cross-site check as every other post
 * (the API's runs on /api only). A refused answer re-renders the page with the message
 * beside the candidate (400 or 409); a recorded one redirects back to it (303), so a reload never posts twice.
 * `section` is what another area adds below the candidates (the timesheets, composed in worker/app.ts, so this area
 * imports nothing of theirs).
 */
export const clientPortalPages = (section: ClientPortalSection) =>
  new Hono<AppEnv>()
    .get("/client/:token", readLimit, async (c) => {
      const parsed = tokenParam.safeParse(c.req.param());
      if (!parsed.success) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
      const answered = c.req.query("answered");
      const notice = answered
        ? { submittalId: answered, kind: "saved" as const, message: "Thank you: your answer is recorded." }
        : undefined;
      return clientPortalPage(c, parsed.data.token, notice, 200, section);
    })
    .get("/client/:token/submittals/:id/resume", readLimit, async (c) => {
      const parsed = submittalParam.safeParse(c.req.param());
      if (!parsed.success) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
      const { token, id } = parsed.data;
      try {
        const copy = await clientPortalResumeCopy(c.var.db, actorOf(c), token, id, requestNow(c));
        return linkPageResponse(c, clientPortalResumePageHtml(token, id, copy), 200);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code !== "no_resume_copy") return linkPageResponse(c, clientPortalGonePageHtml(), 404);
        return linkPageResponse(c, clientPortalMessagePageHtml(token, "No copy of this resume", error.message), 404);
      }
    })
    .post("/client/:token/submittals/:id/feedback", sameOriginMutations, feedbackBodyLimit, answerLimit, async (c) => {
      const parsed = submittalParam.safeParse(c.req.param());
      if (!parsed.success) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
      const { token, id } = parsed.data;
      try {
        const form = await c.req.parseBody();
        await answer(c, token, id, parseOrThrow(submittalFeedbackSchema, feedbackOf(form)));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 404) {
          if (error instanceof ApiError) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
          throw error;
        }
        const status = error.status === 409 ? 409 : 400;
        const message = error.issues?.map((issue) => issue.message).join(" ") || error.message;
        return clientPortalPage(c, token, { submittalId: id, kind: "error", message }, status, section);
      }
      privateHeaders(c);
      return c.redirect(
        `/client/${encodeURIComponent(token)}?answered=${encodeURIComponent(id)}#submittal-${encodeURIComponent(id)}`,
        303,
      );
    });
