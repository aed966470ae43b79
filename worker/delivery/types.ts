import type { BatchItem } from "drizzle-orm/batch";
import type { SentEmailCopy, ServiceStatus } from "../contract/deliveries";
import type { DeliveryKind, JobBoardPostingAction } from "../contract/enums";
import type { Db } from "../db/client";
import type { Delivery } from "../db/schema";
import type { Bindings } from "../env";
import type { IndexingNotification } from "../integrations/google-indexing/client";

/**
 * What a delivery kind is: its payload and its handler. The areas declare their handlers against these types and
 * queue their messages through worker/delivery/pipeline.ts; the registry of every kind (worker/delivery-kinds.ts)
 * sits above the areas and is handed to the pipeline by the files that send (the queues' consumer, an area's
 * "send now" with its own kind).
 */

/**
 * What a send came to. A refusal that will not change (a bad address) is not retryable; an outage is. A service
 * that turns out not to be usable (LinkedIn refusing a revoked token) makes the message wait, its attempt not
 * counted, as if `status` had said so. A send the service cannot take yet (its rate limit is used up) is deferred:
 * tried again at `until`, not counted as an attempt.
 */
export type DeliveryResult =
  | { ok: true; providerId: string | null; sentCopy?: SentEmailCopy }
  | { ok: false; error: string; retryable: boolean }
  | { ok: false; notConfigured: string }
  | { ok: false; deferred: { until: Date; reason: string } };

export interface EmailPayload {
  subject: string;
  text: string;
  /** The HTML part, when it is more than the text made into HTML. */
  html?: string;
  /** Where replies go: a conversation's reply address (worker/conversations/reply-address.ts). */
  replyTo?: string;
  /** Stored base64-encoded, ready for the provider (a booking's .ics file). */
  attachment?: { filename: string; contentType: string; base64Content: string };
  /** Extra message headers, e.g. a follow-up's In-Reply-To and References. */
  headers?: Record<string, string>;
  /**
   * A bulk email (a newsletter issue, a job alert digest, a sequence's or campaign's step): its one-click unsubscribe
   * link (worker/integrations/email/list-unsubscribe.ts). At send time it gets the RFC 8058 headers and a visible unsubscribe
   * line, and is held back for a suppressed address and by the sender's daily cap (worker/outreach/bulk-email.ts).
   */
  bulk?: { unsubscribe: string };
}

/** A text names its `sms_messages` row, the SMS history (worker/sms/delivery.ts). */
export interface SmsPayload {
  smsMessageId: string;
}

/** A post's delivery names only its row: the commentary and the article are read when it is sent. */
export interface LinkedinPostPayload {
  postId: string;
}

export interface CrmSyncPayload {
  leadId: string;
}

export interface ResumeTextPayload {
  applicationId: string;
}

/** A received email's attachment to read: the email and the attachment's R2 key. */
export interface AttachmentTextPayload {
  threadEmailId: string;
  key: string;
}

export interface JobIndexingPayload {
  url: string;
  type: IndexingNotification;
}

/**
 * A job to list on Indeed (created, or updated with everything again) or to take down, through the Job Sync API. The
 * job is read when it is sent; an expiry of a deleted job carries the id Indeed gave the posting.
 */
export interface IndeedSyncPayload {
  jobId: string;
  action: JobBoardPostingAction;
  sourcedPostingId?: string;
}

/** Only GoHighLevel's contact id: nothing personal is kept to send it. */
export interface CrmDeletePayload {
  contactId: string;
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
  attachment_text: AttachmentTextPayload;
  indeed_sync: IndeedSyncPayload;
}

export interface KindHandler<K extends DeliveryKind> {
  /** Wait before the first retry; then twice as long each time (worker/domain/backoff.ts). */
  firstRetryMs: number;
  /** Whether the service can be used now, and if not why (the message then waits, pending, with that reason). */
  status(env: Bindings, db: Db): ServiceStatus | Promise<ServiceStatus>;
  /** `now` is the attempt's instant (the pipeline always passes it; a fixed clock in tests). */
  send(env: Bindings, delivery: Delivery, payload: DeliveryPayloads[K], now?: Date): Promise<DeliveryResult>;
  /** What else a sent message changes, written in the same batch as its "sent" state. */
  onSent?(db: Db, delivery: Delivery, result: { providerId: string | null; sentAt: Date }): BatchItem<"sqlite">[];
  /** What else a message given up on (failed or dead) changes, written in the same batch as that state. */
  onGiveUp?(db: Db, delivery: Delivery, error: string): BatchItem<"sqlite">[];
}

/**
 * Handlers by kind, as the pipeline is handed them: every kind from the registry, or one area's own kind when
 * that area sends a message of it at once (a text "send now").
 */
export type KindHandlers = { [K in DeliveryKind]?: KindHandler<K> };
