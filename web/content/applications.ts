import type { ApplicationStage } from "#contract/enums";

/** The words of the Applications screens (/admin/applications and one application). */

export const APPLICATIONS_PAGE = {
  title: "Applications",
  intro: "Every application sent on the site, worked from New to Placed. Filter, search, open one to move it on.",
  empty: "No applications yet. They appear here the moment a candidate applies on the site.",
  emptyFiltered: "No applications match these filters.",
  /** What the search box finds: the FTS5 index of name, email, position and resume text, and the job's title. */
  searchPlaceholder: "Name, email, position, job or resume",
} as const;

/** Badge colours of the stages: open stages blue to green as a search moves on, closed ones grey or red. */
export const STAGE_TONES: Readonly<
  Record<ApplicationStage, "neutral" | "blue" | "yellow" | "green" | "red" | "orange" | "navy">
> = {
  new: "yellow",
  contacted: "blue",
  qualifying: "blue",
  submitted: "navy",
  interviewing: "navy",
  offered: "orange",
  placed: "green",
  not_a_fit: "neutral",
  client_declined: "red",
  withdrawn: "neutral",
};

export const CLOSE_JOB_CONFIRM = {
  title: "Close the job?",
  description: (title: string) =>
    `The candidate is placed. Archive "${title}" now? It leaves the jobs page and every job board's feed at once. You can publish it again later.`,
  confirmLabel: "Archive job",
} as const;

/** Under the resume download when its words could not be read into the search index (a .doc, a damaged or scanned file). */
export const RESUME_TEXT_NOT_EXTRACTED = {
  title: "Resume text not extracted",
  hint: "Searching for words in this resume will not find it: the file is an old Word .doc, or its text could not be read.",
} as const;

/** The inline preview of a PDF resume (web/components/admin/applications/ResumePreview.tsx). */
export const RESUME_PREVIEW = {
  open: "Preview resume",
  close: "Hide preview",
  frameTitle: "Resume preview",
  loading: "Drawing the resume…",
  shown: (shown: number, total: number) =>
    shown < total
      ? `Showing the first ${shown} of ${total} pages; download the file for the rest.`
      : `${total} ${total === 1 ? "page" : "pages"}.`,
  failed: "This PDF could not be shown here. Download it to read it.",
} as const;

export const APPLICATION_VIEWS = { table: "Table", board: "Board" } as const;

/** The board (/admin/applications?view=board, with &jobId=..., &jobId=none or &clientId=...). */
export const BOARD_COPY = {
  empty: "No applications here yet.",
  keys: "Choose a card's stage to move it, drag it to another column, or focus it and press Alt+← or Alt+→ to move it one column. An empty stage is folded: open it by its name.",
  closedColumn: "Closed",
  general: "General application",
  stageOf: (name: string) => `Stage of ${name}`,
  /** The card's next interview (scheduled or moved, not yet marked), on the reader's clock. */
  nextInterview: (when: string) => `Interview ${when}`,
  showMore: (left: number) => `Show more (${left} more)`,
  moreInTable: (left: number) => `${left} more: use the table to work them.`,
  closeTitle: (name: string) => `Close ${name}'s application`,
  closeDescription: "Closed applications leave the open pipeline. Choose how it ended and, if you know it, why.",
  moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
  notMoved: (name: string, stage: string) => `${name} could not be moved and is back in ${stage}.`,
} as const;

/** The board's and the table's Client and Job filters, with their counts. */
export const BOARD_SCOPE = {
  all: "All jobs",
  allJobs: "All jobs",
  allClients: "All clients",
  client: "the client",
  general: "General applications",
  counted: (name: string, { open, total }: { open: number; total: number }) => `${name} (${open} open of ${total})`,
} as const;

/** The bulk actions on the table's selected rows. */
export const BULK_COPY = {
  selected: (count: number) => `${count} selected`,
  move: "Move to stage",
  assign: "Assign owner",
  reject: "Reject with reason",
  apply: (count: number) => `Apply to ${count} ${count === 1 ? "application" : "applications"}`,
  done: (count: number) => `${count} ${count === 1 ? "application" : "applications"} updated`,
  missing: (count: number) => `${count} no longer existed and ${count === 1 ? "was" : "were"} skipped.`,
} as const;
