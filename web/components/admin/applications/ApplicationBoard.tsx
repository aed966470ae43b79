import { type DragEvent, type KeyboardEvent, useRef, useState } from "react";
import { Link } from "react-router";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationListItem,
  type ApplicationUpdate,
  isClosedStage,
  REJECTION_REASON_LABELS,
} from "../../../../worker/contract/application-pipeline";
import { APPLICATION_OPEN_STAGES, type ApplicationStage } from "../../../../worker/contract/enums";
import { BOARD_COPY, CLOSE_JOB_CONFIRM } from "../../../content/applications";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { QueryStatus } from "../Panel";
import { RatingStars, StageBadge } from "./ApplicationParts";
import { BOARD_LIMIT, useBoardApplications, useCloseJob, useMoveOnBoard } from "./application-queries";
import { MoveDialog } from "./MoveDialog";

/** The board's columns: each open stage, then one for every closed stage. */
const COLUMNS = [...APPLICATION_OPEN_STAGES, "closed"] as const;
type Column = (typeof COLUMNS)[number];

const columnOf = (stage: ApplicationStage): Column => (isClosedStage(stage) ? "closed" : (stage as Column));
const columnLabel = (column: Column) =>
  column === "closed" ? BOARD_COPY.closedColumn : APPLICATION_STAGE_LABELS[column];
const fullName = (application: ApplicationListItem) => `${application.firstName} ${application.lastName}`;

/** What the board asks before a move: where in the pipeline (Move…), or how it closed (the Closed column). */
type Asking = { application: ApplicationListItem; closedOnly: boolean } | null;

/**
 * One job's applications as a board (issue 17): a column per open stage and one Closed column. A card moves by
 * drag and drop (mouse), by Alt+ArrowLeft / Alt+ArrowRight when it or its link has focus, or by its "Move…"
 * button (any stage; the way on a phone). Moves are saved at once and said aloud in a live region.
 */
export function ApplicationBoard({ job }: { job: { id: string; title: string; status: string } }) {
  const jobId = job.id;
  const board = useBoardApplications(jobId);
  const move = useMoveOnBoard(jobId, {
    // Placing someone may fill the job; an archived job has nothing left to close.
    saved: ({ change }) => change.stage === "placed" && job.status !== "archived" && setOfferClose(true),
    refused: (error, { application }) => {
      const said = BOARD_COPY.notMoved(fullName(application), APPLICATION_STAGE_LABELS[application.stage]);
      setAnnouncement(said);
      toast({
        title: "Not moved",
        description: (error instanceof ApiError && error.serverMessage) || said,
        variant: "destructive",
      });
    },
  });
  const closeJob = useCloseJob();
  const [asking, setAsking] = useState<Asking>(null);
  const [offerClose, setOfferClose] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [dropTarget, setDropTarget] = useState<Column | null>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());
  // A card moved from the keyboard or its dialog is a new element in its new column: focus follows it there.
  const refocus = useRef<{ id: string; from: HTMLLIElement | undefined } | null>(null);
  const followFocus = (id: string) => (refocus.current = { id, from: cards.current.get(id) });
  function cardRef(id: string, element: HTMLLIElement | null) {
    if (!element) return void cards.current.delete(id);
    cards.current.set(id, element);
    if (refocus.current?.id === id && refocus.current.from !== element) {
      refocus.current = null;
      element.focus();
    }
  }

  const rows = board.data?.rows ?? [];
  const total = board.data?.total ?? 0;

  function save(
    application: ApplicationListItem,
    change: Pick<ApplicationUpdate, "stage" | "rejectionReason"> & { stage: ApplicationStage },
  ) {
    if (change.stage === application.stage && change.rejectionReason === undefined) return;
    setAnnouncement(BOARD_COPY.moved(fullName(application), APPLICATION_STAGE_LABELS[change.stage]));
    move.mutate({ application, change });
  }

  /** A move to a column: straight to an open stage; the Closed column first asks how it ended. */
  function toColumn(application: ApplicationListItem, column: Column) {
    if (column === columnOf(application.stage)) return;
    if (column === "closed") setAsking({ application, closedOnly: true });
    else save(application, { stage: column });
  }

  function onCardKey(event: KeyboardEvent, application: ApplicationListItem) {
    if (!event.altKey || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    const index = COLUMNS.indexOf(columnOf(application.stage)) + (event.key === "ArrowLeft" ? -1 : 1);
    const column = COLUMNS[index];
    if (!column) return;
    followFocus(application.id);
    toColumn(application, column);
  }

  function onDrop(event: DragEvent, column: Column) {
    event.preventDefault();
    setDropTarget(null);
    const application = rows.find((row) => row.id === event.dataTransfer.getData("application/x-application-id"));
    if (application) toColumn(application, column);
  }

  function confirmClose() {
    closeJob.mutate(jobId, {
      onSuccess: () => {
        toast({ title: "Job archived", description: `"${job.title}" has left the site and the job feeds.` });
        setOfferClose(false);
      },
      onError: (error) =>
        toast({
          title: "Job not archived",
          description: (error instanceof ApiError && error.serverMessage) || "Please try again from Jobs.",
          variant: "destructive",
        }),
    });
  }

  return (
    <div className="mt-4">
      <QueryStatus query={{ ...board, data: board.data?.rows }} noun="applications" empty={BOARD_COPY.empty} />
      {rows.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground" id="board-keys">
            {BOARD_COPY.keys}
          </p>
          {total > rows.length && (
            <p className="mt-2 rounded-md bg-yellow-50 p-2 text-sm text-yellow-900" data-testid="board-first-only">
              {BOARD_COPY.firstOnly(BOARD_LIMIT, total)}
            </p>
          )}
          {/* Columns share the width from a laptop up; narrower, the board scrolls sideways (touch scrolling untouched:
              only a mouse drags cards). */}
          <div className="mt-3 flex gap-2 overflow-x-auto pb-3" data-testid="application-board">
            {COLUMNS.map((column) => {
              const inColumn = rows.filter((row) => columnOf(row.stage) === column);
              return (
                <section
                  key={column}
                  aria-labelledby={`board-${column}`}
                  data-column={column}
                  onDragOver={(event) => {
                    if (!event.dataTransfer.types.includes("application/x-application-id")) return;
                    event.preventDefault();
                    setDropTarget(column);
                  }}
                  onDragLeave={() => setDropTarget((current) => (current === column ? null : current))}
                  onDrop={(event) => onDrop(event, column)}
                  className={cn(
                    "flex w-60 shrink-0 flex-col rounded-lg border border-border bg-muted/50 p-1.5 xl:w-auto xl:min-w-0 xl:flex-1 xl:shrink xl:basis-0",
                    dropTarget === column && "border-primary bg-blue-50",
                  )}
                >
                  <h3 id={`board-${column}`} className="px-1 py-1 text-sm font-semibold text-primary">
                    {columnLabel(column)} <span className="font-normal text-muted-foreground">({inColumn.length})</span>
                  </h3>
                  <ul className="mt-1 flex min-h-16 flex-col gap-2">
                    {inColumn.map((application) => (
                      <li
                        key={application.id}
                        ref={(element) => cardRef(application.id, element)}
                        // biome-ignore lint/a11y/noNoninteractiveTabindex: a card is moved between stages by keyboard (board-keys)
                        tabIndex={0}
                        draggable
                        aria-describedby="board-keys"
                        data-application-id={application.id}
                        onDragStart={(event) => {
                          event.dataTransfer.setData("application/x-application-id", application.id);
                          event.dataTransfer.effectAllowed = "move";
                        }}
                        onKeyDown={(event) => onCardKey(event, application)}
                        className="cursor-grab rounded-md border border-border bg-white p-2 text-sm break-words shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                      >
                        {/* Not a drag of its own: grabbing the name drags the card. */}
                        <Link
                          to={`/admin/applications/${application.id}`}
                          draggable={false}
                          className="font-medium text-primary underline-offset-2 hover:underline"
                        >
                          {fullName(application)}
                        </Link>
                        {application.currentPosition && (
                          <span className="block truncate text-xs text-muted-foreground">
                            {application.currentPosition}
                          </span>
                        )}
                        {column === "closed" && (
                          <span className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
                            <StageBadge stage={application.stage} />
                            {application.rejectionReason && (
                              <span>{REJECTION_REASON_LABELS[application.rejectionReason]}</span>
                            )}
                          </span>
                        )}
                        <span className="mt-1.5 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-muted-foreground">
                          <span className="truncate">{application.owner?.name ?? "Unassigned"}</span>
                          <RatingStars rating={application.rating} />
                        </span>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="mt-1 -ml-2 h-8"
                          onClick={() => setAsking({ application, closedOnly: false })}
                        >
                          Move…<span className="sr-only"> {fullName(application)}</span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      )}
      <p aria-live="polite" role="status" className="sr-only" data-testid="board-announcement">
        {announcement}
      </p>
      {asking && (
        <MoveDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={
            asking.closedOnly
              ? BOARD_COPY.closeTitle(fullName(asking.application))
              : BOARD_COPY.moveTitle(fullName(asking.application))
          }
          description={asking.closedOnly ? BOARD_COPY.closeDescription : undefined}
          stage={asking.closedOnly ? "not_a_fit" : asking.application.stage}
          closedOnly={asking.closedOnly}
          onMove={(change) => {
            followFocus(asking.application.id);
            save(asking.application, change);
            setAsking(null);
          }}
        />
      )}
      <ConfirmDialog
        open={offerClose}
        onOpenChange={setOfferClose}
        title={CLOSE_JOB_CONFIRM.title}
        description={CLOSE_JOB_CONFIRM.description(job.title)}
        confirmLabel={CLOSE_JOB_CONFIRM.confirmLabel}
        pending={closeJob.isPending}
        onConfirm={confirmClose}
        destructive={false}
      />
    </div>
  );
}
