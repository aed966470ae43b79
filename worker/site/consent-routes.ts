import { Hono } from "hono";
import { z } from "zod";
import {
  ALL_COOKIES,
  CONSENT_FORM_ACTION,
  type CookieConsent,
  consentCookie,
  ESSENTIAL_ONLY,
} from "../contract/cookie-consent";
import type { AppEnv } from "../env";
import { sameOriginMutations } from "../http/origin";
import { limitBody, parseOrThrow } from "../http/public-form";

/**
 * The cookie banner's native post (issue 43): the banner is in the Worker's pages from their first byte as a form,
 * so a visitor without scripts (or before they run) chooses too. The choice is stored in the same cookie the page's
 * scripts write, then the visitor is sent back to the page they chose on (Post/Redirect/Get), now without the banner.
 */

const choiceSchema = z.object({
  choice: z.enum(["all", "essential", "custom"], { error: "Choose all cookies, essential only or your preferences" }),
  analytics: z.literal("on").optional(),
  functional: z.literal("on").optional(),
  marketing: z.literal("on").optional(),
});

function consentOf(form: z.infer<typeof choiceSchema>): CookieConsent {
  if (form.choice === "all") return ALL_COOKIES;
  if (form.choice === "essential") return ESSENTIAL_ONLY;
  return { essential: true, analytics: !!form.analytics, functional: !!form.functional, marketing: !!form.marketing };
}

/** The page the form was posted from (its Referer on this site), or the home page. */
function pageOf(referer: string | undefined, origin: string): string {
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === origin ? url.pathname + url.search : "/";
  } catch {
    return "/";
  }
}

export const consentRoutes = new Hono<AppEnv>().post(
  CONSENT_FORM_ACTION,
  sameOriginMutations,
  limitBody(1024, "The cookie choice is too large."),
  async (c) => {
    const form = parseOrThrow(choiceSchema, await c.req.parseBody());
    const { origin, protocol } = new URL(c.req.url);
    c.header("Set-Cookie", consentCookie(consentOf(form), protocol === "https:"));
    c.header("Cache-Control", "no-store");
    return c.redirect(pageOf(c.req.header("Referer"), origin), 303);
  },
);
