import type { AppointmentStatus } from "#contract/enums";

/** The words of the Appointments screens (/admin/appointments and one appointment). */

export const APPOINTMENTS_PAGE = {
  agendaHours: "Appointments by hour",
  title: "Appointments",
  intro:
    "Every consultation booked on the site, by day, by week or as a list. Times are the office's (Eastern); open one to move, cancel or confirm it.",
  empty: "No appointments yet. They appear here the moment a visitor books on the site.",
  emptyFiltered: "No appointments match these filters.",
  emptyDay: "Nothing booked this day.",
  emptyWeek: "Nothing booked this week.",
  searchLabel: "Search appointments",
  searchPlaceholder: "Booker's name, email or company",
  /** The agenda asks for one range at most this large; beyond it the list shows the rest. */
  agendaTruncated: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} appointments in this range. Use the list to see them all.`,
} as const;

export const APPOINTMENT_VIEWS = { day: "Day", week: "Week", list: "List" } as const;

export const AGENDA_NAV = {
  previousDay: "Previous day",
  nextDay: "Next day",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  today: "Today",
} as const;

/** Badge colours of the statuses: waiting yellow, live green, ended grey, missed or cancelled red. */
export const APPOINTMENT_STATUS_TONES: Readonly<
  Record<AppointmentStatus, "neutral" | "green" | "yellow" | "red" | "blue">
> = {
  scheduled: "yellow",
  confirmed: "green",
  cancelled: "red",
  completed: "neutral",
  no_show: "red",
};

export const APPOINTMENT_PAGE = {
  back: "All appointments",
  notFound: "There is no such appointment. It may have been removed with its booking type.",
  noNotes: "The booker left no notes.",
  noHistory: "No changes since it was booked.",
  noMessages: "No emails or texts about this appointment yet.",
  noLead: "No lead is linked to this booking.",
  candidateLink: "All this person sent: applications, messages, bookings",
  leadLink: "Open the CRM",
  formerStaff: "Former staff member",
  waitingHelp: "This type needs confirmation: the booker waits for you to confirm or decline.",
  pastHelp: "Once the meeting has started, mark how it went.",
  noActions: "Nothing left to do: this appointment is closed.",
  smsConsent: "Agreed to text messages about this appointment",
} as const;

/** The buttons, dialogs and toasts of the actions on one appointment. */
export const APPOINTMENT_ACTIONS = {
  reschedule: "Reschedule",
  cancel: "Cancel appointment",
  confirm: "Confirm",
  decline: "Decline",
  completed: "Mark completed",
  noShow: "No-show",
  rescheduleTitle: "Move the appointment",
  rescheduleDescription: (name: string) =>
    `Pick a day and one of its free times, or any date and time. ${name} is sent the new time and a new calendar file; the reminders follow the new time.`,
  rescheduleDay: "Day",
  earlierDays: "Earlier days",
  laterDays: "Later days",
  dayFree: "free times",
  rescheduleTimes: "Free times",
  rescheduleLoading: "Looking for free times...",
  rescheduleNone: "No free times on this day. Try another day.",
  rescheduleSlotsFailed: "The free times could not be loaded.",
  rescheduleConfirm: (time: string) => `Move to ${time}`,
  rescheduleChoose: "Choose a time",
  rescheduled: "Appointment moved",
  anyTime: "Or any date and time",
  anyTimeHint: "Outside the published times too: you are warned when it is outside the hours or on a closure.",
  anyDate: "Date",
  anyClock: "Time",
  anyTimeMissing: "Choose both a date and a time.",
  anyTimeSkipped: "That time does not exist on that day (the clock changes). Choose another.",
  movedWarning: "Moved outside the calendar",
  done: "Done",
  cancelTitle: "Cancel the appointment?",
  cancelDescription: (name: string) =>
    `${name} is told by email, with your reason, and the time becomes free again. This cannot be undone.`,
  cancelReason: "Reason (sent to the booker)",
  cancelConfirm: "Cancel appointment",
  cancelled: "Appointment cancelled",
  declineTitle: "Decline the booking?",
  declineDescription: (name: string) => `${name} is told by email, with your reason, and the time becomes free again.`,
  declineReason: "Reason (sent to the booker)",
  declineConfirm: "Decline booking",
  keep: "Keep it",
  reasonRequired: "Please give a reason",
  statusSaved: {
    confirmed: "Appointment confirmed",
    declined: "Booking declined",
    completed: "Marked completed",
    no_show: "Marked no-show",
  },
  failed: "Not saved",
  tryAgain: "Please try again.",
} as const;
