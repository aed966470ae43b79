import { type Context, Hono } from "hono";
import { contactPageSchema, contactWithAttributionSchema, directContactSchema } from "../contract/form-schemas";
import { createDb } from "../db/client";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { acceptedDecoy, acceptedForm, honeypot, limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { validate } from "../http/validate";
import { storeContact } from "./store";

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** Contact messages from one IP: 10 per 10 minutes across the contact endpoints, far above what a person sends. */
const contactRateLimit = rateLimitByIp("contact", { limit: 10, windowMs: 10 * 60_000 });
/** A contact message is a few kilobytes at most (5,000-character message plus fields and attribution). */
const contactBodyLimit = limitBody(64 * 1024, "The message is too large.");

/** POST /api/contact/submit: the /contact page form. */
export const contactRoutes = new Hono<AppEnv>().post(
  "/submit",
  contactRateLimit,
  contactBodyLimit,
  honeypot(acceptedDecoy("POST /api/contact/submit", contactPageSchema)),
  validate("json", contactPageSchema),
  async (c) => {
    const { helpType, utmSource, ...form } = c.req.valid("json");
    const { deliveryIds } = await storeContact(createDb(c.env.DB), "contact-page", { ...form, inquiry: helpType }, { utmSource, origin: originOf(c) });
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    return acceptedForm(c, "POST /api/contact/submit");
  },
);

/**
 * POST /api/ghl/direct-contact: the home page's contact section when the visitor has not allowed analytics (with
 * consent the form sends /api/analytics/contact-with-attribution instead, never both). Stored here first; the CRM
 * sync of its lead is a delivery sent by the queue after the answer.
 */
export const directContactRoutes = new Hono<AppEnv>().post(
  "/",
  contactRateLimit,
  contactBodyLimit,
  honeypot(acceptedDecoy("POST /api/ghl/direct-contact", directContactSchema)),
  validate("json", directContactSchema),
  async (c) => {
    const { deliveryIds } = await storeContact(createDb(c.env.DB), "home-contact", c.req.valid("json"), { origin: originOf(c) });
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    return acceptedForm(c, "POST /api/ghl/direct-contact");
  },
);

/**
 * POST /api/analytics/contact-with-attribution: the home contact message of a visitor who allowed analytics, with
 * the session's attribution (UTM values, session id, page views, time on site, the browser's lead and engagement
 * scores) stored in `contacts.attribution`. The lead's own score is computed here with the contact-form formula,
 * not taken from the browser; the browser's figure is kept in the attribution for comparison.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  "/contact-with-attribution",
  contactRateLimit,
  contactBodyLimit,
  honeypot(acceptedDecoy("POST /api/analytics/contact-with-attribution", contactWithAttributionSchema)),
  validate("json", contactWithAttributionSchema),
  async (c) => {
    const { formData, analyticsData } = c.req.valid("json");
    const { deliveryIds } = await storeContact(createDb(c.env.DB), "home-contact", formData, {
      origin: originOf(c),
      utmSource: analyticsData.utm_source,
      attribution: analyticsData,
    });
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    return acceptedForm(c, "POST /api/analytics/contact-with-attribution");
  },
);
