import { INDEED_MODES, type JobBoardView } from "#contract/job-listing";
import { INDEED_SETUP } from "../../../content/jobs";
import { ApiError } from "../../../lib/api";
import { EnumSelect } from "../../ui/enum-select";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { useJobBoards, useSetIndeedMode, useToggleJobBoard } from "./job-admin-queries";

const failed = (title: string) => (error: Error) =>
  toast({
    title,
    description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message,
    variant: "destructive",
  });

/** Indeed's setup: its API for a staffing firm or the feed for a direct employer, and the sponsorship rule. */
function IndeedSetup({ board }: { board: JobBoardView }) {
  const setMode = useSetIndeedMode();
  const indeed = board.indeed!;
  return (
    <div className="basis-full space-y-2">
      <EnumSelect
        label={INDEED_SETUP.label}
        values={INDEED_MODES}
        labelOf={(mode) => INDEED_SETUP.modes[mode]}
        value={indeed.mode}
        onChange={(indeedMode) =>
          setMode.mutate(
            { id: board.id, indeedMode },
            {
              onSuccess: () => toast({ title: "Job board updated successfully!" }),
              onError: failed("Error updating job board"),
            },
          )
        }
      />
      <p className="text-xs text-muted-foreground">{INDEED_SETUP.sponsorship}</p>
      {indeed.mode === "job_sync" && (
        <p className={indeed.connected ? "text-xs text-green-800" : "text-xs text-amber-800"}>
          {indeed.connected ? INDEED_SETUP.connected : indeed.reason}
        </p>
      )}
    </div>
  );
}

/**
 * The job boards with their active switch; feed-based ones link to the feed they read, a board reached through another
 * (Glassdoor) says so and shows that board's switch, Indeed says how it is reached.
 */
export function JobBoardsPanel() {
  const boards = useJobBoards();
  const toggle = useToggleJobBoard();
  return (
    <section className="rounded-lg border border-border bg-white p-5 shadow-xs" aria-labelledby="job-boards-heading">
      <h2 id="job-boards-heading" className="text-lg font-semibold text-primary">
        Job boards
      </h2>
      {boards.isPending && <p className="mt-3 text-sm text-muted-foreground">Loading job boards...</p>}
      {boards.isError && <p className="mt-3 text-sm text-red-800">Job boards could not be loaded.</p>}
      <ul className="mt-3 divide-y divide-border">
        {boards.data?.map((board) => (
          <li key={board.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{board.name}</p>
              <p className="text-xs text-muted-foreground break-words">
                {board.reachedThrough ? (
                  `Reached through ${board.reachedThrough}: on while ${board.reachedThrough} is on`
                ) : board.feedPath ? (
                  <>
                    Connected by feed:{" "}
                    <a href={board.feedPath} className="underline" target="_blank" rel="noreferrer">
                      {board.feedPath}
                    </a>
                  </>
                ) : (
                  !board.indeed && "No feed of ours"
                )}
              </p>
            </div>
            <Switch
              checked={board.isActive}
              aria-label={`${board.name} active`}
              // A board reached through another follows that board's switch.
              disabled={toggle.isPending || board.reachedThrough !== null}
              onCheckedChange={(isActive) =>
                toggle.mutate(
                  { id: board.id, isActive },
                  {
                    onSuccess: () => toast({ title: "Job board updated successfully!" }),
                    onError: failed("Error updating job board"),
                  },
                )
              }
            />
            {board.indeed && <IndeedSetup board={board} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
