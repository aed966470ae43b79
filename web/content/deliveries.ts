import type { DeliveryKind, DeliveryStatus } from "#contract/enums";

/** The words of the Deliveries screen (/admin/deliveries): every message the site sends to the outside world. */

export const DELIVERIES_PAGE = {
  title: "Deliveries",
  intro:
    "Every message the site sends out (emails, texts, CRM syncs, LinkedIn posts and notices to Google about job pages), and the reading of uploaded resumes for search, with its state. Retry one that did not go out, or discard one that should not.",
  empty:
    "No messages yet. Booking confirmations, texts, CRM syncs and LinkedIn posts appear here once they are written.",
  emptyFiltered: "No messages match these filters.",
  searchLabel: "Search messages by recipient",
  searchPlaceholder: "Recipient starts with (address or phone)",
} as const;

/** One banner per service that is not set up, instead of the same reason on every waiting row. */
export const waitingBanner = (kindLabel: string, reason: string, count: number) =>
  `${count} ${kindLabel} ${count === 1 ? "message waits" : "messages wait"}. ${reason.replace(/\.?$/, ".")} ` +
  `${count === 1 ? "It goes" : "They go"} out once the service is set up.`;

/** What a waiting row says; the banner above the list says why. */
export const WAITING_ROW = "Waiting until its service is set up (see above).";

export const BULK_ACTIONS = {
  selectAll: "Select every message on this page",
  select: (summary: string) => `Select ${summary}`,
  selected: (count: number) => `${count} selected`,
  retry: "Retry selected",
  discard: "Discard selected",
  clear: "Clear selection",
  done: (action: "retry" | "discard", changed: number, refused: number) =>
    `${changed} ${changed === 1 ? "message" : "messages"} ${action === "retry" ? "queued again" : "discarded"}` +
    (refused
      ? `; ${refused} left as ${refused === 1 ? "it was" : "they were"} (sent, withdrawn or already given up).`
      : "."),
  confirmDiscard: (count: number) => ({
    title: "Discard messages",
    description: `Stop trying to send ${count} ${count === 1 ? "message" : "messages"}? They are marked failed and are not sent unless someone retries them.`,
    confirmLabel: "Discard",
  }),
} as const;

/** The email as sent, read from its delivery (/admin/deliveries/:id/email). */
export const SENT_EMAIL = {
  link: "Read the email as sent",
  waitingLink: "Read the email waiting to go",
  title: "Email as sent",
  intro:
    "This email exactly as it was handed to the email service: its headers, its text, its HTML and any attachment.",
  notSent:
    "Not sent yet: this is the email as it waits to go. The email service adds the sender, the date and the message id when it sends it.",
  back: "All deliveries",
  headers: "Headers",
  text: "Text",
  html: "HTML",
  attachment: (filename: string) => `Attachment: ${filename}`,
  htmlFrame: "The email's HTML part",
} as const;

/** What each kind is called on the screen. */
export const DELIVERY_KIND_LABELS: Readonly<Record<DeliveryKind, string>> = {
  email: "Email",
  sms: "Text (SMS)",
  crm_sync: "CRM sync",
  crm_delete: "CRM deletion",
  linkedin_post: "LinkedIn post",
  resume_text: "Resume text",
  job_indexing: "Google indexing",
  indeed_sync: "Indeed Job Sync",
  attachment_text: "Attachment text",
};

/** What each state means, shown under the status filter once one is chosen. */
export const DELIVERY_STATUS_HELP: Readonly<Record<DeliveryStatus, string>> = {
  pending: "Waiting to go out, being retried, or waiting for its service to be connected.",
  sent: "Accepted by the service. A sent message is never sent twice.",
  failed: "Refused for good by the service, or discarded by staff.",
  dead: "Out of attempts. Retry it once the cause is fixed, or discard it.",
  withdrawn:
    "Taken back unsent because what it was about changed, such as a reminder of a moved or cancelled appointment.",
};

/** A service's backlog on its own dashboard, in the order shown: "Waiting 3 · Sent 12 · Failed 1 · Out of attempts 0". */
export const DELIVERY_BACKLOG_LABELS: readonly (readonly [DeliveryStatus, string])[] = [
  ["pending", "Waiting"],
  ["sent", "Sent"],
  ["failed", "Failed"],
  ["dead", "Out of attempts"],
];

export const DISCARD_CONFIRM = {
  title: "Discard message",
  description: (summary: string, recipient: string) =>
    `Stop trying to send "${summary}" to ${recipient}? It is marked failed and is not sent unless someone retries it.`,
  confirmLabel: "Discard",
} as const;

/** The back office's one banner while no email sender is set up (issue 33 item 9): what staff need, no setting names. */
export const EMAIL_NOT_CONNECTED_BANNER =
  "Email is not connected: emails to candidates, clients and staff wait in the outbox and go out once an administrator connects a sending service.";

export const BULK_EMAIL_CAP_PANEL = {
  title: "Bulk email cap",
  intro: (cap: number) =>
    `Newsletter issues, job alert digests and other bulk emails go out at most ${cap} a day from the firm's address (UTC days); the rest wait for the next days, each showing when it goes. Emails people asked for, such as booking confirmations, are not counted.`,
  field: "Bulk emails a day",
  saved: "Bulk email cap saved.",
} as const;
