import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { limitBody } from "./public-form";

/** The cap on a request body: many times any form or staff edit but an article's or a job's text. */
export const BODY_MAX_BYTES = 64 * 1024;

/**
 * Larger caps, only where a field takes long text: an article's content (100,000 characters, also what a cover image
 * may be generated from) and a job's description, requirements and benefits (40,000 together), counted at 3 bytes a
 * character (UTF-8) with room to spare.
 */
const LONG_TEXT_CAPS: readonly { path: string; maxBytes: number }[] = [
  { path: "/api/content/articles", maxBytes: 512 * 1024 },
  { path: "/api/generate-image", maxBytes: 512 * 1024 },
  { path: "/api/jobs", maxBytes: 256 * 1024 },
];

/**
 * Routes that take a file and cap it themselves: a resume in a multipart form (5 MB and the fields) or in a board's
 * JSON post (base64), and an image of any declared type (5 MB, read as bytes, never parsed as JSON). Any other body
 * sent to them gets the default cap.
 */
const FILE_UPLOADS: readonly { path: string; takes: (contentType: string) => boolean }[] = [
  { path: "/api/applications", takes: (contentType) => contentType.toLowerCase().startsWith("multipart/form-data") },
  { path: "/api/images", takes: () => true },
  // A board's application post carries the resume in base64 inside its JSON (worker/applications/board-routes.ts).
  { path: "/api/board-applications/ziprecruiter", takes: () => true },
  { path: "/api/board-applications/indeed", takes: () => true },
];

/**
 * A sequence's list of people (`POST /api/admin/sequences/{id}/enrollments`, up to 50,000 ids): 10,000 candidates'
 * ids alone are 390 KB. A long list is kept whole in one D1 row until the queue has enrolled it, and a D1 row holds
 * at most 2,000,000 bytes, so the cap is below that with room for the row's other columns: the ids of a body under it,
 * deduplicated, take no more bytes in the row than in the body.
 */
export const ENROLLMENTS_BODY_MAX_BYTES = 1900 * 1024;
const ENROLLMENTS_PATH = /^\/api\/admin\/sequences\/[^/]+\/enrollments$/;
const enrollmentsLimit = limitBody(
  ENROLLMENTS_BODY_MAX_BYTES,
  `The request body is too large: at most ${ENROLLMENTS_BODY_MAX_BYTES / 1024} KB.`,
);

const caps = [...LONG_TEXT_CAPS, { path: "/api", maxBytes: BODY_MAX_BYTES }].map(({ path, maxBytes }) => ({
  path,
  limit: limitBody(maxBytes, `The request body is too large: at most ${maxBytes / 1024} KB.`),
}));

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The one cap on request bodies, in front of every /api route: a body over its cap is a 413 before anything parses
 * it (Content-Length is enough to refuse; a streamed body is read no further than the cap). It holds whatever type
 * the body declares, since the honeypot reads any body that is not multipart as JSON. The public forms keep their
 * own, smaller caps as well.
 */
export const bodyCap = createMiddleware<AppEnv>(async (c, next) => {
  const { path } = c.req;
  if (FILE_UPLOADS.some((upload) => upload.path === path && upload.takes(c.req.header("Content-Type") ?? "")))
    return next();
  if (ENROLLMENTS_PATH.test(path)) return enrollmentsLimit(c, next);
  return caps.find((cap) => under(path, cap.path))!.limit(c, next);
});
