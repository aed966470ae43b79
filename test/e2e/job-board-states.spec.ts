import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * What each board did with a job (issue 49 item 4), seen as staff see it: a job published to the job boards shows
 * each active board's state on its job order page; closed, each shows expired. Indeed here is reached by its XML
 * feed (the seed's setup), so its state follows the feed like LinkedIn's and ZipRecruiter's; Glassdoor is reached
 * through Indeed: its row mirrors Indeed's. (Indeed by its API: job-boards-indeed-api.spec.ts.)
 */
test("the job order page shows each board's state, and closing the job expires it on each", async ({
  page,
  baseURL,
}) => {
  await signInThroughForm(page, adminCredentials().username, adminCredentials().password);
  const stamp = Date.now().toString(36);
  const headers = { Origin: baseURL! };
  const created = await page.request.post("/api/jobs", {
    headers,
    data: {
      title: `Plant Manager ${stamp}`,
      company: `Acme ${stamp}`,
      location: "Carmel, IN",
      industry: "Manufacturing",
      type: "Full-time",
      description:
        "Run a two-shift plant of 180 people, own safety, quality and delivery, and grow the next line of supervisors.",
      requirements: "8+ years in manufacturing",
      status: "published",
      publishToPortals: true,
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string };

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/jobs/${job.id}`);
    const boards = page.getByRole("region", { name: "Job boards" });
    await expect(boards.getByText("Indeed", { exact: true })).toBeVisible();
    await expect(boards.getByText("LinkedIn", { exact: true })).toBeVisible();
    await expect(boards.getByText("ZipRecruiter", { exact: true })).toBeVisible();
    await expect(boards.getByText("Glassdoor", { exact: true })).toBeVisible();
    await expect(boards.getByText("Listed through Indeed")).toBeVisible();
    await expect(boards.getByText("Live", { exact: true })).toHaveCount(4);
    await page.screenshot({ path: `test-results/job-board-states-${width}.png`, fullPage: true });
  }

  const closed = await page.request.put(`/api/jobs/${job.id}`, { headers, data: { status: "archived" } });
  expect(closed.status()).toBe(200);
  await page.reload();
  const boards = page.getByRole("region", { name: "Job boards" });
  await expect(boards.getByText("Expired", { exact: true })).toHaveCount(4);
});

test("the job boards panel chooses how Indeed is reached and states the sponsorship rule", async ({ page }) => {
  await signInThroughForm(page, adminCredentials().username, adminCredentials().password);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/jobs");
    const panel = page.getByRole("region", { name: "Job boards" });
    await expect(panel.getByLabel("How Indeed is reached")).toHaveValue("xml_feed");
    await expect(panel.getByText(/through its Job Sync API, and in the US lists them as sponsored/)).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `test-results/job-boards-panel-${width}.png` });
  }
});
