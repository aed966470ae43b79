import { Hono } from "hono";
import { contactWithAttributionSchema } from "../contract/form-schemas";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { acceptedForm, honeypot } from "../http/public-form";
import { validate } from "../http/validate";
import { contactBodyLimit, contactRateLimit, storeContact } from "./contact-routes";

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
  honeypot,
  validate("json", contactWithAttributionSchema),
  async (c) => {
    const { formData, analyticsData } = c.req.valid("json");
    await storeContact(createDb(c.env.DB), "home-contact", formData, {
      utmSource: analyticsData.utm_source,
      attribution: analyticsData,
    });
    return acceptedForm(c);
  },
);
