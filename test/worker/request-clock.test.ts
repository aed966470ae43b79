import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv, Bindings } from "../../worker/env";
import { requestNow, TEST_NOW_HEADER } from "../../worker/http/request-clock";

/** The request's clock (decision 080): a test may fix it only on the browser tests' server. */

const app = new Hono<AppEnv>().get("/now", (c) => c.text(String(requestNow(c).getTime())));
const FIXED = Date.UTC(2027, 10, 1, 12);

async function nowAnswered(bindings: Bindings, header?: string): Promise<number> {
  const response = await app.request(
    "http://localhost/now",
    { headers: header ? { [TEST_NOW_HEADER]: header } : {} },
    bindings,
  );
  return Number(await response.text());
}

describe("requestNow", () => {
  it("takes the header's instant where E2E_CLOCK is on", async () => {
    expect(await nowAnswered({ ...env, E2E_CLOCK: "on" }, String(FIXED))).toBe(FIXED);
  });

  it("keeps the real clock without E2E_CLOCK, as every deployment runs, whatever the header says", async () => {
    const before = Date.now();
    const answered = await nowAnswered(env, String(FIXED));
    expect(answered).toBeGreaterThanOrEqual(before);
    expect(answered).not.toBe(FIXED);
  });

  it("keeps the real clock when the header is missing or not an instant", async () => {
    const before = Date.now();
    expect(await nowAnswered({ ...env, E2E_CLOCK: "on" })).toBeGreaterThanOrEqual(before);
    expect(await nowAnswered({ ...env, E2E_CLOCK: "on" }, "tomorrow")).toBeGreaterThanOrEqual(before);
  });
});
