import type { Page } from "@playwright/test";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";

/**
 * A visitor on a phone (issue "A working day without workarounds", item 10): Apply Now on a job's first screen and
 * the form it leads to in view, a refused application without scripts landing on what stopped it and asking for the
 * resume again (decision 088), Book a Consultation in the phone's menu, and a picked date's times in view.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
);

function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** An open job with the longest description among the first page of jobs: its sidebar is the furthest down. */
async function longJob(page: Page): Promise<{ id: string; title: string }> {
  const answer = await page.request.get("/api/jobs?limit=20");
  const jobs = (await answer.json()) as { id: string; title: string; description: string }[];
  const [job] = jobs.sort((a, b) => b.description.length - a.description.length);
  return job!;
}

/** The element's box lies within the first screen: its bottom above the viewport's (844 px). */
async function expectOnFirstScreen(page: Page, locator: ReturnType<Page["locator"]>) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

const SERVICE = "Career Strategy Call";
const dateLinks = (page: Page) => page.getByRole("group", { name: "Date" }).getByRole("link");
const timeLinks = (page: Page) => page.getByRole("group", { name: /Available times/ }).getByRole("link");

/** Picks dates from the third on until one shows times. */
async function pickDateWithTimes(page: Page): Promise<void> {
  await expect(dateLinks(page).first()).toBeVisible();
  const count = await dateLinks(page).count();
  for (let i = 2; i < count; i++) {
    await dateLinks(page).nth(i).click();
    await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole("group", { name: /Available times/ })).not.toHaveAttribute("aria-busy", "true");
    if ((await timeLinks(page).count()) > 0) return;
  }
  throw new Error("No date with free times in the next 30 days");
}

test.describe("on a phone, with scripts", () => {
  test.use(PHONE);

  test("a job's Apply Now is on its first screen, and leads straight to the form for that job", async ({ page }) => {
    const job = await longJob(page);
    await page.goto(`/jobs/${job.id}`);
    const apply = page.getByRole("main").getByRole("link", { name: "Apply Now" }).first();
    await expectOnFirstScreen(page, apply);
    await apply.click();
    await expect(page.getByTestId("applying-for")).toContainText(`Applying for: ${job.title}`);
    await expect(page.getByRole("heading", { name: "Your application" })).toBeInViewport();
  });

  test("the phone's menu has Book a Consultation, which opens the booking page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Book a Consultation" }).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
  });

  test("a picked date's times come into view", async ({ page }) => {
    await page.goto("/book");
    await page.getByRole("link", { name: new RegExp(SERVICE) }).click();
    await pickDateWithTimes(page);
    await expect(timeLinks(page).first()).toBeInViewport({ ratio: 1 });
    // Another date picked from the top of the page brings its times into view as well.
    const times = page.getByRole("group", { name: /Available times/ });
    await page.evaluate("window.scrollTo(0, 0)");
    await expect(times).not.toBeInViewport();
    await dateLinks(page).first().click();
    await expect(times.locator("legend")).toBeInViewport({ ratio: 1 });
  });
});

test.describe("on a phone, without scripts", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("a job's Apply Now is on its first screen, and the form it opens is in view", async ({ page }) => {
    const job = await longJob(page);
    await page.goto(`/jobs/${job.id}`);
    const apply = page.getByRole("main").getByRole("link", { name: "Apply Now" }).first();
    await expectOnFirstScreen(page, apply);
    await apply.click();
    await expect(page.getByRole("heading", { name: "Your application" })).toBeInViewport();
  });

  test("a refused application opens on its errors, asks for the resume again, and is then stored with it", async ({
    page,
  }) => {
    const job = await longJob(page);
    const email = uniqueEmail("phone-apply");
    await page.goto(`/apply?jobId=${encodeURIComponent(job.id)}`);
    const form = page.getByRole("form", { name: "Application form" });
    await form.getByLabel("First Name").fill("Pia");
    await form.getByLabel("Last Name").fill("Phone");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("not a phone");
    await form.getByLabel("Resume").setInputFiles({ name: "pia-phone.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Submit Application" }).click();

    // The page that comes back opens on the summary: focused, in view, a link to each field in trouble.
    const summary = page.getByRole("region", { name: /Your application was not sent/ });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole("link")).toHaveText(["Phone", "Resume", "Terms and conditions"]);
    const again = page.getByRole("form", { name: "Application form" });
    await expect(again.getByText("Your resume was not kept: choose it again before you send.")).toBeVisible();
    await expect(again.getByLabel("First Name")).toHaveValue("Pia");
    await summary.getByRole("link", { name: "Resume" }).click();
    await expect(again.getByLabel("Resume")).toBeInViewport();

    await again.getByLabel("Phone").fill("(317) 555-0123");
    await again.getByLabel("Resume").setInputFiles({ name: "pia-phone.pdf", mimeType: "application/pdf", buffer: PDF });
    await again.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
    await again.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/apply\/sent$/);
    const rows = queryE2eDb<{ job_id: string; resume_key: string | null }>(
      `select job_id, resume_key from applications where email = ${sqlText(email)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job_id: job.id });
    expect(rows[0]?.resume_key).toMatch(/\.pdf$/);
    // The applicant's confirmation is queued for them.
    expect(
      queryE2eDb<{ summary: string }>(
        `select summary from deliveries where kind = 'email' and recipient = ${sqlText(email)}`,
      ).map((row) => row.summary),
    ).toEqual([`We received your application for ${job.title}`]);
  });

  test("a picked date's times are in view on the page that opens", async ({ page }) => {
    await page.goto("/book");
    await page.getByRole("link", { name: new RegExp(SERVICE) }).click();
    await pickDateWithTimes(page);
    await expect(timeLinks(page).first()).toBeInViewport({ ratio: 1 });
  });
});
