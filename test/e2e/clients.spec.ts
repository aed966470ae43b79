import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/** Clients (issue 32): a recruiter creates a client, adds a contact and attaches a confidential job order to it. */

test("create a client, add its hiring contact, attach a confidential job; the public page names no client", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const clientName = `Quarry Lane Foods ${stamp}`;
  const title = `Finance Director ${stamp}`;
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const toast = page.getByTestId("toast");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await page.getByRole("button", { name: "New client" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(clientName);
  await dialog.getByLabel("Fee type").selectOption("retained");
  await dialog.getByLabel("Retainer").fill("40");
  await dialog.getByLabel("Shortlist").fill("30");
  await dialog.getByLabel("Placement").fill("20");
  await dialog.getByRole("button", { name: "Create client" }).click();
  // The installments must add up to 100: said under the field, nothing saved.
  await expect(dialog.getByText(/must add up to 100/)).toBeVisible();
  await dialog.getByLabel("Placement").fill("30");
  await dialog.getByRole("button", { name: "Create client" }).click();
  await expect(toast).toContainText("Client created");
  await expect(page.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
  await expect(page.getByText("Retained 25% (40/30/30)")).toBeVisible();

  await page.getByRole("button", { name: "Add contact" }).click();
  await dialog.getByLabel("Name").fill("Wren Alvarez");
  await dialog.getByLabel("Email").fill("wren.alvarez@quarrylane.example");
  await dialog.getByLabel("Title").fill("CFO");
  await dialog.getByLabel("Role on searches").selectOption("decision_maker");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(toast).toContainText("Contact added");
  await expect(page.getByTestId("client-contacts")).toContainText("Wren Alvarez");
  await expect(page.getByTestId("client-contacts")).toContainText("CFO · Decision maker");

  // Attach a job: the job form's pickers.
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "New Job" }).click();
  await dialog.getByLabel("Job Title").fill(title);
  await dialog.getByLabel("Client", { exact: true }).selectOption({ label: clientName });
  await expect(dialog.getByLabel(/^Company/)).toHaveValue(clientName);
  await dialog.getByLabel("Hiring contact").selectOption({ label: "Wren Alvarez" });
  await dialog.getByLabel("Openings").fill("2");
  await dialog.getByRole("checkbox", { name: /Confidential/ }).check();
  await dialog.getByLabel("Location").fill("Indianapolis, IN");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog
    .getByLabel("Description")
    .fill("A growing food producer is hiring a Finance Director to lead planning, the monthly close and its lenders.");
  await dialog.getByLabel("Requirements").fill("• CPA\n• 8+ years in finance");
  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(toast).toContainText("Job created successfully!");

  await page.goto("/admin/clients");
  await page.getByRole("searchbox", { name: "Search clients" }).fill(stamp);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: clientName }).first().click();
  const orders = page.getByTestId("client-job-orders");
  await expect(orders).toContainText(title);
  await expect(orders).toContainText("2 openings · Confidential");
  await expect(orders).toContainText("Wren Alvarez");

  // A visitor finds the job by its title: it names the firm's confidential client, never the client.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Confidential client").first()).toBeVisible();
  expect(await visitor.content()).not.toContain("Quarry Lane");
  await visitor.close();
});

/**
 * A client's page after the desk's work (issue 43 item 2): its submittal with the contact's answer, its placement with
 * the fee, and the history of both, at phone and desktop widths. Set up through the API and the client portal.
 */
test("a client's page shows its submittals with the answer, its placements with the fee, and their history", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const clientName = `Juniper Freight ${stamp}`;
  const lastName = `Mensah${stamp}`;
  const email = `kofi.${stamp}@example.com`;
  const origin = { Origin: baseURL! };
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const post = async <T = { id: string }>(path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...origin, ...headers } });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const client = await post("/api/admin/clients", { name: clientName, status: "active", feePercent: 20 });
  const contact = await post(`/api/admin/clients/${client.id}/contacts`, {
    name: "Tess Morgan",
    email: `tess.${stamp}@juniper.example`,
  });
  const job = await post("/api/jobs", {
    title: `Logistics Director ${stamp}`,
    company: clientName,
    location: "Memphis, TN",
    industry: "Manufacturing",
    description: "A freight carrier is hiring a logistics director to run its network of cross-docks.",
    requirements: "10+ years in logistics",
    status: "published",
    clientId: client.id,
  });
  await post(
    "/api/applications",
    { firstName: "Kofi", lastName, email, phone: "3175550143", currentPosition: "Ops lead", jobId: job.id },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.78` },
  );
  const [application] = queryE2eDb<{ id: string }>(`select id from applications where email = ${sqlText(email)}`);
  const submitted = await post<{ submittal: { id: string }; clientPortalUrl: string }>("/api/admin/submittals", {
    applicationId: application!.id,
    contactId: contact.id,
  });
  const token = submitted.clientPortalUrl.split("/").pop();
  await post(`/api/client-portal/${token}/submittals/${submitted.submittal.id}/feedback`, {
    decision: "interview",
    comment: "Can he start in March?",
  });
  await post("/api/admin/placements", { applicationId: application!.id, startDate: "2027-03-01", salary: 140_000 });

  await page.goto(`/admin/clients/${client.id}`);
  await expect(page.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
  const submittals = page.getByTestId("client-submittals");
  await expect(submittals).toContainText(`Kofi ${lastName}`);
  // The client asked to interview; once placed, the submittal reads as the decision, not as an answer to act on.
  await expect(submittals).toContainText("Placed");
  await expect(submittals).not.toContainText("Interview requested");
  await expect(submittals).toContainText("to Tess Morgan");
  await expect(submittals).toContainText("Can he start in March?");
  const placements = page.getByTestId("client-placements");
  await expect(placements).toContainText(`Kofi ${lastName}`);
  await expect(placements).toContainText("Fee $28,000 (20% of $140,000)");
  const history = page.getByRole("region", { name: "Activity" }).getByTestId("activity-what");
  // The placement filled the job order's one opening, which closed it.
  await expect(history).toHaveText([
    "changed a job",
    "placed a candidate",
    "recorded a client's answer to a submittal",
    "submitted a candidate to a client",
    "created a job",
    "added a contact to a client",
    "added a client",
  ]);
  await expect(page.getByTestId("client-activity-range")).toHaveText("Showing 1-7 of 7");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(placements).toBeVisible();
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(width);
    await page.screenshot({ path: testInfo.outputPath(`client-page-${width}.png`), fullPage: true });
  }

  // A page past the end (kept in the URL) offers the way back.
  await page.goto(`/admin/clients/${client.id}?activity=2`);
  await page.getByRole("button", { name: "Back to the first page" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${client.id}$`));
  await expect(history).toHaveCount(7);
});
