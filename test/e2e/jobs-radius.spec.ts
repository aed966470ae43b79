import { readFileSync } from "node:fs";
import { queryE2eDb } from "./db";
import { expect, test } from "./fixtures";

/**
 * A visitor without scripts searches /jobs near a ZIP with a salary floor (issue 46 item 6): the Worker answers the
 * GET form with exactly the open jobs within the radius (and the remote ones) whose range reaches the floor, and a
 * place it does not know with the error beside the field, every value kept.
 */

/** Chicago's Loop (the gazetteer's 60601). */
const LOOP = { latitude: 41.8858, longitude: -87.6181 };
const FLOOR = 100_000;

/** Great-circle miles (haversine, the earth's mean radius), worked out here apart from the Worker's. */
function distanceMiles(a: typeof LOOP, b: typeof LOOP): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

interface SeededJob {
  id: string;
  location: string;
  type: string;
  latitude: number | null;
  longitude: number | null;
  top_cents: number | null;
  salary_period: string | null;
}

/**
 * The seeded jobs' numbers as migration 0072 sets them for the rows it finds (its salary and coordinates updates,
 * run again: the same values for rows that already have them), so the seeded data is what the search reads.
 */
function numberSeededJobs() {
  const migration = readFileSync("migrations/0072_matching_fields.sql", "utf8");
  for (const part of migration.split("--> statement-breakpoint")) {
    const statement = part.replace(/^\s*--.*$/gm, "").trim();
    if (statement.startsWith("UPDATE `jobs`")) queryE2eDb(statement);
  }
}

/** The published seeded jobs within 50 miles of the Loop or remote, whose yearly top reaches the floor. */
function expectedIds(): string[] {
  const rows = queryE2eDb<SeededJob>(
    "select id, location, type, latitude, longitude, coalesce(salary_max_cents, salary_min_cents) as top_cents, salary_period from jobs where status = 'published'",
  );
  return rows
    .filter((job) => {
      const remote = job.type === "Remote" || job.location.trim().toLowerCase() === "remote";
      const near =
        remote ||
        (job.latitude !== null &&
          job.longitude !== null &&
          distanceMiles(LOOP, { latitude: job.latitude, longitude: job.longitude }) <= 50);
      const yearly = job.top_cents === null ? null : job.top_cents * (job.salary_period === "hour" ? 2080 : 1);
      return near && yearly !== null && yearly >= FLOOR * 100;
    })
    .map((job) => job.id)
    .sort();
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor searches jobs within 50 miles of a ZIP with a salary floor and sees exactly those", async ({
    page,
  }) => {
    numberSeededJobs();
    const expected = expectedIds();
    // Chicago's seeded openings among them, and remote ones: a real radius search, not an empty page.
    const chicago = queryE2eDb<{ id: string }>(
      "select id from jobs where status = 'published' and location = 'Chicago, IL' and latitude is not null",
    ).map((row) => row.id);
    expect(expected.some((id) => chicago.includes(id))).toBe(true);
    expect(expected.length).toBeLessThanOrEqual(20);

    await page.goto("/jobs");
    await page.getByLabel("Near (ZIP or City, ST)").fill("60601");
    await page.getByLabel("Within").selectOption("50");
    await page.getByLabel("Salary at least ($/yr)").fill(String(FLOOR));
    await page.getByRole("button", { name: "Search Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?.*near=60601.*&radius=50.*&salaryMin=100000/);
    await expect(page.getByTestId("job-count")).toHaveText(`${expected.length} positions found`);
    const links = await page
      .getByTestId("job-card")
      .locator('a[href^="/jobs/"]')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => decodeURIComponent(anchor.getAttribute("href")!.slice("/jobs/".length))),
      );
    expect([...new Set(links)].sort()).toEqual(expected);
    // The form holds the search it answered.
    await expect(page.getByLabel("Near (ZIP or City, ST)")).toHaveValue("60601");
    await expect(page.getByLabel("Salary at least ($/yr)")).toHaveValue(String(FLOOR));
  });

  test("a ZIP the gazetteer does not know is named beside the field, the values typed kept", async ({ page }) => {
    await page.goto("/jobs");
    await page.getByLabel("Keyword").fill("controller");
    await page.getByLabel("Near (ZIP or City, ST)").fill("00000");
    await page.getByLabel("Within").selectOption("25");
    await page.getByLabel("Salary at least ($/yr)").fill("90000");
    await page.getByLabel("Remote only").check();
    await page.getByRole("button", { name: "Search Jobs" }).click();
    const near = page.getByLabel("Near (ZIP or City, ST)");
    await expect(near).toHaveAttribute("aria-invalid", "true");
    await expect(near).toHaveAccessibleDescription('"00000" is not a known US ZIP or city');
    await expect(near).toHaveValue("00000");
    await expect(page.getByLabel("Keyword")).toHaveValue("controller");
    await expect(page.getByLabel("Within")).toHaveValue("25");
    await expect(page.getByLabel("Salary at least ($/yr)")).toHaveValue("90000");
    await expect(page.getByLabel("Remote only")).toBeChecked();
    await expect(page.getByRole("heading", { name: "Check Your Search" })).toBeVisible();
  });
});

test("with scripts, the same search and the same error come from the page's own requests", async ({ page }) => {
  numberSeededJobs();
  const expected = expectedIds();
  await page.goto("/jobs");
  await page.getByLabel("Near (ZIP or City, ST)").fill("00000");
  await page.getByRole("button", { name: "Search Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs\?near=00000$/);
  const near = page.getByLabel("Near (ZIP or City, ST)");
  await expect(near).toHaveAccessibleDescription('"00000" is not a known US ZIP or city');

  await near.fill("60601");
  await page.getByLabel("Salary at least ($/yr)").fill(String(FLOOR));
  await page.getByRole("button", { name: "Search Jobs" }).click();
  // 50 miles is the default: the address leaves it out.
  await expect(page).toHaveURL(/\/jobs\?near=60601&salaryMin=100000$/);
  await expect(near).not.toHaveAttribute("aria-invalid");
  await expect(page.getByTestId("job-count")).toHaveText(`${expected.length} positions found`);
});
