import { addDays, zonedDate } from "../../worker/contract/time-zone";
import { axeViolations } from "./axe";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Contract staffing's first slice, tried as a new account manager would (issue 48 item 1): on a Contract job order's
 * application "Start assignment" (no "Place candidate"), at $95 billed and $70 paid an hour; the assignment page shows
 * the margin and the approver's portal link; it is on the assignments list (filtered in the URL) on a phone and a
 * desk; it is extended with a note. The client, its approver, the job order and the application are set up through
 * the API (the agency flow's test drives those screens).
 */

test("an assignment starts from a Contract job order's application, shows on the list and is extended", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const client = `Marlow Logistics ${stamp}`;
  const lastName = `Nakamura${stamp}`;
  const name = `Kenji ${lastName}`;
  const toast = page.getByTestId("toast");
  const origin = { Origin: baseURL! };

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...origin, ...headers } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const marlow = await post("/api/admin/clients", { name: client, status: "active" });
  await post(`/api/admin/clients/${marlow.id}/contacts`, {
    name: `Alex Approver ${stamp}`,
    email: `alex.${stamp}@marlow.example`,
  });
  const job = await post("/api/jobs", {
    title: `Contract Staff Accountant ${stamp}`,
    company: client,
    location: "Columbus, OH",
    type: "Contract",
    industry: "Manufacturing",
    description: "A six-month contract to cover the month-end close while the team grows.",
    requirements: "3+ years of general ledger work",
    status: "published",
    clientId: marlow.id,
  });
  await post(
    "/api/applications",
    {
      firstName: "Kenji",
      lastName,
      email: `kenji.${stamp}@example.com`,
      phone: "3175550143",
      currentPosition: "Staff Accountant",
      jobId: job.id,
    },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.78` },
  );

  // The application of a Contract job order offers "Start assignment", not a placement's fee.
  await page.goto(`/admin/applications?q=${encodeURIComponent(lastName)}`);
  await page.getByTestId("applications").getByRole("link", { name }).click();
  await expect(page.getByRole("button", { name: "Start assignment" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Place candidate" })).toHaveCount(0);
  // Started on a phone: the dialog's fields fit and stack.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole("button", { name: "Start assignment" }).click();
  const dialog = page.getByRole("dialog");
  const today = zonedDate(Date.now(), "America/New_York");
  const startDate = addDays(today, 7);
  const endDate = addDays(startDate, 182);
  await dialog.getByLabel("Start date").fill(startDate);
  await dialog.getByLabel("Planned end date").fill(endDate);
  await dialog.getByLabel("Bill rate ($ per hour)").fill("95");
  await dialog.getByLabel("Pay rate ($ per hour)").fill("70");
  await dialog.getByLabel(/^Approver/).selectOption({ label: `Alex Approver ${stamp}` });
  await dialog.getByLabel("Engagement").selectOption({ label: "1099" });
  await dialog.getByLabel("Time zone of the work").selectOption("America/Chicago");
  await dialog.getByLabel("Work location").fill("Columbus warehouse office");
  await page.screenshot({ path: testInfo.outputPath("start-assignment-390.png") });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Start assignment" }).click();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The assignment's page: the margin, the rates history, the approver's link shown once.
  await expect(page.getByRole("heading", { level: 1, name: `${name} on assignment` })).toBeVisible();
  await expect(page.getByText("$25.00 margin (35.71% markup)").first()).toBeVisible();
  await expect(page.getByRole("note")).toContainText(/\/client\/[\w-]{20,}/);
  await expect(page.getByTestId("rate-periods")).toContainText("$95.00 billed, $70.00 paid an hour");
  const assignmentId = page.url().split("/").pop()!;
  const [stored] = queryE2eDb<{ engagement_type: string; bill: number; pay: number }>(
    `select engagement_type, bill_rate_cents as bill, pay_rate_cents as pay from assignments join assignment_rate_periods on assignment_id = assignments.id where assignments.id = ${sqlText(assignmentId)}`,
  );
  expect(stored).toEqual({ engagement_type: "1099", bill: 9_500, pay: 7_000 });

  // On the list, filtered in the URL, on a phone (a card) and a desk (a row), the page never scrolling sideways.
  await page.goto(`/admin/assignments?status=upcoming&clientId=${marlow.id}`);
  await expect(page.getByLabel("Status")).toHaveValue("upcoming");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const shown =
      width < 768
        ? page.getByTestId("assignment-cards").getByRole("listitem").filter({ hasText: name })
        : page.getByTestId("assignments").getByRole("row").filter({ hasText: name });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(`at ${client}`);
    await expect(shown).toContainText("$95.00 / $70.00 an hour");
    await expect(shown).toContainText("Upcoming");
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`assignments-${width}.png`), fullPage: true });
  }
  // A filter that leaves it out, then back.
  await page.getByLabel("Status").selectOption({ label: "Completed" });
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByText("No assignment matches.")).toBeVisible();
  await page.goBack();
  await page.getByTestId("assignments").getByRole("link", { name }).click();

  // Extended with a note: an end before the planned one is refused under its field, then a later one is kept.
  await page.getByRole("button", { name: "Extend" }).click();
  await dialog.getByLabel("New planned end date").fill(addDays(endDate, -1));
  await dialog.getByLabel("Note").fill("The client wants cover through the audit");
  await dialog.getByRole("button", { name: "Extend" }).click();
  await expect(dialog.getByText(/End date must be after the planned end/)).toBeVisible();
  const extendedTo = addDays(endDate, 91);
  await dialog.getByLabel("New planned end date").fill(extendedTo);
  await dialog.getByRole("button", { name: "Extend" }).click();
  await expect(toast).toContainText("Assignment extended");
  await expect(page.getByTestId("extensions")).toContainText("The client wants cover through the audit");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`assignment-${width}.png`), fullPage: true });
  }
  const [extended] = queryE2eDb<{ end_date: string }>(
    `select end_date from assignments where id = ${sqlText(assignmentId)}`,
  );
  expect(extended?.end_date).toBe(extendedTo);
});
