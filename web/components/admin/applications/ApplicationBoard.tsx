import { useState } from "react";
import type { BoardColumn as Column } from "#contract/application-pipeline";
import { BOARD_COPY, CLOSE_JOB_CONFIRM } from "../../../content/applications";
import { ConfirmDialog } from "../../ui/dialog";
import { QueryStatus } from "../Panel";
import { type BoardScope, useBoard } from "./application-queries";
import { BoardCard } from "./BoardCard";
import { BoardColumnSection } from "./BoardColumnSection";
import { MoveDialog } from "./MoveDialog";
import { columnOf, fullName, useBoardMoves } from "./use-board-moves";

/**
 * Applications as a board (issue 17; across jobs, decision 053): every application, one job's, the general ones or
 * a client's; a column per open stage and one Closed column, each with its count and its newest cards, more on
 * "Show more". A card moves by its stage select (saved on choice, any stage; the way on a phone), by drag and drop
 * (mouse), or by Alt+ArrowLeft / Alt+ArrowRight when it or its link has focus. Moves are saved at once, said aloud in
 * a live region, and offered back with Undo (a move of its own, so the history keeps both).
 */
export function ApplicationBoard({ scope }: { scope: BoardScope }) {
  const board = useBoard(scope);
  const columns = board.data ?? [];
  const rows = columns.flatMap((column) => column.rows);
  const total = columns.reduce((sum, column) => sum + column.total, 0);
  const moves = useBoardMoves(scope, () => rows);
  const { closing } = moves;
  const [dropTarget, setDropTarget] = useState<Column | null>(null);

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
                onDrop={(event) => {
                  event.preventDefault();
                  setDropTarget(null);
                  moves.dropOn(event.dataTransfer.getData("application/x-application-id"), view.column);
                }}
                card={(application) => (
                  <BoardCard
                    key={application.id}
                    application={application}
                    column={view.column}
                    cardRef={(element) => moves.cardRef(application.id, element)}
                    onKeyDown={(event) => moves.onCardKey(event, application)}
                    onStage={(stage) => {
                      moves.followFocus(application.id);
                      moves.save(application, { stage });
                    }}
                  />
                )}
              />
            ))}
          </div>
        </>
      )}
      <p aria-live="polite" role="status" className="sr-only" data-testid="board-announcement">
        {moves.announcement}
      </p>
      {closing && (
        <MoveDialog
          open
          onOpenChange={(open) => !open && moves.setClosing(null)}
          title={BOARD_COPY.closeTitle(fullName(closing))}
          description={BOARD_COPY.closeDescription}
          onMove={(change) => {
            moves.followFocus(closing.id);
            moves.save(closing, change);
            moves.setClosing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={moves.offerClose !== null}
        onOpenChange={(open) => !open && moves.setOfferClose(null)}
        title={CLOSE_JOB_CONFIRM.title}
        description={CLOSE_JOB_CONFIRM.description(moves.offerClose?.title ?? "")}
        confirmLabel={CLOSE_JOB_CONFIRM.confirmLabel}
        pending={moves.closePending}
        onConfirm={moves.confirmClose}
        destructive={false}
      />
    </div>
  );
}
