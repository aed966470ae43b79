import type { ApplicationScope, NotificationEvent } from "#contract/notifications";

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
  emailTo: "Emails go to your account's address,",
  noEmail: "Your account has no email address yet, so no emails are sent.",
  changeEmail: "Change it on My account",
  emailNeeded: "Add an email address to your account (My account) to receive emails.",
  unavailable: "You do not have this area, so nothing reaches you from it.",
  saved: "Preferences saved",
} as const;
