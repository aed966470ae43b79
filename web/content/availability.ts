import type { MeetingLocation } from "../../worker/contract/site-enums";

/** The words of the Availability screen (/admin/availability): what can be booked, and when. */

export const AVAILABILITY_PAGE = {
  title: "Availability",
  intro:
    "What visitors can book on /book and when: each booking type with its weekly hours and rules, dates with other hours (holidays, time off), and how many appointments a day the firm takes. Times are Eastern Time; weekends are always closed.",
} as const;

export const TYPES_PANEL = {
  title: "Booking types",
  description: "A type switched off is no longer offered; its appointments stay. Types are never deleted.",
  empty: "No booking types yet.",
  add: "Add booking type",
} as const;

export const OVERRIDES_PANEL = {
  title: "Date overrides",
  description:
    "A closed day, or other hours on one date, for every type or one. A type's own override wins over one for all types on the same date; adding an override for a date and type that has one replaces it.",
  empty: "No upcoming overrides: every day follows the weekly hours.",
  add: "Add override",
  deleteTitle: "Delete override",
  deleteDescription: "The date goes back to the weekly hours.",
} as const;

export const CAP_PANEL = {
  title: "Overall daily cap",
  description:
    "The most appointments of all types together on one day. When a day holds this many, it shows no free times. Leave empty for no cap.",
} as const;

/** Labels and help of the booking type form, by field. */
export const TYPE_FIELDS = {
  name: { label: "Name" },
  description: { label: "Description", hint: "Shown to visitors when they choose a type." },
  duration: { label: "Duration (min)" },
  price: { label: "Price (USD)", hint: "0 is shown as Free." },
  color: { label: "Color" },
  locationOptions: { label: "Meeting locations", hint: "The wizard offers only these; choose at least one." },
  needsConfirmation: {
    label: "Staff confirm each booking",
    hint: "Bookings wait as scheduled until staff confirm or decline them.",
  },
  isActive: { label: "Offered to visitors" },
  bufferBefore: { label: "Buffer before (minutes)", hint: "Kept free before each appointment of this type." },
  bufferAfter: { label: "Buffer after (minutes)", hint: "Kept free after each appointment of this type." },
  minNoticeHours: { label: "Minimum notice (hours)", hint: "No time is offered sooner than this." },
  maxDaysAhead: { label: "Maximum days ahead", hint: "How far ahead visitors can book." },
  guestChangeNoticeHours: {
    label: "Guest change notice (hours)",
    hint: "Visitors cannot move or cancel inside this; staff can.",
  },
  dailyCap: { label: "Daily cap", hint: "Most appointments of this type on one day. Empty: no cap." },
  hours: { label: "Weekly hours", hint: "Windows per weekday, Eastern Time. A day with no window is closed." },
} as const;

export const OVERRIDE_FIELDS = {
  date: { label: "Date" },
  scope: { label: "Applies to", all: "All booking types" },
  kind: { label: "On that day", closed: "Closed", windows: "Other hours" },
  until: {
    label: "Closed through (optional)",
    hint: "To close a run of days at once, such as a holiday season: every weekday up to this date.",
  },
  windows: { label: "Hours", hint: "Eastern Time; replaces the weekly hours on that date." },
  note: { label: "Note", hint: "For staff, e.g. Thanksgiving." },
} as const;

export const LOCATION_LABELS: Readonly<Record<MeetingLocation, string>> = {
  virtual: "Video call",
  office: "In person (office)",
  phone: "Phone call",
};
