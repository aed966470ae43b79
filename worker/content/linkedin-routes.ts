import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { linkedinPostListQuerySchema } from "../contract/linkedin-posts";
import { signPayload, verifyPayload } from "../domain/secret-box";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { siteOrigin } from "../http/site-origin";
import { validate } from "../http/validate";
import { authorizeUrl, exchangeCode, linkedinScopes, memberUrn } from "../integrations/linkedin/client";
import { linkedinConfig } from "../integrations/linkedin/connection";
import { connectLinkedin, linkedinStatusNow, listLinkedinPosts, postNextArticle } from "./linkedin-store";

const NONCE_COOKIE = "linkedin_oauth_nonce";
const STATE_TTL_MS = 10 * 60 * 1000;
const CALLBACK_PATH = "/api/content/linkedin/callback";

interface OAuthState {
  nonce: string;
  userId: string;
  expiresAt: number;
}

const callbackSchema = z.object({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(1).max(2000),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/**
 * LinkedIn for the content area: the posts list, the connection status, the OAuth connect/callback pair and the
 * manual "Post to LinkedIn". The OAuth `state` is signed with LINKEDIN_TOKEN_KEY, names the staff member, expires in
 * ten minutes and must match a nonce cookie set on this browser, so a callback cannot be forged or replayed.
 */
export const contentLinkedinRoutes = new Hono<AppEnv>()
  .get("/linkedin-posts", validate("query", linkedinPostListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/content/linkedin-posts", await listLinkedinPosts(c.var.db, c.req.valid("query")));
  })
  .get("/linkedin-status", async (c) => {
    return reply(c, "GET /api/content/linkedin-status", await linkedinStatusNow(c.env, c.var.db));
  })
  .get("/linkedin/connect", async (c) => {
    const config = linkedinConfig(c.env);
    if (!config) throw new ApiError(503, "linkedin_not_configured", "LinkedIn is not configured on this site.");
    const nonce = crypto.randomUUID();
    const state = await signPayload(config.tokenKey, {
      nonce,
      userId: c.get("staff")!.user.id,
      expiresAt: Date.now() + STATE_TTL_MS,
    } satisfies OAuthState);
    const secure = new URL(c.req.url).protocol === "https:";
    setCookie(c, NONCE_COOKIE, nonce, {
      httpOnly: true,
      secure,
      sameSite: "Lax",
      path: "/api/content/linkedin",
      maxAge: STATE_TTL_MS / 1000,
    });
    const redirectUri = new URL(CALLBACK_PATH, c.req.url).toString();
    return c.redirect(
      authorizeUrl({ clientId: config.clientId, redirectUri, state, scope: linkedinScopes(config.organizationId) }),
      302,
    );
  })
  .get("/linkedin/callback", validate("query", callbackSchema), async (c) => {
    const config = linkedinConfig(c.env);
    if (!config) throw new ApiError(503, "linkedin_not_configured", "LinkedIn is not configured on this site.");
    const query = c.req.valid("query");
    const state = await verifyPayload<OAuthState>(config.tokenKey, query.state);
    const nonce = getCookie(c, NONCE_COOKIE);
    deleteCookie(c, NONCE_COOKIE, { path: "/api/content/linkedin" });
    if (
      !state ||
      state.expiresAt < Date.now() ||
      state.userId !== c.get("staff")!.user.id ||
      !nonce ||
      nonce !== state.nonce
    ) {
      throw new ApiError(
        400,
        "invalid_oauth_state",
        "The LinkedIn sign-in could not be verified. Please start again from the dashboard.",
      );
    }
    if (query.error || !query.code) return c.redirect("/admin/content?linkedin=denied", 302);
    const redirectUri = new URL(CALLBACK_PATH, c.req.url).toString();
    const token = await exchangeCode({
      code: query.code,
      redirectUri,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
    });
    const author = config.organizationId
      ? `urn:li:organization:${config.organizationId}`
      : await memberUrn(token.accessToken);
    await connectLinkedin(c.var.db, actorOf(c), config, { ...token, author, connectedAt: Date.now() });
    return c.redirect("/admin/content?linkedin=connected", 302);
  })
  .post("/trigger/linkedin", async (c) => {
    const { unposted, report } = await postNextArticle(c.env, c.var.db, actorOf(c), siteOrigin(c.env, c.req.url));
    const message = unposted
      ? `Queued "${unposted.title}". ${report.reason ?? `${report.posted} posted, ${report.failed} failed, ${report.waiting} waiting.`}`
      : `No published article is waiting to be posted.${report.reason ? ` ${report.reason}` : ""}`;
    return reply(c, "POST /api/content/trigger/linkedin", { queued: unposted ? 1 : 0, ...report, message });
  });
