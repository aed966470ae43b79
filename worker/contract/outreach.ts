import { z } from "zod";

/** Sender hygiene for bulk and sequence email and for outreach texts (issue 50 item 5, decision 106). */

/**
 * Why an address gets no bulk email: the service reported a hard bounce, the person marked a message as spam, or they
 * unsubscribed from a campaign's email (decision 116: they are on no list to leave but the firm's outreach).
 */
export const EMAIL_SUPPRESSION_REASONS = ["hard_bounce", "complaint", "unsubscribed"] as const;
export type EmailSuppressionReason = (typeof EMAIL_SUPPRESSION_REASONS)[number];

/** Bulk emails one sender sends a day, unless the settings say otherwise (about what one mailbox sends safely). */
export const BULK_EMAIL_DAILY_CAP_DEFAULT = 100;
export const BULK_EMAIL_DAILY_CAP_MAX = 10_000;

export interface OutreachSettings {
  dailyEmailCap: number;
  updatedAt: string | null;
}

export const outreachSettingsUpdateSchema = z.strictObject({
  dailyEmailCap: z
    .number({ error: "Daily email cap must be a whole number" })
    .int("Daily email cap must be a whole number")
    .min(1, "Daily email cap must be at least 1")
    .max(BULK_EMAIL_DAILY_CAP_MAX, `Daily email cap must be at most ${BULK_EMAIL_DAILY_CAP_MAX}`),
});
export type OutreachSettingsUpdate = z.infer<typeof outreachSettingsUpdateSchema>;

/** What the outreach routes answer (worker/contract/api.ts); the email service's webhook answers no JSON. */
export interface OutreachAnswers {
  "GET /api/admin/outreach/settings": OutreachSettings;
  "PUT /api/admin/outreach/settings": OutreachSettings;
}
