import type { ConfirmationEmailState } from "./deliveries";
import { normalizeEmail } from "./normalize";
import { pagingFields, searchField, z } from "./zod";

/**
 * The newsletter (issue 34, decision 059): readers subscribe with double opt-in, staff compose an issue from
 * published articles and send it to every confirmed subscriber through the delivery pipeline, in batches.
 */

export const NEWSLETTER_SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type NewsletterSubscriberStatus = (typeof NEWSLETTER_SUBSCRIBER_STATUSES)[number];
/** How an address came in: the public form (double opt-in) or a staff CSV import of consenting addresses. */
export const NEWSLETTER_SOURCES = ["signup", "import"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** A confirmation link works this long. */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;
/** Articles in one issue. */
export const NEWSLETTER_ARTICLES_MAX = 12;
/** Rows in one CSV import (a larger list is imported in parts). */
export const NEWSLETTER_IMPORT_ROWS_MAX = 5000;

export const newsletterEmail = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please keep the email under 254 characters")
  .transform(normalizeEmail)
  .pipe(z.email("Enter a valid email address"));

/** POST /api/newsletter and the signup forms' native post. */
export const newsletterSubscribeSchema = z.object({ email: newsletterEmail });

/** The answer to every signup, known address or not. */
export interface NewsletterRequested {
  ok: true;
  message: string;
  email: ConfirmationEmailState;
}

export function newsletterRequested(email: ConfirmationEmailState): NewsletterRequested {
  return {
    ok: true,
    message: "Thank you. If this address is not subscribed yet, we have emailed it a link to confirm.",
    email,
  };
}

/** What the confirm and manage pages show of a subscription. */
export interface NewsletterSubscriptionView {
  email: string;
  status: NewsletterSubscriberStatus;
  confirmedAt: string | null;
}

/** POST /api/admin/newsletters: an issue composed of published articles, saved as a draft. */
export const newsletterIssueSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(200, "Subject must be at most 200 characters"),
  intro: z
    .string({ error: "Intro must be a text" })
    .trim()
    .max(5000, "Intro must be at most 5000 characters")
    .default(""),
  articleIds: z
    .array(z.string({ error: "Each article id must be a text" }).min(1).max(100), {
      error: "Choose the articles as a list of ids",
    })
    .min(1, "Choose at least one published article")
    .max(NEWSLETTER_ARTICLES_MAX, `Choose at most ${NEWSLETTER_ARTICLES_MAX} articles`)
    .refine((ids) => new Set(ids).size === ids.length, "An article is chosen twice"),
});
export type NewsletterIssueInput = z.input<typeof newsletterIssueSchema>;

/** PUT /api/admin/newsletters/{id}: a draft's changes; only the fields given change, a sent issue none. */
export const newsletterIssueUpdateSchema = z.object({
  subject: newsletterIssueSchema.shape.subject.optional(),
  intro: z
    .string({ error: "Intro must be a text" })
    .trim()
    .max(5000, "Intro must be at most 5000 characters")
    .optional(),
  articleIds: newsletterIssueSchema.shape.articleIds.optional(),
});
export type NewsletterIssueUpdateInput = z.input<typeof newsletterIssueUpdateSchema>;

/** An issue's fan-out: recipients, and how their emails stand in the delivery pipeline. */
/** An issue sent in an analytics range (GET /api/admin/analytics): when its send started and its emails' counts. */
export interface NewsletterIssueSent extends NewsletterCounts {
  id: string;
  subject: string;
  sentAt: string;
}

export interface NewsletterCounts {
  /** Confirmed subscribers the issue goes to (final once the issue is `sent`). */
  total: number;
  /** Emails queued so far (the fan-out's progress). */
  queued: number;
  sent: number;
  /** Failed, dead or withdrawn (an address erased meanwhile). */
  failed: number;
}

export interface NewsletterIssueView extends NewsletterCounts {
  id: string;
  subject: string;
  intro: string;
  articleIds: string[];
  status: NewsletterIssueStatus;
  createdAt: string;
  sendStartedAt: string | null;
  sendFinishedAt: string | null;
}

/** The email an issue makes (the preview, the test send and every subscriber's copy but its links). */
export interface NewsletterPreview {
  subject: string;
  text: string;
}

export const NEWSLETTER_ISSUES_PAGE_DEFAULT = 20;
export const newsletterIssueListQuerySchema = z.object({ ...pagingFields(NEWSLETTER_ISSUES_PAGE_DEFAULT, 100) });

export const NEWSLETTER_SUBSCRIBERS_PAGE_DEFAULT = 50;
export const newsletterSubscriberListQuerySchema = z.object({
  q: searchField,
  status: z
    .enum(NEWSLETTER_SUBSCRIBER_STATUSES, {
      error: `Status must be one of ${NEWSLETTER_SUBSCRIBER_STATUSES.join(", ")}`,
    })
    .optional(),
  ...pagingFields(NEWSLETTER_SUBSCRIBERS_PAGE_DEFAULT, 200),
});
export type NewsletterSubscriberListQuery = z.output<typeof newsletterSubscriberListQuerySchema>;

export interface NewsletterSubscriberView {
  id: string;
  email: string;
  status: NewsletterSubscriberStatus;
  source: NewsletterSource;
  consentVersion: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** Subscribers by status, over the whole list (the counts beside the paged list). */
export type NewsletterSubscriberCounts = Record<NewsletterSubscriberStatus, number>;

/** POST /api/admin/newsletter-subscribers/import: a CSV whose first column (or `email` column) is the address. */
export const newsletterImportSchema = z.object({
  csv: z.string({ error: "The CSV is required" }).min(1, "The CSV is required").max(1_000_000, "The CSV is over 1 MB"),
  consent: z.literal(true, { error: "Confirm that every address on the list agreed to receive the newsletter" }),
});

export interface NewsletterImportResult {
  imported: number;
  /** Already on the list (active, pending or unsubscribed: an unsubscribed address is never re-subscribed by staff). */
  existing: number;
  /** Erased on request: never imported. */
  suppressed: number;
  /** Rows that are not an address, by line (1-based, as a spreadsheet numbers them). */
  invalid: { line: number; value: string; message: string }[];
}

/** What the newsletter routes answer (worker/contract/api.ts). */
export interface NewsletterAnswers {
  "POST /api/newsletter": NewsletterRequested;
  "GET /api/newsletter/manage/:token": NewsletterSubscriptionView;
  "POST /api/newsletter/unsubscribe/:token": { ok: true };
  "GET /api/admin/newsletters": NewsletterIssueView[];
  "POST /api/admin/newsletters": NewsletterIssueView;
  "GET /api/admin/newsletters/:id": NewsletterIssueView;
  "PUT /api/admin/newsletters/:id": NewsletterIssueView;
  "GET /api/admin/newsletters/:id/preview": NewsletterPreview;
  "POST /api/admin/newsletters/:id/test": { ok: true; to: string; deliveryId: string };
  "POST /api/admin/newsletters/:id/send": NewsletterIssueView;
  "GET /api/admin/newsletter-subscribers": NewsletterSubscriberView[];
  "GET /api/admin/newsletter-subscribers/counts": NewsletterSubscriberCounts;
  "POST /api/admin/newsletter-subscribers/import": NewsletterImportResult;
}
