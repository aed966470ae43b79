import { useDeferredValue, useState } from "react";
import type { CandidateDetail } from "#contract/candidates";
import type { EmailTemplateView } from "#contract/conversations";
import { mergeFieldsUsed } from "#contract/merge-fields";
import { formatClockTime, formatLongDate, zoneLabel } from "#contract/time-zone";
import { COMPOSER } from "../../../content/timeline";
import { ApiError } from "../../../lib/api";
import { useEmailPreview } from "./timeline-queries";

export type Channel = "email" | "text" | "note";
export const CHANNELS: readonly Channel[] = ["email", "text", "note"];

export type Problems = { subject?: string; body?: string; form?: string };

/**
 * What the server said to do. Its message, above the button, when it says what to do (a merge field without a value,
 * an application, consent, the sending service); when it only names the fields ("Invalid request: check body."),
 * each field's own problem under it and any other above the button. The generic words only when it gave none.
 */
export function problemsOf(failure: unknown, fallback: string): Problems {
  if (!(failure instanceof ApiError)) return { form: fallback };
  const issues = failure.issues ?? [];
  const namesFieldsOnly = !failure.serverMessage || failure.serverMessage.startsWith("Invalid request:");
  if (issues.length === 0 || !namesFieldsOnly) return { form: failure.serverMessage || fallback };
  const on = (path: string) =>
    issues
      .filter((issue) => issue.path === path)
      .map((issue) => issue.message)
      .join(". ") || undefined;
  const elsewhere = issues.filter((issue) => issue.path !== "subject" && issue.path !== "body");
  return {
    subject: on("subject"),
    body: on("body"),
    form: elsewhere.length > 0 ? elsewhere.map((issue) => issue.message).join(". ") : undefined,
  };
}

/** A refused preview in words: what to do, from the server. */
export function previewProblem(failure: unknown): string {
  const { subject, body, form } = problemsOf(failure, COMPOSER.previewFailed);
  return [subject, body, form].filter(Boolean).join(". ");
}

/** "8:00 AM ET on November 28, 2026": when a held text goes, on the candidate's clock. */
export function onTheirClock(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return `at ${formatClockTime(instant, timeZone)} ${zoneLabel(instant, timeZone)} on ${formatLongDate(instant, timeZone)}`;
}

/** A text's toast: sent, held until the candidate's morning (on their clock), or waiting (and why). */
export function textQueuedTitle(queued: {
  waiting?: Parameters<typeof COMPOSER.textWaiting>[0] | null;
  notBefore?: string | null;
  timeZone: string;
}): string {
  return queued.waiting
    ? COMPOSER.textWaiting(queued.waiting)
    : queued.notBefore
      ? COMPOSER.textScheduled(onTheirClock(queued.notBefore, queued.timeZone))
      : COMPOSER.textSent;
}

/**
 * The message being written: its subject and body, the application its job's merge fields come from, and the email's
 * preview; a template fills it in.
 */
export function useComposerDraft(candidate: CandidateDetail, channel: Channel) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const latest = candidate.applications.find((application) => application.jobId) ?? candidate.applications[0];
  // Computed while none is chosen, so an application added meanwhile becomes the default.
  const [chosenApplication, setApplicationId] = useState<string>();
  const applicationId = chosenApplication ?? latest?.id ?? "";
  const fields = channel === "email" ? mergeFieldsUsed(`${subject}\n${body}`) : [];
  const needsApplication = fields.some((field) => field === "job.title" || field === "client.name");
  const composed = { subject, body, ...(needsApplication && applicationId ? { applicationId } : {}) };
  const shown = useDeferredValue(composed);
  // Every email is shown as it will go (merge fields filled in, the sender's signature under it) before it is sent.
  const preview = useEmailPreview(
    candidate.id,
    shown,
    channel === "email" && shown.subject.trim() !== "" && shown.body.trim() !== "",
  );
  /** The template's words fill the email, once the recruiter agrees to replace what they typed. */
  const fillFromTemplate = (template: EmailTemplateView) => {
    if ((subject.trim() || body.trim()) && !window.confirm(COMPOSER.replaceTyped)) return false;
    setSubject(template.subject);
    setBody(template.body);
    return true;
  };

  return {
    subject,
    setSubject,
    body,
    setBody,
    applicationId,
    setApplicationId,
    needsApplication,
    composed,
    preview,
    fillFromTemplate,
  };
}
