import { createHash } from "node:crypto";
import { test as base, expect, type Page, type Response, type TestInfo } from "@playwright/test";
import { serverOfWorker, startServer } from "./server";

/** A client address of the test's own (198.18.0.0/15, the range set aside for tests), the same on every run. */
function addressOf(testInfo: TestInfo): string {
  const [a = 0, b = 0] = createHash("sha256").update(testInfo.testId).digest();
  return `198.${18 + (a & 1)}.${b}.${(a >> 1) + 1}`;
}

/**
 * Playwright's `test` with each worker's own server: started once per worker (scripts/e2e-server.sh on the worker's
 * port and state directory, fresh, migrated and seeded), the worker's pages and requests pointed at it, and the state
 * named in E2E_STATE for the helpers that read the database or the admin's password (db.ts, staff.ts). So workers
 * run side by side, each on a database of its own.
 */
export const plainTest = base.extend<object, { workerServer: string }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const { port, state } = serverOfWorker(workerInfo.parallelIndex);
      const server = await startServer(port, state);
      process.env.E2E_STATE = state;
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});

/**
 * `plainTest` with two changes. After `page.goto` or `page.reload` lands on an HTML page, it waits until
 * the app has rendered or hydrated it (web/routes.tsx marks `<html data-ready>`): pages are pre-rendered, so buttons
 * are on screen before their handlers are, and a test, like a person, must not act on them before then. And each
 * test is a visitor of its own, with its own address (`CF-Connecting-IP`, which wrangler dev passes on as the edge
 * does), so the public forms' per-address limits count one test's submissions, not the whole run's.
 */
export const test = plainTest.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": addressOf(testInfo) });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const waitForApp = async (response: Response | null) => {
        if (response?.headers()["content-type"]?.startsWith("text/html")) {
          await page.waitForSelector("html[data-ready]", { state: "attached" });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (async (...args: Parameters<Page["goto"]>) => waitForApp(await goto(...args))) as Page["goto"];
      page.reload = (async (...args: Parameters<Page["reload"]>) =>
        waitForApp(await reload(...args))) as Page["reload"];
    }
    await use(page);
  },
});

export { expect };
