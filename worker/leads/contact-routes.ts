import { type Context, Hono } from "hono";
import { contactPageSchema, contactWithAttributionSchema, directContactSchema } from "../contract/form-schemas";
import type { AppEnv } from "../env";
import { acceptedDecoy, acceptedForm, honeypot, parseOrThrow } from "../http/public-form";
import { validate } from "../http/validate";
import { formPost, formSent, postedFields } from "../site/form-posts";
import {
  contactBodyLimit,
  contactRateLimit,
  receiveContactPageMessage,
  receiveHomeContactMessage,
} from "./contact-intake";

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** POST /api/contact/submit: the /contact page form. */
export const contactRoutes = new Hono<AppEnv>().post(
  "/submit",
  contactRateLimit,
  contactBodyLimit,
  honeypot(acceptedDecoy("POST /api/contact/submit", contactPageSchema)),
  validate("json", contactPageSchema),
  async (c) => {
    await receiveContactPageMessage(c.env, c.executionCtx, c.req.valid("json"), originOf(c));
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
    await receiveHomeContactMessage(c.env, c.executionCtx, c.req.valid("json"), originOf(c));
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
    await receiveHomeContactMessage(c.env, c.executionCtx, formData, originOf(c), analyticsData);
    return acceptedForm(c, "POST /api/analytics/contact-with-attribution");
  },
);

/**
 * The contact forms' native posts (worker/site/form-posts.ts), for visitors before or without scripts: POST /contact
 * (the /contact page) and POST / (the home page's contact section), urlencoded. Same guards, schemas and use cases
 * as the API routes above; a stored message is redirected to /contact/sent.
 */
export const contactFormPosts = new Hono<AppEnv>()
  .post("/contact", formPost("contact", contactBodyLimit, contactRateLimit), async (c) => {
    const input = parseOrThrow(contactPageSchema, await postedFields(c));
    await receiveContactPageMessage(c.env, c.executionCtx, input, originOf(c));
    return formSent(c, "contact");
  })
  .post("/", formPost("homeContact", contactBodyLimit, contactRateLimit), async (c) => {
    const fields = await postedFields(c);
    // A ticked box is posted as "on", an unticked one not at all: the schema's booleans.
    const consents = {
      smsMarketingConsent: fields.smsMarketingConsent === "on",
      smsAppointmentConsent: fields.smsAppointmentConsent === "on",
    };
    const input = parseOrThrow(directContactSchema, { ...fields, ...consents });
    await receiveHomeContactMessage(c.env, c.executionCtx, input, originOf(c));
    return formSent(c, "homeContact");
  });
