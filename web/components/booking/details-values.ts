import type { MeetingLocation } from "#contract/site-enums";

/** What the details step of the booking wizard collects; kept apart so the wizard holds it before that step loads. */
export interface DetailsValues {
  bookerName: string;
  bookerEmail: string;
  bookerPhone: string;
  bookerCompany: string;
  meetingLocation: MeetingLocation;
  bookerNotes: string;
  /** Consent to a text confirmation and reminders at the phone number; unticked by default. */
  smsConsent: boolean;
}

export const EMPTY_DETAILS: DetailsValues = {
  bookerName: "",
  bookerEmail: "",
  bookerPhone: "",
  bookerCompany: "",
  meetingLocation: "virtual",
  bookerNotes: "",
  smsConsent: false,
};
