import { COMPANY } from "../../worker/contract/company";
import type { FormName } from "../../worker/contract/form-posts";

/**
 * What each public form's confirmation page says (/contact/sent, /apply/sent, /job-alerts/sent; decision 040): that
 * the submission is stored and what happens next. No text says an email went to the visitor unless one is queued to
 * them: contact messages and applications send the visitor none (staff are notified); a job alert's confirmation
 * link is the only email, and nothing starts without it.
 */
export interface FormSentCopy {
  title: string;
  lead: string;
  next: readonly string[];
  /** Where the visitor may want to go from here. */
  links: readonly { to: string; label: string }[];
}

/** The booking's confirmation is its own page, with the booking (/book?booking=..., decision 039). */
export const FORM_SENT: Record<Exclude<FormName, "booking">, FormSentCopy> = {
  contact: {
    title: "Message Sent Successfully",
    lead: "Thank you. Your message is with our team.",
    next: [
      "A recruiter reads it and answers by email or phone, on average within 15 minutes during business hours.",
      `Our hours: ${COMPANY.hours}. Messages sent outside them are answered the next business morning.`,
      `Need us sooner? Call ${COMPANY.phone}.`,
    ],
    links: [
      { to: "/jobs", label: "Browse open positions" },
      { to: "/", label: "Back to home" },
    ],
  },
  homeContact: {
    title: "Message Sent Successfully",
    lead: "Thank you. Your message is with our team.",
    next: [
      "A recruiter reads it and answers by email or phone, on average within 15 minutes during business hours.",
      `Our hours: ${COMPANY.hours}. Messages sent outside them are answered the next business morning.`,
      `Need us sooner? Call ${COMPANY.phone}.`,
    ],
    links: [
      { to: "/jobs", label: "Browse open positions" },
      { to: "/", label: "Back to home" },
    ],
  },
  application: {
    title: "Application Submitted",
    lead: "Thank you for your application. It is stored safely and only our recruiters can see it.",
    next: [
      "A specialist recruiter reviews your information and contacts you within 48 hours to talk about your goals and the roles that fit.",
      "Your details are never shared with an employer without your consent.",
    ],
    links: [
      { to: "/jobs", label: "Browse open positions" },
      { to: "/resources", label: "Read career resources" },
    ],
  },
  jobAlert: {
    title: "Confirm your job alert",
    lead: "Your alert is saved, waiting for your confirmation.",
    next: [
      "It starts when you follow the confirmation link we email to the address you gave. Until then we send you nothing else.",
      "No email within a few minutes? Check your spam folder, or ask for the alert again: a new link replaces the old one.",
      "Every alert email has a one-click unsubscribe link.",
    ],
    links: [
      { to: "/jobs", label: "Back to the jobs" },
      { to: "/", label: "Back to home" },
    ],
  },
};
