import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The header a browser test fixes the Worker's instant with (epoch milliseconds). */
export const TEST_NOW_HEADER = "x-test-now";

/**
 * The request's "now": the real clock, except on the browser tests' own server (scripts/e2e-server.sh sets
 * E2E_CLOCK), where a test fixes the instant with a header so the Worker and the page's fixed clock agree on the day
 * (decision 080). No deployment sets E2E_CLOCK, so no visitor can move the Worker's clock.
 */
export function requestNow(c: Context<AppEnv>): Date {
  const fixed = c.env.E2E_CLOCK === "on" ? c.req.header(TEST_NOW_HEADER) : undefined;
  const instant = fixed ? Number(fixed) : Number.NaN;
  return Number.isSafeInteger(instant) ? new Date(instant) : new Date();
}
