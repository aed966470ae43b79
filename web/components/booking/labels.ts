import type { MeetingLocation } from "#contract/site-enums";

/** The Meeting Type choices as the booker reads them. */
export const MEETING_TYPE_LABELS: Record<MeetingLocation, string> = {
  virtual: "Video call",
  office: "In person at our Carmel, IN office",
  phone: "Phone call",
};
