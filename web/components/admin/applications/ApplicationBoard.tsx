import { type ComponentProps, type DragEvent, type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationListItem,
  type ApplicationUpdate,
  BOARD_COLUMN_PAGE,
  type BoardColumnView,
  BOARD_COLUMNS as COLUMNS,
  type BoardColumn as Column,
  isClosedStage,
  REJECTION_REASON_LABELS,
} from "#contract/application-pipeline";
import { APPLICATION_STAGES, type ApplicationStage } from "#contract/enums";
import { BOARD_COPY, CLOSE_JOB_CONFIRM } from "../../../content/applications";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/dialog";
import { Select } from "../../ui/form";
import { toast } from "../../ui/toast";
import { QueryStatus } from "../Panel";
import { RatingStars } from "./ApplicationParts";
import {
  type BoardScope,
  useApplicationJobs,
  useBoard,
  useBoardColumn,
  useCloseJob,
  useMoveOnBoard,
} from "./application-queries";
import { MoveDialog } from "./MoveDialog";

/** The list API's largest page: a column shows at most this many; the table works the rest. */
const COLUMN_MAX = 100;

const columnOf = (stage: ApplicationStage): Column => (isClosedStage(stage) ? "closed" : (stage as Column));
const columnLabel = (column: Column) =>
  column === "closed" ? BOARD_COPY.closedColumn : APPLICATION_STAGE_LABELS[column];
const fullName = (application: ApplicationListItem) => `${application.firstName} ${application.lastName}`;

/**
 * Applications as a board (issue 17; across jobs, decision 053): every application, one job's, the general ones or
 * a client's; a column per open stage and one Closed column, each with its count and its newest cards, more on
 * "Show more". A card moves by its stage select (saved on choice, any stage; the way on a phone), by drag and drop
 * (mouse), or by Alt+ArrowLeft / Alt+ArrowRight when it or its link has focus. Moves are saved at once, said aloud in
 * a live region, and offered back with Undo (a move of its own, so the history keeps both).
 */
export function ApplicationBoard({ scope }: { scope: BoardScope }) {
  const board = useBoard(scope);
  const jobs = useApplicationJobs();
  const move = useMoveOnBoard(scope, {
    saved: ({ application, change }) => {
      // Placing someone may fill the job; an archived job has nothing left to close.
      const job = jobs.data?.find((job) => job.id === application.jobId);
      if (change.stage === "placed" && job?.id && job.status !== "archived")
        setOfferClose({ id: job.id, title: job.title ?? "" });
    },
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
  const [closing, setClosing] = useState<ApplicationListItem | null>(null);
  const [offerClose, setOfferClose] = useState<{ id: string; title: string } | null>(null);
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

  const columns = board.data ?? [];
  const rows = columns.flatMap((column) => column.rows);
  const total = columns.reduce((sum, column) => sum + column.total, 0);

  function save(
    application: ApplicationListItem,
    change: Pick<ApplicationUpdate, "stage" | "rejectionReason"> & { stage: ApplicationStage },
    undoable = true,
  ) {
    if (change.stage === application.stage && change.rejectionReason === undefined) return;
    const said = BOARD_COPY.moved(fullName(application), APPLICATION_STAGE_LABELS[change.stage]);
    setAnnouncement(said);
    move.mutate({ application, change });
    const moved = { ...application, stage: change.stage, rejectionReason: change.rejectionReason ?? null };
    const back = { stage: application.stage, rejectionReason: application.rejectionReason };
    toast({
      title: said,
      duration: 8000,
      action: undoable ? { label: "Undo", onClick: () => save(moved, back, false) } : undefined,
    });
  }

  /** A move to a column: straight to an open stage; the Closed column first asks how it ended. */
  function toColumn(application: ApplicationListItem, column: Column) {
    if (column === columnOf(application.stage)) return;
    if (column === "closed") setClosing(application);
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
    if (!offerClose) return;
    const job = offerClose;
    closeJob.mutate(job.id, {
      onSuccess: () => {
        toast({ title: "Job archived", description: `"${job.title}" has left the site and the job feeds.` });
        setOfferClose(null);
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
      <QueryStatus query={{ ...board, data: total > 0 ? rows : [] }} noun="applications" empty={BOARD_COPY.empty} />
      {total > 0 && (
        <>
          <p className="text-sm text-muted-foreground" id="board-keys">
            {BOARD_COPY.keys}
          </p>
          {/* Columns keep a readable width and the board alone scrolls sideways, at any screen width (touch scrolling
              untouched: only a mouse drags cards); empty columns fold to a strip. */}
          <div className="mt-3 flex gap-2 overflow-x-auto pb-3" data-testid="application-board">
            {columns.map((view) => (
              <BoardColumnSection
                key={view.column}
                scope={scope}
                view={view}
                placedIn={(id) => {
                  const row = rows.find((row) => row.id === id);
                  return row && columnOf(row.stage);
                }}
                dropTarget={dropTarget === view.column}
                onDragOver={(event) => {
                  if (!event.dataTransfer.types.includes("application/x-application-id")) return;
                  event.preventDefault();
                  setDropTarget(view.column);
                }}
                onDragLeave={() => setDropTarget((current) => (current === view.column ? null : current))}
                onDrop={(event) => onDrop(event, view.column)}
                card={(application) => (
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
                    <span className="block text-xs text-muted-foreground">
                      {application.jobTitle ?? BOARD_COPY.general}
                    </span>
                    {application.currentPosition && (
                      <span className="block text-xs text-muted-foreground">{application.currentPosition}</span>
                    )}
                    {view.column === "closed" && application.rejectionReason && (
                      <span className="mt-1 block text-xs">{REJECTION_REASON_LABELS[application.rejectionReason]}</span>
                    )}
                    <span className="mt-1.5 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-muted-foreground">
                      <span>{application.owner?.name ?? "Unassigned"}</span>
                      <RatingStars rating={application.rating} />
                    </span>
                    <Select
                      aria-label={BOARD_COPY.stageOf(fullName(application))}
                      value={application.stage}
                      onChange={(event) => {
                        followFocus(application.id);
                        save(application, { stage: event.target.value as ApplicationStage });
                      }}
                      className="mt-1.5 h-8 w-full py-0 text-xs"
                    >
                      {APPLICATION_STAGES.map((stage) => (
                        <option key={stage} value={stage}>
                          {APPLICATION_STAGE_LABELS[stage]}
                        </option>
                      ))}
                    </Select>
                  </li>
                )}
              />
            ))}
          </div>
        </>
      )}
      <p aria-live="polite" role="status" className="sr-only" data-testid="board-announcement">
        {announcement}
      </p>
      {closing && (
        <MoveDialog
          open
          onOpenChange={(open) => !open && setClosing(null)}
          title={BOARD_COPY.closeTitle(fullName(closing))}
          description={BOARD_COPY.closeDescription}
          onMove={(change) => {
            followFocus(closing.id);
            save(closing, change);
            setClosing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={offerClose !== null}
        onOpenChange={(open) => !open && setOfferClose(null)}
        title={CLOSE_JOB_CONFIRM.title}
        description={CLOSE_JOB_CONFIRM.description(offerClose?.title ?? "")}
        confirmLabel={CLOSE_JOB_CONFIRM.confirmLabel}
        pending={closeJob.isPending}
        onConfirm={confirmClose}
        destructive={false}
      />
    </div>
  );
}

/**
 * One column: its count in the heading and its newest cards; "Show more" reads the column further through the list
 * (same order), up to the list's largest page. A card the board has since moved elsewhere is left out here.
 */
function BoardColumnSection({
  scope,
  view,
  placedIn,
  dropTarget,
  card,
  ...drop
}: {
  scope: BoardScope;
  view: BoardColumnView;
  /** The column the board holds a card in, if it holds it. */
  placedIn: (id: string) => Column | undefined;
  dropTarget: boolean;
  card: (application: ApplicationListItem) => ReactNode;
} & Pick<ComponentProps<"section">, "onDragOver" | "onDragLeave" | "onDrop">) {
  const [limit, setLimit] = useState(BOARD_COLUMN_PAGE);
  const [opened, setOpened] = useState(false);
  const more = useBoardColumn(scope, view.column, limit, limit > BOARD_COLUMN_PAGE);
  const boardIds = new Set(view.rows.map((row) => row.id));
  const further = (limit > BOARD_COLUMN_PAGE ? (more.data?.rows ?? []) : []).filter(
    (row) => !boardIds.has(row.id) && (placedIn(row.id) ?? view.column) === view.column,
  );
  const cards = [...view.rows, ...further];
  const left = view.total - cards.length;
  // An empty stage folds to a strip (its name and count), still a drop target; its button opens it.
  const folded = view.total === 0 && cards.length === 0 && !opened;
  const title = (
    <>
      {columnLabel(view.column)} <span className="font-normal text-muted-foreground">({view.total})</span>
    </>
  );
  return (
    <section
      aria-labelledby={`board-${view.column}`}
      data-column={view.column}
      data-folded={folded || undefined}
      {...drop}
      className={cn(
        "flex shrink-0 flex-col rounded-lg border border-border bg-muted/50 p-1.5",
        folded ? "w-11" : "w-64",
        dropTarget && "border-primary bg-blue-50",
      )}
    >
      <h3 id={`board-${view.column}`} className="px-1 py-1 text-sm font-semibold text-primary">
        {view.total === 0 && cards.length === 0 ? (
          <button
            type="button"
            aria-expanded={!folded}
            onClick={() => setOpened(!opened)}
            className={cn(
              "rounded-sm text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring",
              folded && "[writing-mode:vertical-rl]",
            )}
          >
            {title}
          </button>
        ) : (
          title
        )}
      </h3>
      {!folded && <ul className="mt-1 flex min-h-16 flex-col gap-2">{cards.map(card)}</ul>}
      {left > 0 &&
        (limit < COLUMN_MAX ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1"
            disabled={more.isFetching}
            onClick={() => setLimit((shown) => Math.min(COLUMN_MAX, shown + BOARD_COLUMN_PAGE))}
          >
            {BOARD_COPY.showMore(left)}
            <span className="sr-only"> {columnLabel(view.column)}</span>
          </Button>
        ) : (
          <p className="mt-1 px-1 text-xs text-muted-foreground">{BOARD_COPY.moreInTable(left)}</p>
        ))}
    </section>
  );
}
