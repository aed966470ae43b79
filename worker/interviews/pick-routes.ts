import { type Context, Hono } from "hono";
import { z } from "zod";
import { interviewPickSchema } from "../contract/interviews";
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
import { validate } from "../http/validate";
import { holdInterviewSlot } from "./hold-store";
import { interviewLinkNotFound } from "./pick-links";
import { type InterviewPickNotice, interviewPickGonePageHtml, interviewPickPageHtml } from "./pick-page";
import { interviewInvitation, pickInterviewSlot } from "./pick-store";

/**
 * The candidate's link to pick an interview time (issue 47 item 3): the JSON under /api/interview-invitations and
 * the page at /interview/{token}, which the Worker writes itself and whose pick is a native form post. The token is
 * the authority; every answer is private, no-store, noindex and sends no referrer (the address holds the secret).
 */

const READ_LIMIT = { limit: 120, windowMs: 10 * 60_000 } as const;
const PICK_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
const PICK_BODY_MAX_BYTES = 8 * 1024;

/** Tokens are 43 characters of base64url; anything else is a wrong link, answered like one. */
const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

function tokenOr404(c: Context<AppEnv>): string {
  const parsed = tokenParam.safeParse(c.req.param());
  if (!parsed.success) throw interviewLinkNotFound();
  return parsed.data.token;
}

const readLimit = rateLimitByIp("interview_pick_read", READ_LIMIT);
const pickLimit = rateLimitByIp("interview_pick", PICK_LIMIT);
const pickBodyLimit = limitBody(PICK_BODY_MAX_BYTES, "The pick is too large.");

/** Picks the time and sends the invitations now. */
async function pick(c: Context<AppEnv>, token: string, startsAt: string) {
  const { result, deliveryIds } = await pickInterviewSlot(c.env.DB, actorOf(c), token, startsAt, requestNow(c));
  dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
  return result;
}

/** Mounted at /api/interview-invitations; public on purpose (worker/http/access-policy.ts PUBLIC_ROUTES). */
export const interviewInvitationRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    privateHeaders(c);
  })
  .get("/:token", readLimit, async (c) => {
    const view = await interviewInvitation(c.var.db, tokenOr404(c), requestNow(c));
    return reply(c, "GET /api/interview-invitations/:token", view);
  })
  .post("/:token", pickBodyLimit, pickLimit, validate("json", interviewPickSchema), async (c) => {
    const view = await pick(c, tokenOr404(c), c.req.valid("json").startsAt);
    return reply(c, "POST /api/interview-invitations/:token", view);
  })
  .post("/:token/hold", pickBodyLimit, pickLimit, validate("json", interviewPickSchema), async (c) => {
    const hold = await holdInterviewSlot(c.env.DB, tokenOr404(c), c.req.valid("json").startsAt, requestNow(c));
    return reply(c, "POST /api/interview-invitations/:token/hold", hold);
  });

/** The page, with what the last post came to; a wrong, expired or revoked link is the 404 page. */
async function pickPage(
  c: Context<AppEnv>,
  token: string,
  notice?: InterviewPickNotice,
  status: 200 | 400 | 409 = 200,
) {
  try {
    return linkPageResponse(
      c,
      interviewPickPageHtml(token, await interviewInvitation(c.var.db, token, requestNow(c)), notice),
      status,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return linkPageResponse(c, interviewPickGonePageHtml(), 404);
    throw error;
  }
}

/**
 * A native form post of a chosen time to `act` (hold it, or book it): refused, the page again with the reason beside
 * the form and the choice kept (400 or 409); done, back to the page (303), which then shows the hold to confirm or
 * the booking, so a reload never posts twice.
 */
async function formPost(c: Context<AppEnv>, act: (token: string, startsAt: string) => Promise<unknown>) {
  const parsed = tokenParam.safeParse(c.req.param());
  if (!parsed.success) return linkPageResponse(c, interviewPickGonePageHtml(), 404);
  const { token } = parsed.data;
  const form = await c.req.parseBody();
  const chosen = typeof form.startsAt === "string" && form.startsAt !== "" ? form.startsAt : undefined;
  try {
    await act(token, parseOrThrow(interviewPickSchema, { startsAt: chosen }).startsAt);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) return linkPageResponse(c, interviewPickGonePageHtml(), 404);
    const status = error.status === 409 ? 409 : 400;
    const message = chosen ? error.message : "Choose one of the times.";
    return pickPage(c, token, { chosen, error: message }, status);
  }
  privateHeaders(c);
  return c.redirect(`/interview/${encodeURIComponent(token)}`, 303);
}

/**
 * /interview/{token}: the page and its forms' native posts, with the same cross-site check as every other post:
 * choosing a time holds it for the candidate (decision 110), confirming books it.
 */
export const interviewPickPages = new Hono<AppEnv>()
  .get("/interview/:token", readLimit, async (c) => {
    const parsed = tokenParam.safeParse(c.req.param());
    if (!parsed.success) return linkPageResponse(c, interviewPickGonePageHtml(), 404);
    return pickPage(c, parsed.data.token);
  })
  .post("/interview/:token/hold", sameOriginMutations, pickBodyLimit, pickLimit, (c) =>
    formPost(c, (token, startsAt) => holdInterviewSlot(c.env.DB, token, startsAt, requestNow(c))),
  )
  .post("/interview/:token", sameOriginMutations, pickBodyLimit, pickLimit, (c) =>
    formPost(c, (token, startsAt) => pick(c, token, startsAt)),
  );
