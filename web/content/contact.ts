import { COMPANY } from "#contract/company";

/** How to reach the firm: the /contact page's copy and the home contact section's hours and addresses. */

/** The /contact page's copy (public spec section 2); the firm's phone, email and address come from COMPANY. */
export const CONTACT_PAGE = {
  heading: "Contact Us",
  intro:
    "Tell us about the roles you need to fill or the career move you are planning. A recruiter answers quickly during business hours.",
  panelHeading: "Talk to our team",
  panelText:
    "Call, email or visit our headquarters. For hiring needs, the form is the fastest way to reach the right specialist.",
  responseTime: "Avg. response: 15 min",
  formHeading: "Send us a message",
} as const;

/** The office hours as the home contact section lists them (public spec: Mon-Fri 8-6, Sat 9-2, Sun closed, Eastern). */
export const OFFICE_HOURS: readonly { days: string; hours: string }[] = [
  { days: "Monday - Friday", hours: "8:00 AM - 6:00 PM" },
  { days: "Saturday", hours: "9:00 AM - 2:00 PM" },
  { days: "Sunday", hours: "Closed" },
];

export const OFFICE_TIME_ZONE_NOTE = "All times Eastern (EST)";

/** The addresses a visitor can write to, each with what it is for. */
export const CONTACT_EMAILS: readonly { label: string; address: string }[] = [
  { label: "Hiring and general questions", address: COMPANY.email },
  { label: "Candidates and applications", address: COMPANY.careersEmail },
];
