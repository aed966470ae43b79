import { COMPANY } from "#contract/company";
import { EMAIL_WAITING_PARAM, JOB_ALERT_CONFIRM_LINK_DAYS } from "#contract/job-alert-sent";

/**
 * What each public form's confirmation page says (/contact/sent, /apply/sent, /job-alerts/sent, /newsletter/sent;
 * decision 040): that
 * the submission is stored and what happens next. No text says an email went to the visitor unless one is queued to
 * a working sender: contact messages and applications send the visitor none (staff are notified); a job alert's
 * confirmation link is the only email, and nothing starts without it, so its page has a second text for when the
 * firm's email is not set up (`?email=waiting`, jobAlertSentAddress): the link then waits in the outbox (the
 * delivery pipeline sends it once email is configured).
 */
export interface FormSentCopy {
  title: string;
  lead: string;
  next: readonly string[];
  /** Where the visitor may want to go from here. */
  links: readonly { to: string; label: string }[];
}

/** An alert request answers the same for an address that already confirmed it, and queues nothing then. */
const ALREADY_ACTIVE =
  "Already confirmed this alert for this address? Then it carries on as it is, and no new link is sent.";

const JOB_ALERT_LINKS = [
  { to: "/jobs", label: "Back to the jobs" },
  { to: "/", label: "Back to home" },
];

/** By confirmation page (FORM_POSTS' `sent`): both contact forms share /contact/sent. */
const FORM_SENT: Record<string, FormSentCopy> = {
  "/contact/sent": {
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
  "/apply/sent": {
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
  "/job-alerts/sent": {
    title: "Confirm your job alert",
    lead: "Your alert is saved, waiting for your confirmation.",
    next: [
      "It starts when you follow the confirmation link we email to the address you gave. Until then we send you nothing else.",
      "No email within a few minutes? Check your spam folder, or ask for the alert again: a new link replaces the old one.",
      ALREADY_ACTIVE,
      "Every alert email has a one-click unsubscribe link.",
    ],
    links: JOB_ALERT_LINKS,
  },
  "/newsletter/sent": {
    title: "Confirm your subscription",
    lead: "Thank you. Your request is saved, waiting for your confirmation.",
    next: [
      "The newsletter starts when you follow the confirmation link we email to the address you gave. Until then we send you nothing else.",
      "No email within a few minutes? Check your spam folder, or subscribe again: a new link replaces the old one. If our email is not set up yet, the link waits in our outbox and goes out as soon as it is.",
      "Already subscribed with this address? Then nothing changes and no new link is sent.",
      "Every issue has a one-click unsubscribe link.",
    ],
    links: [
      { to: "/resources", label: "Back to the articles" },
      { to: "/", label: "Back to home" },
    ],
  },
};

/** By confirmation page: the text when the visitor's confirmation email cannot go out yet (`?email=waiting`). */
const FORM_SENT_EMAIL_WAITING: Record<string, FormSentCopy> = {
  "/job-alerts/sent": {
    title: "Your job alert is saved",
    lead: "Our email is not set up yet, so we cannot send you the link that confirms your alert.",
    next: [
      "Nothing is lost: the confirmation link waits in our outbox and goes to the address you gave as soon as our email is set up. Your alert starts when you follow it; until then we send you nothing else.",
      `The link works for ${JOB_ALERT_CONFIRM_LINK_DAYS} days from today. Not received by then? Ask for the alert again from the jobs page.`,
      ALREADY_ACTIVE,
      `Questions? Call us at ${COMPANY.phone}.`,
    ],
    links: JOB_ALERT_LINKS,
  },
};

/** The text of the confirmation page at this address, or undefined where no form confirms. */
export function formSentCopy(pathname: string, search: string): FormSentCopy | undefined {
  const waiting = new URLSearchParams(search).get(EMAIL_WAITING_PARAM.name) === EMAIL_WAITING_PARAM.value;
  return (waiting && FORM_SENT_EMAIL_WAITING[pathname]) || FORM_SENT[pathname];
}
