import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { limitBody } from "./public-form";
import { JSON_CONTENT_TYPE } from "./validate";

/** The cap on a JSON body: many times any form or staff edit but an article's or a job's text. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

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

const caps = [...LONG_TEXT_CAPS, { path: "/api", maxBytes: JSON_BODY_MAX_BYTES }].map(({ path, maxBytes }) => ({
  path,
  limit: limitBody(maxBytes, `The request body is too large: at most ${maxBytes / 1024} KB of JSON.`),
}));

/**
 * The one cap on JSON request bodies, in front of every /api route: a body over its cap is a 413 before anything
 * parses it (Content-Length is enough to refuse; a streamed body is read no further than the cap). Routes that take
 * other bodies (multipart applications, image uploads) and the public forms keep their own caps as well.
 */
export const jsonBodyCap = createMiddleware<AppEnv>(async (c, next) => {
  if (!JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) return next();
  const { path } = c.req;
  const cap = caps.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`))!;
  return cap.limit(c, next);
});
