import { addDays, zonedDate } from "../../worker/contract/time-zone";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * A placement after it is made (issue 32 items 4 and 5): the candidate, working for a no-poach client, is flagged on
 * the candidates list and page; placed through the application page; on /admin/placements a fee line is invoiced
 * and the placement falls off in the guarantee, which reopens the job order. The client, job order and application
 * are set up through the API (the agency flow's test drives those screens).
 */

test("a placement's fee line is invoiced and its fall-off reopens the job order; no-poach is flagged", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const client = `Halvorsen Cold Chain ${stamp}`;
  const employer = `Brightwater Mills ${stamp}`;
  const lastName = `Okafor${stamp}`;
  const name = `Ada ${lastName}`;
  const toast = page.getByTestId("toast");
  const origin = { Origin: baseURL! };

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...origin, ...headers } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  // A retained search (three fee lines), and the no-poach client the candidate works for now.
  const retained = await post("/api/admin/clients", {
    name: client,
    status: "active",
    feeType: "retained",
    feePercent: 30,
    retainerPercent: 30,
    shortlistPercent: 30,
    placementPercent: 40,
  });
  await post("/api/admin/clients", { name: employer, status: "active", noPoach: true });
  const job = await post("/api/jobs", {
    title: `Plant Controller ${stamp}`,
    company: client,
    location: "Columbus, OH",
    industry: "Manufacturing",
    description: "A cold-chain carrier is hiring a plant controller to own the close and the audit.",
    requirements: "CPA; 6+ years in plant accounting",
    status: "published",
    clientId: retained.id,
    openings: 1,
  });
  await post(
    "/api/applications",
    {
      firstName: "Ada",
      lastName,
      email: `ada.${stamp}@example.com`,
      phone: "3175550142",
      currentPosition: `Assistant Controller at ${employer}`,
      jobId: job.id,
    },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.77` },
  );

  // Flagged on the candidates list and the candidate page, before anything else happens.
  await page.goto(`/admin/candidates?q=${encodeURIComponent(lastName)}`);
  const row = page.getByTestId("candidates").getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("no-poach")).toHaveText(`No-poach Works for ${employer}, a no-poach client.`);
  await page.screenshot({ path: testInfo.outputPath("candidates-no-poach.png") });
  await page.setViewportSize({ width: 390, height: 900 });
  const card = page.getByTestId("candidate-cards").getByRole("listitem").filter({ hasText: name });
  await expect(card.getByTestId("no-poach")).toContainText(`Works for ${employer}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("no-poach")).toContainText(`Works for ${employer}`);
  await page.screenshot({ path: testInfo.outputPath("candidate-no-poach.png") });

  // Placed through the application page.
  await page.goto(`/admin/applications?q=${encodeURIComponent(lastName)}`);
  await page.getByTestId("applications").getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Place candidate" }).click();
  const dialog = page.getByRole("dialog");
  const startDate = addDays(zonedDate(Date.now(), "America/New_York"), 14);
  await dialog.getByLabel("Start date").fill(startDate);
  await dialog.getByLabel("First-year salary (US dollars)").fill("150000");
  await dialog.getByRole("button", { name: "Place candidate" }).click();
  // 30 % of $150,000, in three installments of 30/30/40.
  await expect(toast).toContainText("Fee $45,000.00");
  expect(queryE2eDb<{ status: string }>(`select status from jobs where id = ${sqlText(job.id)}`)[0]?.status).toBe(
    "archived",
  );

  // On the placements screen: the three lines to invoice; the retainer is invoiced, then paid.
  await page.goto("/admin/placements");
  const placement = page.getByTestId("placements").getByRole("row").filter({ hasText: name });
  await expect(placement).toContainText(client);
  await expect(placement).toContainText("$45,000");
  await expect(placement).toContainText("30% of $150,000");
  const retainer = placement.getByLabel(`Invoice status of the retainer line of ${name}`);
  await expect(retainer).toHaveValue("to_invoice");
  const totals = page.getByTestId("placement-totals");
  const total = async (key: string) =>
    Number(((await totals.locator(`[data-total="${key}"] dd`).textContent()) ?? "").replace(/[$,]/g, ""));
  const invoicedBefore = await total("invoiced");
  await retainer.selectOption({ label: "Invoiced" });
  await expect(toast).toContainText("Invoice status saved");
  await expect.poll(() => total("invoiced")).toBe(invoicedBefore + 13_500);
  await page.reload();
  await expect(placement.getByLabel(`Invoice status of the retainer line of ${name}`)).toHaveValue("invoiced");

  // On a phone the placement is a card, its fee lines in reach, and the page does not scroll sideways.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const shown =
      width < 768 ? page.getByTestId("placement-cards").getByRole("listitem").filter({ hasText: name }) : placement;
    await expect(shown).toBeVisible();
    await expect(shown.getByLabel(`Invoice status of the retainer line of ${name}`)).toHaveValue("invoiced");
    await expect(shown.getByRole("button", { name: "Fell off…" })).toBeVisible();
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    await page.screenshot({ path: testInfo.outputPath(`placements-${width}.png`), fullPage: true });
  }

  // The candidate leaves within the guarantee: a last day outside it is refused, then the search reopens.
  await placement.getByRole("button", { name: "Fell off…" }).click();
  await expect(dialog.getByRole("heading", { name: `${name} fell off` })).toBeVisible();
  await dialog.getByLabel("Last day").fill(addDays(startDate, -1));
  await dialog.getByRole("button", { name: "Mark as fallen off" }).click();
  await expect(dialog.getByText(/The last day must be from/)).toBeVisible();
  await dialog.getByLabel("Last day").fill(addDays(startDate, 30));
  await dialog.getByRole("button", { name: "Mark as fallen off" }).click();
  await expect(toast).toContainText("The job order is open again.");
  await expect(placement).toContainText("Fell off");
  await expect(placement.getByRole("button", { name: "Fell off…" })).toHaveCount(0);
  const [reopened] = queryE2eDb<{ status: string }>(`select status from jobs where id = ${sqlText(job.id)}`);
  expect(reopened?.status).toBe("published");
  const [application] = queryE2eDb<{ stage: string }>(
    `select stage from applications where job_id = ${sqlText(job.id)}`,
  );
  expect(application?.stage).toBe("withdrawn");
  await page.screenshot({ path: testInfo.outputPath("placements-fell-off.png"), fullPage: true });
});
