import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";

/** The public job board against the seeded database (34 published jobs). */

const cards = (page: import("@playwright/test").Page) => page.getByTestId("job-card");

test("search by keyword, then narrow by location and industry; the URL keeps the search and Back undoes it", async ({
  page,
}) => {
  await page.goto("/jobs");
  await expect(page).toHaveTitle(/Job Listings/);
  await expect(page.getByTestId("job-count")).toHaveText(/^\d+ positions found$/);
  const all = Number((await page.getByTestId("job-count").textContent())!.split(" ")[0]);
  expect(all).toBeGreaterThan(20);
  await expect(page.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/jobs?page=2");

  await page.getByLabel("Keyword").fill("engineer");
  await page.getByRole("button", { name: "Search Jobs" }).click();
  await expect(page).toHaveURL(/\?title=engineer$/);
  await expect(page.getByTestId("job-count")).not.toHaveText(`${all} positions found`);
  const titles = await cards(page).locator("h3").allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  // Ranked: title matches come before jobs that only mention the word.
  expect(titles[0]).toMatch(/engineer/i);

  await page.getByLabel("Location").selectOption("Austin, TX");
  await expect(page).toHaveURL(/location=Austin/);
  // The previous results stay on screen (dimmed) until the new ones arrive: wait for the new ones.
  const everyCard = (...texts: string[]) =>
    expect.poll(async () => {
      const all = await cards(page).allTextContents();
      return all.length > 0 && all.every((text) => texts.every((t) => text.includes(t)));
    });
  await everyCard("Austin, TX").toBe(true);

  await page.getByLabel("Industry").selectOption("Technology");
  await expect(page).toHaveURL(/industry=Technology/);
  await everyCard("Austin, TX", "Technology").toBe(true);

  await page.goBack();
  await expect(page.getByLabel("Industry")).toHaveValue("");
  await expect(page.getByLabel("Location")).toHaveValue("Austin, TX");
  await page.goBack();
  await expect(page.getByLabel("Location")).toHaveValue("");
  await expect(page.getByLabel("Keyword")).toHaveValue("engineer");
});

test("a popular search sets the keyword and searches at once", async ({ page }) => {
  await page.goto("/jobs");
  await page.getByRole("link", { name: "Nurse", exact: true }).click();
  await expect(page).toHaveURL(/title=Nurse/);
  await expect(page.getByLabel("Keyword")).toHaveValue("Nurse");
  // Wait for the new results (the previous ones stay, dimmed, until they arrive).
  await expect
    .poll(async () => {
      const titles = await cards(page).locator("h3").allTextContents();
      return titles.length > 0 && titles.every((title) => /nurs/i.test(title));
    })
    .toBe(true);
});

test("the empty state offers Clear Filters and a resume link", async ({ page }) => {
  await page.goto("/jobs?title=zzqxv");
  await expect(page.getByRole("heading", { name: "No Positions Found" })).toBeVisible();
  await expect(page.getByText("No positions match your current search criteria.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit Your Resume" }).first()).toHaveAttribute("href", "/candidates");
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByLabel("Keyword")).toHaveValue("");
  await expect(cards(page).first()).toBeVisible();
});

test("a job's page shows its lists, sidebar, structured data, and Apply Now carries the job", async ({ page }) => {
  await page.goto("/jobs?title=Quality%20Engineer");
  await cards(page)
    .filter({ hasText: "Quality Engineer" })
    .getByRole("link", { name: /View Details/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Quality Engineer" })).toBeVisible();
  const id = page.url().split("/jobs/")[1]!;
  const requirements = page.getByTestId("requirements").locator("li");
  await expect(requirements.first()).toBeVisible();
  expect(await requirements.count()).toBeGreaterThan(2);
  // Bullets are stripped; hyphenated words stay whole.
  await expect(page.getByTestId("requirements")).toContainText("Hands-on experience with PPAP");
  await expect(page.getByTestId("requirements")).not.toContainText("•");
  await expect(page.getByTestId("benefits").locator("li").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
    "href",
    `/apply?jobId=${id}#application-form`,
  );
  await expect(page.getByRole("link", { name: "Contact Recruiter" })).toHaveAttribute("href", "/contact");

  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description!.length).toBeLessThanOrEqual(160);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ "@type": "JobPosting", title: "Quality Engineer", identifier: { value: id } });
  expect(ld.jobLocation.address).toMatchObject({ addressLocality: "Columbus", addressRegion: "OH" });

  await page.goto("/jobs/no-such-job");
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  await expect(page.getByText("It may have been filled or removed.")).toBeVisible();
});

test("Apply Now on a job opens the application form for that job, and the application is stored against it", async ({
  page,
}) => {
  await page.goto("/jobs?title=Quality%20Engineer");
  await cards(page)
    .filter({ hasText: "Quality Engineer" })
    .getByRole("link", { name: /View Details/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Quality Engineer" })).toBeVisible();
  const id = page.url().split("/jobs/")[1]!;
  await page.getByRole("link", { name: "Apply Now" }).click();
  await expect(page.getByTestId("applying-for")).toContainText("Applying for: Quality Engineer");
  const banner = page.getByRole("button", { name: "Essential Only" });
  if (await banner.isVisible()) await banner.click();
  const email = `apply.from.job.${Date.now()}@example.com`;
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Katherine");
  await form.getByLabel("Last Name").fill("Johnson");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("317-555-0177");
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
  expect(queryE2eDb(`select job_id from applications where email = ${sqlText(email)}`)).toEqual([{ job_id: id }]);
});
