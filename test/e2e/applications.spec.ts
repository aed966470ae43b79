import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/** The recruiter's desk (issue 17): an application sent on the public site, worked in the back office. */

/** A one-page PDF with one line of text; without a cross-reference table, which pdf.js rebuilds as readers do. */
const PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj",
    "4 0 obj << /Length 62 >> stream",
    "BT /F1 12 Tf 72 720 Td (Heliotrope telemetry specialist) Tj ET",
    "endstream endobj",
    "5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n"),
);
const RECRUITER = { username: "rita.recruiter", password: "Recruiter-password-1", role: "recruiter" };

async function apply(page: Page, lastName: string) {
  await page.goto("/apply");
  await page.getByRole("button", { name: "Essential Only" }).click();
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Katherine");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email").fill(`${lastName.toLowerCase()}@example.com`);
  await form.getByLabel("Phone").fill("317.555.0199");
  await form.getByLabel("Current Position").fill("Orbital Analyst");
  await form.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
}

test("a new recruiter finds an application sent on the site as New, opens it, moves it by keyboard, notes, assigns and rates it", async ({
  page,
  request,
  baseURL,
}) => {
  const lastName = `Johnson${Date.now()}`;
  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await apply(page, lastName);

  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  await page.getByRole("link", { name: "Applications" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search applications" }).fill(lastName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const row = page.getByTestId("applications").getByRole("row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("New");
  await expect(row).toContainText("Unassigned");

  await row.getByRole("link", { name: `Katherine ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Katherine ${lastName}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download resume" })).toHaveAttribute(
    "href",
    /\/api\/admin\/applications\/.+\/resume$/,
  );

  // The PDF drawn inline, in a frame sandboxed to scripts alone (an opaque origin, no staff cookie).
  await page.getByRole("button", { name: "Preview resume" }).click();
  const preview = page.locator('iframe[title="Resume preview"]');
  await expect(preview).toHaveAttribute("sandbox", "allow-scripts");
  await expect(page.getByRole("status").filter({ hasText: "1 page." })).toBeVisible();
  await expect(preview.contentFrame().getByLabel("Page 1 of 1")).toBeVisible();
  await page.getByRole("button", { name: "Hide preview" }).click();
  await expect(preview).toHaveCount(0);

  // The stage from its select, which saves the choice at once (the Enter this test once pressed after it landed on
  // whatever came next: now "Add to job", whose dialog hid the page).
  const stage = page.getByLabel("Stage");
  await stage.focus();
  await stage.selectOption("interviewing");
  await expect(page.getByTestId("toast")).toContainText("Moved to Interviewing");
  await expect(page.getByRole("region", { name: "History" })).toContainText("New → Interviewing");
  await expect(page.getByRole("region", { name: "History" })).toContainText(RECRUITER.username);

  await page.getByLabel("New note").fill("Strong on orbital mechanics; wants hybrid.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "Notes, newest first" })).toContainText(
    "Strong on orbital mechanics; wants hybrid.",
  );

  await page.getByLabel("Owner").selectOption({ label: RECRUITER.username });
  await expect(page.getByTestId("toast").last()).toContainText(`Assigned to ${RECRUITER.username}`);
  await page.getByRole("button", { name: "Rate 4 of 5" }).click();
  await expect(page.getByRole("button", { name: "Rate 4 of 5" })).toHaveAttribute("aria-pressed", "true");

  // What was saved is what a colleague sees: back to the list, the same search still in the URL.
  await page.goBack();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const saved = page.getByTestId("applications").getByRole("row").filter({ hasText: lastName });
  await expect(saved).toContainText("Interviewing");
  await expect(saved).toContainText(RECRUITER.username);
  await expect(saved.getByRole("img", { name: "Rated 4 of 5" })).toBeVisible();

  await page.getByLabel("Stage").selectOption("closed");
  await expect(page).toHaveURL(/stage=closed/);
  await expect(page.getByText("No applications match these filters.")).toBeVisible();
  await page.getByLabel("Stage").selectOption("");

  // Days applied are the firm's (New York) days, whatever the clock of the machine.
  const day = (offset: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(Date.now() + offset * 86_400_000);
  await page.getByLabel("Applied from").fill(day(1));
  await expect(page).toHaveURL(new RegExp(`from=${day(1)}`));
  await expect(page.getByText("No applications match these filters.")).toBeVisible();
  await page.getByLabel("Applied from").fill(day(0));
  await page.getByLabel("Applied to").fill(day(0));
  await expect(page.getByTestId("applications").getByRole("row").filter({ hasText: lastName })).toHaveCount(1);

  // A word from the resume finds it once the queue has read the file (moments after the submit).
  await expect(async () => {
    await page.goto("/admin/applications?q=heliotrope");
    await expect(page.getByTestId("applications").getByRole("row").filter({ hasText: lastName })).toHaveCount(1, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
});
