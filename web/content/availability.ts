import type { MeetingLocation } from "#contract/site-enums";

/** The words of the Availability screen (/admin/availability): what can be booked, and when. */

export const AVAILABILITY_PAGE = {
  title: "Availability",
  intro:
    "What visitors can book on /book and when: the firm's weekly hours, which every booking type follows, each type with its rules (and hours that narrow the firm's), dates with other hours (holidays, time off), and how many appointments a day the firm takes. Times are Eastern Time.",
} as const;

export const FIRM_HOURS_PANEL = {
  title: "Firm hours",
  description:
    "The firm's calendar: every booking type follows these hours, and a type with hours of its own is open only where both are. Any day, Saturday and Sunday too, can be opened; a day with no window is closed.",
  save: "Save firm hours",
  saved: "Firm hours saved",
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
    "A closure, or other hours on one date, for the whole firm (all types) or one type. A firm closure closes every type; a type's other hours stay within the firm's. Adding an override for a date and type that has one replaces it.",
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
  hours: {
    label: "Own weekly hours",
    hint: "Leave every day empty to follow the firm's hours. With windows, the type is open only where they and the firm's hours meet; a day with no window is closed for it. Eastern Time.",
  },
} as const;

export const OVERRIDE_FIELDS = {
  date: { label: "Date" },
  scope: { label: "Applies to", all: "All booking types" },
  kind: { label: "On that day", closed: "Closed", windows: "Other hours" },
  until: {
    label: "Closed through (optional)",
    hint: "To close a run of days at once, such as a holiday season: every day up to this date.",
  },
  windows: { label: "Hours", hint: "Eastern Time; replaces the weekly hours on that date, within the firm's." },
  note: {
    label: "Note",
    hint: "The reason, for staff, e.g. Thanksgiving; shown when a booking is moved onto the day.",
  },
} as const;

export const LOCATION_LABELS: Readonly<Record<MeetingLocation, string>> = {
  virtual: "Video call",
  office: "In person (office)",
  phone: "Phone call",
};
