import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { APPLICATION_STAGE_LABELS, REJECTION_REASON_LABELS } from "#contract/application-pipeline";
import type { CandidateDetail } from "#contract/candidates";
import type { SubmittalDecision } from "#contract/desk-enums";
import { type ApplicationStage, BOARD_SOURCE_NAMES, type RejectionReason } from "#contract/enums";
import { roundLabel } from "#contract/interviews";
import { SUBMITTAL_DECISION_LABELS } from "#contract/submittals";
import { type InterviewTimelineEvent, type TimelineEntry, type TimelineKind, timelineAnchor } from "#contract/timeline";
import {
  COMPOSER,
  INTERVIEW_LINK_TEXT,
  INTERVIEW_TIMELINE_WORDS,
  TIMELINE_KIND_LABELS,
  TIMELINE_PANEL,
} from "../../../content/timeline";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { ListPager } from "../ListPager";
import { formatDateTime } from "../labels";
import { Panel } from "../Panel";
import { CandidateComposer } from "./CandidateComposer";
import { TIMELINE_PAGE_SIZE, useTexting, useTimeline } from "./timeline-queries";

/** "new>contacted" as staff read it: "New → Contacted". */
function stageMove(detail: string | null): string | null {
  const [from, to] = (detail ?? "").split(">") as [ApplicationStage?, ApplicationStage?];
  return from && to ? `${APPLICATION_STAGE_LABELS[from] ?? from} → ${APPLICATION_STAGE_LABELS[to] ?? to}` : null;
}

/** The job board an application came through, by its source ("ziprecruiter": "ZipRecruiter"). */
function boardName(source: string): string {
  return Object.hasOwn(BOARD_SOURCE_NAMES, source)
    ? BOARD_SOURCE_NAMES[source as keyof typeof BOARD_SOURCE_NAMES]
    : source;
}

/** "interview>" or "decline>skills_gap" as staff read it: "Interview" or "Decline (Skills gap)". */
function clientAnswer(detail: string | null): string | null {
  const [decision, reason] = (detail ?? "").split(">") as [SubmittalDecision?, RejectionReason?];
  if (!decision) return null;
  const label = SUBMITTAL_DECISION_LABELS[decision] ?? decision;
  return reason ? `${label} (${REJECTION_REASON_LABELS[reason] ?? reason})` : label;
}

/**
 * "Times offered: the link went by email and by text", "Scheduled for Dec 1, 10:00 AM", "Cancelled": an interview's
 * event as staff read it, with its round.
 */
function interviewLine(entry: TimelineEntry): string {
  const [event, text] = (entry.detail ?? "").split(">") as [InterviewTimelineEvent, string?];
  const round = entry.title ? `${roundLabel(entry.title)}: ` : "";
  const words = INTERVIEW_TIMELINE_WORDS[event] ?? event;
  if (event === "offered") {
    const how =
      text === "held" && entry.scheduledFor
        ? INTERVIEW_LINK_TEXT.held(formatDateTime(entry.scheduledFor))
        : text === "queued"
          ? INTERVIEW_LINK_TEXT.queued
          : INTERVIEW_LINK_TEXT.not_sent;
    return `${round}${words}${how}`;
  }
  return entry.scheduledFor ? `${round}${words} for ${formatDateTime(entry.scheduledFor)}` : `${round}${words}`;
}

/** A sequence's state, and its next step while it runs. */
function sequenceLine(entry: TimelineEntry): string {
  const state = TIMELINE_PANEL.sequenceState(entry.detail ?? "");
  if (entry.detail !== "active" || !entry.scheduledFor) return state;
  return `${state}. ${TIMELINE_PANEL.sequenceNext(formatDateTime(entry.scheduledFor))}`;
}

function whoOf(entry: TimelineEntry): string {
  if (entry.who.type === "system") return "Sent automatically";
  return entry.who.type === "client" ? `${entry.who.name}, on the client portal` : entry.who.name;
}

/** Kinds whose title is the job applied to, linked to the application. */
const APPLICATION_KINDS: readonly TimelineKind[] = ["application", "stage_change", "submittal", "client_feedback"];

/**
 * One event: what, who and when, then its words as plain text (never read as HTML). Its element's id is its anchor
 * (`timelineAnchor`), so a link can open the page at it; the entry a link opened is `targeted`: marked and focused.
 * `waiting` is what a text not yet sent says while texting is not connected.
 */
function Entry({ entry, targeted, waiting }: { entry: TimelineEntry; targeted: boolean; waiting: string | null }) {
  const interview = entry.kind === "interview";
  const title = interview
    ? null
    : (entry.title ?? (entry.kind === "application" ? TIMELINE_PANEL.generalApplication : null));
  const line = interview
    ? interviewLine(entry)
    : entry.kind === "stage_change"
      ? stageMove(entry.detail)
      : entry.kind === "submittal"
        ? entry.detail && `To ${entry.detail}`
        : entry.kind === "client_feedback"
          ? clientAnswer(entry.detail)
          : entry.kind === "booking" && entry.scheduledFor
            ? `For ${formatDateTime(entry.scheduledFor)} (${entry.detail})`
            : entry.kind === "text_out"
              ? waiting && entry.detail === "pending"
                ? waiting
                : entry.scheduledFor
                  ? TIMELINE_PANEL.textHeld(formatDateTime(entry.scheduledFor))
                  : entry.detail
              : entry.kind === "email_in" || entry.kind === "text_in"
                ? `From ${entry.detail}`
                : entry.kind === "application" && entry.detail
                  ? `Through ${boardName(entry.detail)}`
                  : entry.kind === "sequence"
                    ? sequenceLine(entry)
                    : null;
  return (
    <li
      id={timelineAnchor(entry.kind, entry.id)}
      tabIndex={-1}
      className={cn(
        "scroll-mt-24 rounded-md border p-3 text-sm outline-none",
        targeted ? "border-primary bg-primary/10 ring-2 ring-primary" : "border-border bg-muted/40",
      )}
      data-kind={entry.kind}
      data-targeted={targeted || undefined}
    >
      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">
          {entry.kind === "application" && entry.who.type === "staff"
            ? TIMELINE_PANEL.addedToJob
            : TIMELINE_KIND_LABELS[entry.kind]}
        </span>
        <span>{whoOf(entry)}</span>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {title &&
        (entry.applicationId && APPLICATION_KINDS.includes(entry.kind) ? (
          <Link
            to={`/admin/applications/${entry.applicationId}`}
            className="mt-1 block font-medium text-primary underline-offset-2 hover:underline"
          >
            {title}
          </Link>
        ) : (
          <p className="mt-1 font-medium break-words">{title}</p>
        ))}
      {line && <p className="mt-1 text-muted-foreground break-words">{line}</p>}
      {entry.body && <p className="mt-1 whitespace-pre-wrap break-words">{entry.body}</p>}
    </li>
  );
}

/** The entry a link's hash names (`#entry-<kind>-<id>`), if any. */
function useTargetEntry(): string | null {
  const { hash } = useLocation();
  return hash.startsWith("#entry-") ? decodeURIComponent(hash.slice(1)) : null;
}

/**
 * The candidate's one timeline, newest first and paged on the server, with the composer above it; on a phone the
 * composer waits behind a button so the timeline comes first. A link to an entry (a notification's) opens the page
 * at it: the pages are read on until it is found, then it is scrolled to, marked and focused.
 */
export function CandidateTimeline({ candidate, className }: { candidate: CandidateDetail; className?: string }) {
  const target = useTargetEntry();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const timeline = useTimeline(candidate.id, page);
  const texting = useTexting(candidate.id).data;
  const rows = timeline.data?.rows ?? [];
  const found = target !== null && rows.some((entry) => timelineAnchor(entry.kind, entry.id) === target);
  const shown = useRef<string | null>(null);
  const total = timeline.data?.total ?? 0;
  const settled = Boolean(timeline.data) && !timeline.isPlaceholderData;

  // An older entry is on a later page: read on until it is there, or the pages end.
  useEffect(() => {
    if (target && settled && !found && shown.current !== target && page * TIMELINE_PAGE_SIZE < total)
      setPage((current) => current + 1);
  }, [target, settled, found, page, total]);

  useEffect(() => {
    if (!target || !found || shown.current === target) return;
    shown.current = target;
    const element = document.getElementById(target);
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  }, [target, found]);

  return (
    <Panel id="timeline" title={TIMELINE_PANEL.title} description={TIMELINE_PANEL.description} className={className}>
      <Button
        type="button"
        variant="outline"
        className="mt-4 sm:hidden"
        aria-expanded={writing}
        aria-controls="candidate-composer"
        onClick={() => setWriting((open) => !open)}
      >
        {writing ? COMPOSER.close : COMPOSER.open}
      </Button>
      <div id="candidate-composer" className={cn("mt-4", !writing && "hidden sm:block")}>
        <CandidateComposer candidate={candidate} texting={texting} />
      </div>
      {timeline.isError ? (
        <p className="mt-4 text-sm text-red-700">{TIMELINE_PANEL.failed}</p>
      ) : timeline.data && rows.length === 0 && page === 1 ? (
        <p className="mt-4 text-sm text-muted-foreground">{TIMELINE_PANEL.empty}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Timeline, newest first" data-testid="timeline">
          {rows.map((entry) => {
            const anchor = timelineAnchor(entry.kind, entry.id);
            return <Entry key={anchor} entry={entry} targeted={anchor === target} waiting={texting?.waiting ?? null} />;
          })}
        </ol>
      )}
      {timeline.data && (
        <ListPager
          label={TIMELINE_PANEL.pagerLabel}
          testId="timeline-range"
          page={page}
          pageSize={TIMELINE_PAGE_SIZE}
          shown={rows.length}
          total={timeline.data.total}
          onPage={setPage}
        />
      )}
    </Panel>
  );
}
