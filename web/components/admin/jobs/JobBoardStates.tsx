import type { JobBoardPostingView } from "#contract/job-listing";
import { JOB_BOARD_STATES } from "../../../content/jobs";
import { Badge } from "../../ui/badge";
import { formatDateTime } from "../labels";
import { Panel, QueryStatus } from "../Panel";
import { useJobPostings } from "./job-admin-queries";

const TONES = { live: "green", waiting: "yellow", refused: "red", expired: "neutral" } as const;

function PostingRow({ posting }: { posting: JobBoardPostingView }) {
  const words = posting.state === "refused" ? (posting.error ?? posting.boardAnswer) : posting.boardAnswer;
  // A board reached through another shows that board's state; its details are that board's row.
  const details = !posting.reachedThrough;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{posting.jobBoard}</span>
        <Badge tone={TONES[posting.state]}>{JOB_BOARD_STATES.states[posting.state]}</Badge>
        {posting.state === "waiting" && (
          <span className="text-xs text-muted-foreground">{JOB_BOARD_STATES.waitingFor[posting.action]}</span>
        )}
        {posting.reachedThrough && (
          <span className="text-xs text-muted-foreground">
            {JOB_BOARD_STATES.reachedThrough} {posting.reachedThrough}
          </span>
        )}
      </div>
      {details && posting.waitingReason && <p className="mt-1 text-sm text-amber-800">{posting.waitingReason}</p>}
      {details && (
        <dl className="mt-1 grid gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr]">
          {posting.sentAt && (
            <>
              <dt>{JOB_BOARD_STATES.sent}</dt>
              <dd>{formatDateTime(posting.sentAt)}</dd>
            </>
          )}
          {words && (
            <>
              <dt>{JOB_BOARD_STATES.answer}</dt>
              <dd className="break-words whitespace-pre-wrap text-foreground">{words}</dd>
            </>
          )}
          {!posting.sentAt && posting.state !== "refused" && (
            <>
              <dt>{JOB_BOARD_STATES.feedRead}</dt>
              <dd className="break-words">
                {posting.feedReadAt
                  ? `${formatDateTime(posting.feedReadAt)} · ${posting.feedReadBy ?? ""}`
                  : JOB_BOARD_STATES.noFeedRead}
              </dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}

/** The job order page's panel of what each board did with the job. */
export function JobBoardStates({ jobId }: { jobId: string }) {
  const postings = useJobPostings(jobId);
  return (
    <Panel id="job-boards" title={JOB_BOARD_STATES.heading} description={JOB_BOARD_STATES.description}>
      <QueryStatus query={postings} noun="job board postings" empty={JOB_BOARD_STATES.none} />
      {postings.data && postings.data.length > 0 && (
        <ul className="mt-2 divide-y divide-border">
          {postings.data.map((posting) => (
            <PostingRow key={posting.jobBoardId} posting={posting} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
