import { type Context, Hono } from "hono";
import { z } from "zod";
import { resourcesPageData } from "../content/resources-page-data";
import { FORM_POSTS } from "../contract/form-posts";
import { newsletterRequested, newsletterSubscribeSchema } from "../contract/newsletter";
import { confirmationEmailState, dispatchDeliveries } from "../delivery/pipeline";
import { linkSealKey } from "../domain/link-token";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { sameOriginMutations } from "../http/origin";
import { honeypot, limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { formPost, formSent, postedFields } from "../site/form-posts";
import { notFoundPage, renderedPage } from "../site/rendered-page";
import {
  confirmNewsletter,
  findByManageToken,
  NEWSLETTER_RATE_LIMITS,
  requestNewsletter,
  toSubscriptionView,
  unsubscribeNewsletter,
} from "./subscriber-store";

/** A signup is one address; anything far larger is not one. */
const BODY_MAX_BYTES = 4 * 1024;
const signupBodyLimit = limitBody(BODY_MAX_BYTES, "The request is too large.");
const signupRateLimit = rateLimitByIp("newsletter", NEWSLETTER_RATE_LIMITS.perIp);
const tokenParam = z.object({ token: z.string().min(20, "The link is incomplete").max(100, "The link is not valid") });

/** A reader's signup stored (or, past its limits, quietly dropped), its confirmation email dispatched. */
async function receiveSignup(c: Context<AppEnv>, email: string): Promise<void> {
  const link = { origin: new URL(c.req.url).origin, linkKey: linkSealKey(c.env) };
  const ids = await requestNewsletter(c.env.DB, c.var.db, email, link, new Date());
  dispatchDeliveries(c.env, c.executionCtx, ids);
}

/**
 * The newsletter's public API (decision 059): the signup answers 202 with the same body whether or not the address
 * is known; the manage and one-click unsubscribe links are guarded by their unguessable tokens.
 */
export const newsletterRoutes = new Hono<AppEnv>()
  .post(
    "/",
    signupBodyLimit,
    signupRateLimit,
    honeypot(async (c, body) => {
      parseOrThrow(newsletterSubscribeSchema, body);
      return reply(c, "POST /api/newsletter", newsletterRequested(confirmationEmailState(c.env)), 202);
    }),
    validate("json", newsletterSubscribeSchema),
    async (c) => {
      await receiveSignup(c, c.req.valid("json").email);
      return reply(c, "POST /api/newsletter", newsletterRequested(confirmationEmailState(c.env)), 202);
    },
  )
  .get("/manage/:token", validate("param", tokenParam), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const found = await findByManageToken(c.var.db, c.req.valid("param").token);
    return reply(c, "GET /api/newsletter/manage/:token", toSubscriptionView(found));
  })
  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form; the token is the authority.
  .post(
    "/unsubscribe/:token",
    limitBody(1024, "The request is too large."),
    validate("param", tokenParam),
    async (c) => {
      await unsubscribeNewsletter(c.var.db, c.req.valid("param").token, new Date());
      return reply(c, "POST /api/newsletter/unsubscribe/:token", { ok: true });
    },
  );

/** The manage page's address, where the confirmation link and the page's own unsubscribe button lead. */
const managePage = (token: string) => `/newsletter/manage/${token}`;

/** The manage page rendered with its subscription, so it shows (and its button works) without scripts. */
async function renderManagePage(c: Context<AppEnv>, token: string): Promise<Response> {
  const found = await findByManageToken(c.var.db, token).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  });
  if (!found) return notFoundPage(c);
  return renderedPage(c, [{ queryKey: ["/api/newsletter/manage", token], data: toSubscriptionView(found) }], {
    personal: true,
  });
}

/**
 * The newsletter's pages and native posts: the signup posted to /resources (its form also sits in each article's
 * footer), the confirmation link (which confirms and leads to the manage page), and the manage page with its
 * unsubscribe button, all working without scripts.
 */
export const newsletterPages = new Hono<AppEnv>()
  .post(
    FORM_POSTS.newsletter.page,
    formPost("newsletter", signupBodyLimit, signupRateLimit, {
      routeData: (c) => resourcesPageData(c.var.db, new URL(c.req.url).searchParams),
    }),
    async (c) => {
      const { email } = parseOrThrow(newsletterSubscribeSchema, { email: (await postedFields(c)).email ?? "" });
      await receiveSignup(c, email);
      return formSent(c, "newsletter");
    },
  )
  .get("/newsletter/confirm/:token", validate("param", tokenParam), async (c) => {
    const token = c.req.valid("param").token;
    const confirmed = await confirmNewsletter(c.var.db, linkSealKey(c.env), token, new Date()).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status < 500) return undefined;
        throw error;
      },
    );
    if (!confirmed) return notFoundPage(c);
    return c.redirect(`${managePage(confirmed.manageToken)}?confirmed=1`, 303);
  })
  .get("/newsletter/manage/:token", validate("param", tokenParam), (c) =>
    renderManagePage(c, c.req.valid("param").token),
  )
  .post("/newsletter/manage/:token", sameOriginMutations, validate("param", tokenParam), async (c) => {
    const { token } = c.req.valid("param");
    await unsubscribeNewsletter(c.var.db, token, new Date());
    return c.redirect(managePage(token), 303);
  });
