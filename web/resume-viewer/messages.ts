/**
 * What the back office and the resume viewer's sandboxed frame say to each other by `postMessage`. The frame's
 * origin is opaque, so neither side can check an origin: each checks instead that the message comes from the one
 * window it expects (the frame its parent made, the parent of the frame).
 */
export type ViewerMessage =
  /** The frame's script is running and waits for the file. */
  | { type: "ready" }
  /** The pages are drawn: `shown` of `total` (very long files are cut). */
  | { type: "rendered"; shown: number; total: number }
  | { type: "failed" };

/** The file, sent once by the parent (its buffer transferred). */
export interface ViewerFile {
  type: "pdf";
  data: ArrayBuffer;
}

/** Pages drawn at most: a resume is a few pages; the download has the rest. */
export const VIEWER_MAX_PAGES = 10;
