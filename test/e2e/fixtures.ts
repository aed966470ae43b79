import { test as base, expect, type Page, type Response } from "@playwright/test";

/**
 * Playwright's `test` with one change: after `page.goto` or `page.reload` lands on an HTML page, it waits until
 * the app has rendered or hydrated it (web/routes.tsx marks `<html data-ready>`). Pages are pre-rendered, so
 * buttons are on screen before their handlers are; a test, like a person, must not act on them before then.
 */
export const test = base.extend({
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
      page.reload = (async (...args: Parameters<Page["reload"]>) => waitForApp(await reload(...args))) as Page["reload"];
    }
    await use(page);
  },
});

export { expect };
