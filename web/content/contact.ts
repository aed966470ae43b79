import { COMPANY } from "../../worker/contract/company";

/** The office hours as the contact section lists them (public spec: Mon-Fri 8-6, Sat 9-2, Sun closed, Eastern). */
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
