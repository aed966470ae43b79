import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceStatus } from "../contract/deliveries";
import type { DeliveryKind } from "../contract/enums";
import type { Db } from "../db/client";
import { bookingAppointments, type Delivery } from "../db/schema";
import type { Bindings } from "../env";
import { createEmailSender, EMAIL_NOT_CONNECTED } from "../integrations/email/client";
import { smsDelivery, type SmsPayload } from "../sms/delivery";
import { linkedinPostDelivery, type LinkedinPostPayload } from "../content/linkedin-delivery";
import { type CrmSyncPayload, crmSyncKind } from "../leads/crm-delivery";
import { type ResumeTextPayload, resumeTextKind } from "../applications/resume-text-delivery";
import { type JobIndexingPayload, jobIndexingKind } from "../jobs/indexing-delivery";
import { type CrmDeletePayload, crmDeleteKind } from "../privacy/crm-delete-delivery";

/**
 * THE registry of delivery kinds: what each carries, how it is sent, and what a sent one changes. The pipeline
 * (worker/delivery/pipeline.ts) knows nothing of any service; adding a kind is adding an entry here.
 */

/**
 * What a send came to. A refusal that will not change (a bad address) is not retryable; an outage is. A service
 * that turns out not to be usable (LinkedIn refusing a revoked token) makes the message wait, its attempt not
 * counted, as if `status` had said so. A send the service cannot take yet (its rate limit is used up) is deferred:
 * tried again at `until`, not counted as an attempt.
 */
export type DeliveryResult =
  | { ok: true; providerId: string | null }
  | { ok: false; error: string; retryable: boolean }
  | { ok: false; notConfigured: string }
  | { ok: false; deferred: { until: Date; reason: string } };

export interface EmailPayload {
  subject: string;
  text: string;
  /** Stored base64-encoded, ready for the provider (a booking's .ics file). */
  attachment?: { filename: string; contentType: string; base64Content: string };
  /** Extra message headers, e.g. a job alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Each kind's payload, by kind: `queueDelivery("email", { payload })` is checked against it. */
export interface DeliveryPayloads {
  email: EmailPayload;
  sms: SmsPayload;
  linkedin_post: LinkedinPostPayload;
  crm_sync: CrmSyncPayload;
  resume_text: ResumeTextPayload;
  job_indexing: JobIndexingPayload;
  crm_delete: CrmDeletePayload;
}

export interface KindHandler<K extends DeliveryKind> {
  /** Wait before the first retry; then twice as long each time (worker/domain/backoff.ts). */
  firstRetryMs: number;
  /** Whether the service can be used now, and if not why (the message then waits, pending, with that reason). */
  status(env: Bindings, db: Db): ServiceStatus | Promise<ServiceStatus>;
  send(env: Bindings, delivery: Delivery, payload: DeliveryPayloads[K]): Promise<DeliveryResult>;
  /** What else a sent message changes, written in the same batch as its "sent" state. */
  onSent?(db: Db, delivery: Delivery, result: { providerId: string | null; sentAt: Date }): BatchItem<"sqlite">[];
  /** What else a message given up on (failed or dead) changes, written in the same batch as that state. */
  onGiveUp?(db: Db, delivery: Delivery, error: string): BatchItem<"sqlite">[];
}

export const DELIVERY_KIND_HANDLERS: { [K in DeliveryKind]: KindHandler<K> } = {
  email: {
    firstRetryMs: 5 * 60_000,
    status: (env) => (env.EMAIL_API_KEY && env.EMAIL_FROM ? { configured: true, reason: null } : { configured: false, reason: EMAIL_NOT_CONNECTED }),
    send: (env, delivery, payload) =>
      // The delivery id is Resend's idempotency key: a retry after a lost answer never sends twice.
      createEmailSender(env).send({ id: delivery.id, to: delivery.recipient, subject: payload.subject, text: payload.text, attachment: payload.attachment, headers: payload.headers }),
    onSent: (db, delivery) =>
      delivery.relatedType === "booking_appointment" && delivery.relatedId
        ? [db.update(bookingAppointments).set({ confirmationSent: true }).where(eq(bookingAppointments.id, delivery.relatedId))]
        : delivery.relatedType === "booking_reminder" && delivery.relatedId
          ? [db.update(bookingAppointments).set({ reminderSent: true }).where(eq(bookingAppointments.id, delivery.relatedId))]
          : [],
  },
  sms: smsDelivery,
  linkedin_post: linkedinPostDelivery,
  crm_sync: crmSyncKind,
  resume_text: resumeTextKind,
  job_indexing: jobIndexingKind,
  crm_delete: crmDeleteKind,
};
