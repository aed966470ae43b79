import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import {
  APPLICATION_STAGE_LABELS,
  type ApplicationListItem,
  type BoardColumn as Column,
  REJECTION_REASON_LABELS,
} from "#contract/application-pipeline";
import { APPLICATION_STAGES, type ApplicationStage } from "#contract/enums";
import { BOARD_COPY } from "../../../content/applications";
import { Select } from "../../ui/form";
import { formatDateTime } from "../labels";
import { RatingStars } from "./ApplicationParts";
import { fullName } from "./use-board-moves";

/** One application on the board: dragged by mouse, moved by Alt+arrows (board-keys) or by its stage select. */
export function BoardCard({
  application,
  column,
  cardRef,
  onKeyDown,
  onStage,
}: {
  application: ApplicationListItem;
  column: Column;
  cardRef: (element: HTMLLIElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onStage: (stage: ApplicationStage) => void;
}) {
  return (
    <li
      ref={cardRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a card is moved between stages by keyboard (board-keys)
      tabIndex={0}
      draggable
      aria-describedby="board-keys"
      data-application-id={application.id}
      onDragStart={(event) => {
        event.dataTransfer.setData("application/x-application-id", application.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      onKeyDown={onKeyDown}
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
      <span className="block text-xs text-muted-foreground">{application.jobTitle ?? BOARD_COPY.general}</span>
      {application.currentPosition && (
        <span className="block text-xs text-muted-foreground">{application.currentPosition}</span>
      )}
      {application.nextInterviewAt && (
        <span className="mt-1 block text-xs font-medium text-primary" data-testid="next-interview">
          {BOARD_COPY.nextInterview(formatDateTime(application.nextInterviewAt))}
        </span>
      )}
      {column === "closed" && application.rejectionReason && (
        <span className="mt-1 block text-xs">{REJECTION_REASON_LABELS[application.rejectionReason]}</span>
      )}
      <span className="mt-1.5 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span>{application.owner?.name ?? "Unassigned"}</span>
        <RatingStars rating={application.rating} />
      </span>
      <Select
        aria-label={BOARD_COPY.stageOf(fullName(application))}
        value={application.stage}
        onChange={(event) => onStage(event.target.value as ApplicationStage)}
        className="mt-1.5 h-8 w-full py-0 text-xs"
      >
        {APPLICATION_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {APPLICATION_STAGE_LABELS[stage]}
          </option>
        ))}
      </Select>
    </li>
  );
}
