import type { ContactSource, MessageStatus } from "#contract/enums";

/** The words of the Messages screens (/admin/messages and one message). */

export const MESSAGES_PAGE = {
  title: "Messages",
  intro:
    "Every message sent from the contact page and the home page's contact form. Open one to answer it by email, assign it, or mark it done.",
  empty: "No messages yet. They appear here the moment a visitor writes on the site.",
  emptyFiltered: "No messages match these filters.",
} as const;

/** Badge colours of the statuses: what needs someone stands out. */
export const MESSAGE_STATUS_TONES: Readonly<Record<MessageStatus, "yellow" | "blue" | "green">> = {
  new: "yellow",
  in_progress: "blue",
  done: "green",
};

export const REPLY_FORM = {
  label: "Your reply",
  hint: "Sent by email from the firm's address, with the firm's signature under it.",
  submit: "Send reply",
  sent: "Reply saved and queued to send",
} as const;

/** What a reply's email is doing, beside its delivery badge. */
export const REPLY_DELIVERY_TEXT = {
  queued: "Queued to send.",
  sent: "Sent",
  failed: "Not sent",
  dead: "Out of attempts; see Deliveries.",
  removed: "Its email record is no longer kept.",
} as const;

/** Which form a message came from. */
export const MESSAGE_SOURCE_LABELS: Readonly<Record<ContactSource, string>> = {
  "contact-page": "Contact page",
  "home-contact": "Home page contact form",
  email: "Email",
};
