import type { Page } from "@playwright/test";
import { queryE2eDb } from "./db";
import { expect, test } from "./fixtures";

/**
 * Pre-rendered pages and the pages the Worker renders (issue 9, decision 034): readable without JavaScript,
 * hydrated in place with it, and honest 404s.
 */

async function publishedJob(): Promise<{ id: string; title: string; company: string }> {
  const [job] = await queryE2eDb<{ id: string; title: string; company: string }>(
    "select id, title, company from jobs where status = 'published' order by created_at desc limit 1",
  );
  return job!;
}

/**
 * Counts the times #root loses a child, which hydration never does and a fresh render always does. Browser code
 * as a string: this file is type-checked without the DOM library.
 */
async function watchRootReplacement(page: Page) {
  await page.addInitScript(`
    window.rootChildrenRemoved = 0;
    new MutationObserver((records) => {
      const root = document.getElementById("root");
      for (const record of records) if (record.target === root) window.rootChildrenRemoved += record.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  `);
  return () => page.evaluate<number>("window.rootChildrenRemoved");
}

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("a pre-rendered page shows its heading, content and links", async ({ page }) => {
    const response = await page.goto("/company/about");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("paragraph").first()).not.toBeEmpty();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(page).toHaveTitle(/^About Us/);
  });

  test("/jobs shows the open jobs from the database, each with a link to its page", async ({ page }) => {
    const job = await publishedJob();
    const response = await page.goto("/jobs");
    expect(response?.status()).toBe(200);
    const card = page.getByTestId("job-card").filter({ hasText: job.title }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: `View Details: ${job.title}` })).toHaveAttribute(
      "href",
      `/jobs/${job.id}`,
    );
  });

  test("a job's page shows the job from the database, with a way to apply", async ({ page }) => {
    const job = await publishedJob();
    const response = await page.goto(`/jobs/${job.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole("main")).toContainText(job.company);
    await expect(page.getByRole("main").getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      `/apply?jobId=${job.id}#application-form`,
    );
    await expect(page).toHaveTitle(`${job.title} at ${job.company} | Talent Partners Executive Search`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      "@type": string;
      title: string;
    };
    expect(data).toMatchObject({ "@type": "JobPosting", title: job.title });
  });

  test("an unknown job, article or path answers 404 with the not-found page", async ({ page }) => {
    for (const path of ["/jobs/no-such-job", "/article/no-such-article", "/no-such-page"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    }
  });
});

test.describe("with JavaScript", () => {
  test("a pre-rendered page is hydrated in place, without errors, and then navigates in the browser", async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const rootChildrenRemoved = await watchRootReplacement(page);
    await page.goto("/company/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await rootChildrenRemoved()).toBe(0);
    expect(problems).toEqual([]);
  });

  test("a job's page, rendered by the Worker, is hydrated in place from the data embedded in it, with one set of head tags", async ({
    page,
  }) => {
    const job = await publishedJob();
    const problems = collectConsoleProblems(page);
    const rootChildrenRemoved = await watchRootReplacement(page);
    const jobRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/jobs/${job.id}`) jobRequests.push(request.url());
    });
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole("link", { name: "Apply Now" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Jobs" })).toBeVisible();
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(jobRequests).toEqual([]);
    expect(await rootChildrenRemoved()).toBe(0);
    expect(problems).toEqual([]);
  });

  test("an article's page, rendered by the Worker, is hydrated in place without a request for it", async ({ page }) => {
    const [article] = await queryE2eDb<{ id: string; title: string }>(
      "select id, title from articles where status = 'published' order by published_at desc limit 1",
    );
    const problems = collectConsoleProblems(page);
    const rootChildrenRemoved = await watchRootReplacement(page);
    const articleRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/content/published-articles/${article!.id}`)
        articleRequests.push(request.url());
    });
    await page.goto(`/article/${article!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article!.title);
    await expect(page.locator("html")).toHaveAttribute("data-ready", "");
    await expect(page.locator("head title")).toHaveCount(1);
    expect(articleRequests).toEqual([]);
    expect(await rootChildrenRemoved()).toBe(0);
    expect(problems).toEqual([]);
  });

  for (const { path, list, shows } of [
    { path: "/jobs", list: "/api/jobs", shows: (page: Page) => page.getByTestId("job-card").first() },
    {
      path: "/resources",
      list: "/api/content/published-articles",
      shows: (page: Page) => page.getByRole("link", { name: /Read Full Article/ }).first(),
    },
    {
      path: "/book",
      list: "/api/booking/types",
      shows: (page: Page) => page.getByRole("link", { name: /Career Strategy Call/ }),
    },
  ]) {
    test(`${path}, rendered by the Worker with its list, is hydrated in place without asking for the list again`, async ({
      page,
    }) => {
      const problems = collectConsoleProblems(page);
      const rootChildrenRemoved = await watchRootReplacement(page);
      const listRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === list) listRequests.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("data-ready", "");
      await expect(shows(page)).toBeVisible();
      await expect(page.locator("head title")).toHaveCount(1);
      expect(listRequests).toEqual([]);
      expect(await rootChildrenRemoved()).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  for (const { where, path, postedIn } of [
    {
      where: "a job's page",
      path: (job: { id: string }) => `/jobs/${job.id}`,
      postedIn: (page: Page) => page.getByRole("main"),
    },
    {
      where: "its card on /jobs",
      path: () => "/jobs",
      postedIn: (page: Page, job: { title: string }) =>
        page.getByTestId("job-card").filter({ hasText: job.title }).first(),
    },
  ]) {
    test(`a job's posting day on ${where} is written in UTC by the Worker and turns to the reader's own day once hydrated`, async ({
      browser,
      request,
    }) => {
      const job = await publishedJob();
      const { createdAt } = (await (await request.get(`/api/jobs/${job.id}`)).json()) as { createdAt: string };
      const posted = new Date(createdAt);
      // A reader far enough east or west of UTC that their calendar day differs from UTC's for this job.
      // UTC+14 moves any instant from 10:00 UTC on into the next day; UTC-11 any instant before 11:00 into the previous one.
      const timezoneId = posted.getUTCHours() >= 11 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
      const day = (timeZone: string) =>
        `Posted ${new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric" }).format(posted)}`;
      expect(day(timezoneId)).not.toBe(day("UTC"));

      const context = await browser.newContext({ timezoneId });
      try {
        const page = await context.newPage();
        const problems = collectConsoleProblems(page);
        const response = await page.goto(path(job));
        expect(await response!.text()).toContain(day("UTC"));
        await expect(page.locator("html")).toHaveAttribute("data-ready", "");
        await expect(postedIn(page, job).getByText(day(timezoneId))).toBeVisible();
        // No hydration mismatch: React reports one as a console error.
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
