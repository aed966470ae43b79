import { COMPANY } from "./company";
import { NEWSLETTER_CONSENT } from "./newsletter-consent";

/**
 * The consent texts the public forms show, one place (decision 030). Each submission stores, per consent it
 * accepted, the version shown and when (`consent_records`); a new wording gets a new version, so what each person
 * agreed to stays known. The forms render `text` from here, so what is stored is what was shown.
 */
export const CONSENT_VERSIONS = {
  application: {
    version: "application-2026-11",
    text: "I agree to the terms and conditions and privacy policy. My details are never shared with an employer without my consent.",
  },
  contact: {
    version: "contact-2026-11",
    text: "By sending this form you agree that we keep your message and details to answer you, as our privacy policy describes.",
  },
  booking: {
    version: "booking-2026-11",
    text: "By booking you agree that we keep your details to hold and confirm this consultation, as our privacy policy describes.",
  },
  job_alerts: {
    version: "job-alerts-2026-11",
    text: "By subscribing you agree that we email you new jobs matching these filters at the frequency you chose. Nothing is sent until you confirm by the link in our email; every alert has a one-click unsubscribe link.",
  },
  newsletter: NEWSLETTER_CONSENT,
  sms_marketing: {
    version: "sms-marketing-2026-11",
    text: `I agree to receive marketing text messages from ${COMPANY.shortName}`,
  },
  sms_appointment: {
    version: "sms-appointment-2026-11",
    text: `I agree to receive non-marketing text messages (appointments and updates) from ${COMPANY.shortName}`,
  },
} as const satisfies Record<string, { version: string; text: string }>;

export type ConsentKey = keyof typeof CONSENT_VERSIONS;
export const CONSENT_KEYS = Object.keys(CONSENT_VERSIONS) as [ConsentKey, ...ConsentKey[]];

/** The rows a consent record belongs to. */
export const CONSENT_SUBJECTS = [
  "application",
  "contact",
  "booking_appointment",
  "job_alert_subscription",
  "newsletter_subscriber",
] as const;
export type ConsentSubject = (typeof CONSENT_SUBJECTS)[number];
