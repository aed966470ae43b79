import type { ApplicationScope, NotificationEvent } from "../../worker/contract/notifications";

/** The words of /admin/notifications and the header's bell. */

export const NOTIFICATIONS_PAGE = {
  title: "Notifications",
  intro:
    "What happened that you asked to hear about: new applications, messages and bookings. Choose below what reaches you, here and by email.",
  empty: "Nothing yet. New events you follow appear here as they happen.",
  emptyUnread: "Nothing unread.",
  markAllRead: "Mark all read",
  bell: "Notifications",
} as const;

export const NOTIFICATION_EVENT_LABELS: Readonly<Record<NotificationEvent, string>> = {
  application_new: "New application",
  message_new: "New message",
  booking_new: "New booking",
  booking_moved: "Booking moved by the booker",
  booking_cancelled: "Booking cancelled",
  email_reply: "Reply to an email of yours",
  client_feedback: "A client answered a submittal",
  text_received: "A text from a candidate",
};

export const APPLICATION_SCOPE_LABELS: Readonly<Record<ApplicationScope, string>> = {
  off: "Off",
  own: "Jobs I own",
  all: "All jobs",
};

export const PREFERENCES_PANEL = {
  title: "What reaches you",
  description: "In the list above and, if you wish, by email. A change applies from the next event on.",
  emailLabel: "Email address for notifications",
  emailHint: "Emails are sent only to this address, and only for the events you switch email on for.",
  emailNeeded: "Add an email address above to receive emails.",
  unavailable: "You do not have this area, so nothing reaches you from it.",
  save: "Save address",
  saved: "Preferences saved",
} as const;
