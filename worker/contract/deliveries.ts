import type { DeliveryKind, DeliveryStatus } from "./enums";

/** JSON shapes of the deliveries API (every message to the outside world, worker/delivery/) and the services' state. */

/**
 * Whether an outside service can be used now, the one shape for every service (email, texts, CRM, LinkedIn, AI):
 * `reason` says what is missing when it cannot.
 */
export interface ServiceStatus {
  configured: boolean;
  reason: string | null;
}

/**
 * How a visitor's confirmation email is doing, said honestly where they land (a booking's confirmation, a job
 * alert's): on its way to a working sender, or waiting in the outbox until email is set up.
 */
export type ConfirmationEmailState = "sending" | "not_connected";

/** An email as it was handed to the sender: its headers (as written in the message), text and HTML. */
export interface SentEmailCopy {
  headers: string;
  text: string;
  html: string;
}

/** An email's attachment as text (a calendar invitation's .ics), for staff to read on the deliveries screen. */
export interface EmailAttachmentText {
  filename: string;
  contentType: string;
  text: string;
}

export interface DeliveryView {
  id: string;
  kind: DeliveryKind;
  /** Who or what it goes to: an email address, a phone number, a lead, a LinkedIn page. */
  recipient: string;
  /** A line a person recognises the message by (an email's subject). */
  summary: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  /** Why a pending message is not going out (its service is not configured), or null. */
  waitingReason: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** Whether the message as sent can be read (`GET /api/admin/deliveries/:id/sent-email`). */
  hasSentCopy: boolean;
  /** Whether it is an email not sent (yet) whose message is kept: readable at the same address as it will go. */
  hasWaitingEmail: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Pending messages waiting for a service that is not set up, per service and reason (one banner each). */
export interface WaitingService {
  kind: DeliveryKind;
  reason: string;
  count: number;
}

/** The most messages one bulk action takes: a page of the screen, well inside D1's bound-parameter limit. */
export const BULK_DELIVERY_MAX = 50;
export const BULK_DELIVERY_ACTIONS = ["retry", "discard"] as const;

/** A bulk retry or discard: what changed, and for each other message why not (`not_found`, `already_sent` ...). */
export interface BulkDeliveryResult {
  action: (typeof BULK_DELIVERY_ACTIONS)[number];
  changed: DeliveryView[];
  refused: { id: string; code: string; message: string }[];
}

/** Counts by status, for the dashboards that show a service's backlog. */
export type DeliveryCounts = Record<DeliveryStatus, number>;

/** What the deliveries routes answer (worker/contract/api.ts). */
export interface DeliveryAnswers {
  /** Paged: `limit` and `offset`, the total in `X-Total-Count`. */
  "GET /api/admin/deliveries": DeliveryView[];
  "GET /api/admin/deliveries/waiting": WaitingService[];
  "POST /api/admin/deliveries/bulk": BulkDeliveryResult;
  "GET /api/admin/deliveries/:id/sent-email": SentEmailCopy & {
    delivery: DeliveryView;
    attachment: EmailAttachmentText | null;
  };
  "POST /api/admin/deliveries/:id/retry": DeliveryView;
  "POST /api/admin/deliveries/:id/discard": DeliveryView;
}
