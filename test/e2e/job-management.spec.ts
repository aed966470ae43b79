import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

test("staff create a job, publish it to job boards, see it on /jobs and in the Indeed feed, archive it and it leaves both", async ({
  page,
  browser,
}) => {
  const title = `Plant Controller ${Date.now().toString(36)}`;
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/jobs");
  await expect(page).toHaveTitle("Job Management | Admin Dashboard");
  await expect(page.getByText("Total Jobs")).toBeVisible();
  const toast = page.getByTestId("toast");

  // Create: the spec's defaults, then the required fields.
  await page.getByRole("button", { name: "New Job" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Type")).toHaveValue("Full-time");
  await expect(dialog.getByLabel("Industry")).toHaveValue("Technology");
  await expect(dialog.getByLabel("Status")).toHaveValue("draft");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Job Title").fill(title);
  await dialog.getByLabel("Company").fill("Hoosier Steel & Wire");
  await dialog.getByLabel("Location").fill("Indianapolis, IN");
  await dialog.getByLabel("Salary").fill("$120,000 - $140,000");
  await dialog.getByLabel("Industry").selectOption("Manufacturing");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog
    .getByLabel("Description")
    .fill(
      "Hoosier Steel & Wire is hiring a Plant Controller to own the books of its largest mill, lead the monthly close and build a new cost model.",
    );
  await dialog.getByLabel("Requirements").fill("• CPA\n• 5+ years in manufacturing finance");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(toast).toContainText("Job created successfully!");
  const row = page.getByTestId("staff-job").filter({ hasText: title });
  await expect(row).toContainText("Published");

  // Publish to the three active job boards (Indeed, LinkedIn and ZipRecruiter in the seed).
  await row.getByRole("button", { name: `Publish ${title} to job boards` }).click();
  await expect(toast).toContainText("Publishing initiated!");
  await expect(toast).toContainText("Published to 3 job boards");

  // The public sees it, in a browser with no session.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs?title=${encodeURIComponent(title)}`);
  await expect(visitor.getByTestId("job-card").filter({ hasText: title })).toBeVisible();
  const feed = await (await visitor.request.get("/feeds/indeed.xml")).text();
  expect(feed).toContain(title);
  // Well-formed by the browser's own XML parser, with the ampersand intact.
  // (A string so the Node-side typecheck needs no DOM types; it runs in the page.)
  const parsed = await visitor.evaluate(`(() => {
    const doc = new DOMParser().parseFromString(${JSON.stringify(feed)}, "application/xml");
    if (doc.querySelector("parsererror")) return "parse error";
    return Array.from(doc.querySelectorAll("job > company")).map((node) => node.textContent);
  })()`);
  expect(parsed).toContain("Hoosier Steel & Wire");
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain("/jobs/");

  // Archive: gone from /jobs and from the feed.
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await dialog.getByLabel("Status").selectOption("archived");
  await dialog.getByRole("button", { name: "Update Job" }).click();
  await expect(toast).toContainText("Job updated successfully!");
  await expect(row).toContainText("Archived");

  await visitor.goto(`/jobs?title=${encodeURIComponent(title)}`);
  await expect(visitor.getByRole("heading", { name: "No Positions Found" })).toBeVisible();
  expect(await (await visitor.request.get("/feeds/indeed.xml")).text()).not.toContain(title);
  await visitor.close();

  // Delete with confirmation.
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast).toContainText("Job deleted successfully!");
  await expect(row).toHaveCount(0);
});

test("the Job boards switch turns a job board on and off; ZipRecruiter is fed, Glassdoor follows Indeed", async ({
  page,
}) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/jobs");
  const boards = page.getByRole("region", { name: "Job boards" });
  await expect(boards.getByRole("listitem").filter({ hasText: "ZipRecruiter" })).toContainText(
    "Connected by feed: /feeds/ziprecruiter.xml",
  );
  const glassdoorRow = boards.getByRole("listitem").filter({ hasText: "Glassdoor" });
  await expect(glassdoorRow).toContainText("Reached through Indeed: on while Indeed is on");
  await expect(boards).not.toContainText("not connected");
  const glassdoor = page.getByRole("switch", { name: "Glassdoor active" });
  await expect(glassdoor).toBeDisabled();
  await expect(glassdoor).toHaveAttribute("aria-checked", "true");

  const zip = page.getByRole("switch", { name: "ZipRecruiter active" });
  await expect(zip).toHaveAttribute("aria-checked", "true");
  await zip.click();
  await expect(page.getByTestId("toast")).toContainText("Job board updated successfully!");
  await expect(zip).toHaveAttribute("aria-checked", "false");
  await zip.click();
  await expect(zip).toHaveAttribute("aria-checked", "true");

  // Indeed off takes Glassdoor with it.
  const indeed = page.getByRole("switch", { name: "Indeed active" });
  await indeed.click();
  await expect(indeed).toHaveAttribute("aria-checked", "false");
  await expect(glassdoor).toHaveAttribute("aria-checked", "false");
  await indeed.click();
  await expect(glassdoor).toHaveAttribute("aria-checked", "true");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await boards.scrollIntoViewIfNeeded();
    await boards.screenshot({ path: test.info().outputPath(`job-boards-${width}.png`) });
    // Nothing of the panel spills past the page's width.
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
  }
});
