import { ApiError } from "../../../lib/api";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { useJobBoards, useToggleJobBoard } from "./job-admin-queries";

/**
 * The job boards with their active switch; feed-based ones link to the feed they read, a board reached through another
 * (Glassdoor) says so and shows that board's switch.
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
          <li key={board.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
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
                  "No feed of ours"
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
                    onError: (error) =>
                      toast({
                        title: "Error updating job board",
                        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message,
                        variant: "destructive",
                      }),
                  },
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
