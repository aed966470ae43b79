import { Hono } from "hono";
import type { ContactSource } from "../contract/enums";
import { leadSourceFor } from "../contract/forms";
import { type AnalyticsData, contactPageSchema, directContactSchema } from "../contract/form-schemas";
import { contactLeadScore } from "../contract/lead-scoring";
import { createDb, type Db } from "../db/client";
import { insertLead, scoreLead } from "./store";
import { contacts } from "../db/schema";
import type { AppEnv } from "../env";
import { acceptedForm, honeypot, limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { validate } from "../http/validate";

/** A contact message as stored, whichever form it came from. */
export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
  /** The home form's inquiry or the /contact page's help type. */
  inquiry: string;
  message?: string;
  smsMarketingConsent?: boolean;
  smsAppointmentConsent?: boolean;
}

/**
 * Writes a contact message and its CRM lead in one batch (both or neither), scored with the contact-form formula.
 * The lead's source is the campaign's utm_source when there is one, else the form. `contacts.message` is required
 * in the table, so a /contact message left empty is stored as "".
 */
export async function storeContact(
  db: Db,
  source: ContactSource,
  message: ContactMessage,
  options: { utmSource?: string; attribution?: AnalyticsData } = {},
): Promise<string> {
  const contactId = crypto.randomUUID();
  const leadSource = leadSourceFor(source, options.utmSource);
  const baseScore = contactLeadScore({ company: message.company, phone: message.phone, helpType: message.inquiry, message: message.message });
  const leadScore = await scoreLead(db, baseScore, "contact", {
    leadSource,
    form: source,
    inquiry: message.inquiry,
    company: message.company,
    hasCompany: Boolean(message.company?.trim()),
    hasPhone: Boolean(message.phone),
    messageLength: message.message?.length ?? 0,
    smsMarketingConsent: "smsMarketingConsent" in message ? Boolean(message.smsMarketingConsent) : false,
  });
  await db.batch([
    db.insert(contacts).values({ ...message, message: message.message ?? "", id: contactId, source, attribution: options.attribution }),
    insertLead(db, {
      leadType: "contact",
      leadSource,
      leadScore,
      contactId,
      tags: [message.inquiry],
    }),
  ]);
  return contactId;
}

/** Contact messages from one IP: 10 per 10 minutes across the contact endpoints, far above what a person sends. */
export const contactRateLimit = rateLimitByIp("contact", { limit: 10, windowMs: 10 * 60_000 });
/** A contact message is a few kilobytes at most (5,000-character message plus fields and attribution). */
export const contactBodyLimit = limitBody(64 * 1024, "The message is too large.");

/** POST /api/contact/submit: the /contact page form. */
export const contactRoutes = new Hono<AppEnv>().post(
  "/submit",
  contactRateLimit,
  contactBodyLimit,
  honeypot,
  validate("json", contactPageSchema),
  async (c) => {
    const { helpType, utmSource, ...form } = c.req.valid("json");
    await storeContact(createDb(c.env.DB), "contact-page", { ...form, inquiry: helpType }, { utmSource });
    return acceptedForm(c);
  },
);

/**
 * POST /api/ghl/direct-contact: the home page's contact section when the visitor has not allowed analytics (with
 * consent the form sends /api/analytics/contact-with-attribution instead, never both). Stored here first; the CRM
 * sync of its lead happens later from the cron.
 */
export const directContactRoutes = new Hono<AppEnv>().post(
  "/",
  contactRateLimit,
  contactBodyLimit,
  honeypot,
  validate("json", directContactSchema),
  async (c) => {
    await storeContact(createDb(c.env.DB), "home-contact", c.req.valid("json"));
    return acceptedForm(c);
  },
);
