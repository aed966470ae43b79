import { type KeyboardEvent, useRef, useState } from "react";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationListItem,
  type ApplicationUpdate,
  BOARD_COLUMNS as COLUMNS,
  type BoardColumn as Column,
  isClosedStage,
} from "#contract/application-pipeline";
import type { ApplicationStage } from "#contract/enums";
import { BOARD_COPY } from "../../../content/applications";
import { ApiError } from "../../../lib/api";
import { toast } from "../../ui/toast";
import { type BoardScope, useApplicationJobs, useCloseJob, useMoveOnBoard } from "./application-queries";

export const columnOf = (stage: ApplicationStage): Column => (isClosedStage(stage) ? "closed" : (stage as Column));
export const fullName = (application: ApplicationListItem) => `${application.firstName} ${application.lastName}`;

/**
 * The board's moves: saved at once, said aloud (`announcement`), offered back with Undo; a move to Closed first asks
 * how it ended (`closing`); placing someone offers to close the job (`offerClose`). Focus follows a card moved from
 * the keyboard or its dialog into its new column (`cardRef`, `followFocus`).
 */
export function useBoardMoves(scope: BoardScope, rows: () => ApplicationListItem[]) {
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
  const { offerClose, setOfferClose, closePending, confirmClose } = useCloseJobOffer();
  const [closing, setClosing] = useState<ApplicationListItem | null>(null);
  const [announcement, setAnnouncement] = useState("");
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

  /** A card dropped on a column, found by the id it carries among the board's rows. */
  function dropOn(id: string, column: Column) {
    const application = rows().find((row) => row.id === id);
    if (application) toColumn(application, column);
  }

  return {
    announcement,
    closing,
    setClosing,
    offerClose,
    setOfferClose,
    closePending,
    confirmClose,
    save,
    onCardKey,
    dropOn,
    cardRef,
    followFocus,
  };
}

/** The offer to archive a job once someone is placed in it: the job offered, and its confirmation. */
function useCloseJobOffer() {
  const closeJob = useCloseJob();
  const [offerClose, setOfferClose] = useState<{ id: string; title: string } | null>(null);
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

  return { offerClose, setOfferClose, closePending: closeJob.isPending, confirmClose };
}
