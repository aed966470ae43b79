import type { ApplicationStage } from "../../worker/contract/enums";

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
export const STAGE_TONES: Readonly<Record<ApplicationStage, "neutral" | "blue" | "yellow" | "green" | "red" | "orange" | "navy">> = {
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
    `The candidate is placed. Archive "${title}" now? It leaves the jobs page and every job portal's feed at once. You can publish it again later.`,
  confirmLabel: "Archive job",
} as const;

/** Under the resume download when its words could not be read into the search index (a .doc, a damaged or scanned file). */
export const RESUME_TEXT_NOT_EXTRACTED = {
  title: "Resume text not extracted",
  hint: "Searching for words in this resume will not find it: the file is an old Word .doc, or its text could not be read.",
} as const;
