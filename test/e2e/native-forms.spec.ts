import type { Page } from "@playwright/test";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { holdScripts } from "./held-scripts";

/**
 * The public forms before and without scripts (issue 29, decision 040): each is a real form that posts to its page,
 * and the Worker answers with the confirmation page or the form again with the visitor's values and messages.
 */

function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/contact: the form posts, the message is stored, and the confirmation replaces the form", async ({ page }) => {
    const email = uniqueEmail("nojs-contact");
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("First Name").fill("Nora");
    await form.getByLabel("Last Name").fill("Script");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("How can we help?").selectOption("Executive Search");
    await form.getByLabel("Message").fill("Two plant managers, please.");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    const rows = queryE2eDb<{ inquiry: string; message: string }>(
      `select inquiry, message from contacts where email = ${sqlText(email)}`,
    );
    expect(rows).toEqual([{ inquiry: "executive-search", message: "Two plant managers, please." }]);
  });

  test("/contact: an invalid email comes back with every value kept and the field's message, nothing stored", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("First Name").fill("Nora");
    await form.getByLabel("Last Name").fill("Typo");
    await form.getByLabel("Email Address").fill("nora-at-example.com");
    await form.getByLabel("Company").fill("Acme <Steel>");
    await form.getByLabel("How can we help?").selectOption("Contract Staffing");
    await form.getByLabel("Message").fill("Line one\nLine two");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact$/);
    const refreshed = contactForm(page);
    await expect(refreshed.getByText("Enter a valid email address")).toBeVisible();
    await expect(refreshed.getByLabel("Email Address")).toHaveValue("nora-at-example.com");
    await expect(refreshed.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(refreshed.getByLabel("First Name")).toHaveValue("Nora");
    await expect(refreshed.getByLabel("Last Name")).toHaveValue("Typo");
    await expect(refreshed.getByLabel("Company")).toHaveValue("Acme <Steel>");
    await expect(refreshed.getByLabel("How can we help?")).toHaveValue("contract-staffing");
    await expect(refreshed.getByLabel("Message")).toHaveValue("Line one\nLine two");
    expect(queryE2eDb(`select id from contacts where email = ${sqlText("nora-at-example.com")}`)).toEqual([]);
  });
});

test.describe("without JavaScript: the home page", () => {
  test.use({ javaScriptEnabled: false });

  test("/: the contact section's form posts to the home page and shows the confirmation", async ({ page }) => {
    const email = uniqueEmail("nojs-home");
    await page.goto("/");
    const form = page.locator("#contact").getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Hana");
    await form.getByLabel("Last Name").fill("Home");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    await form.getByRole("combobox", { name: "Inquiry" }).selectOption({ label: "I'm looking for a job" });
    await form.getByRole("textbox", { name: "Message" }).fill("Sent with scripts off.");
    await form.getByRole("checkbox", { name: /non-marketing text messages/ }).check();
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();
    const rows = queryE2eDb<{ inquiry: string; sms_appointment_consent: number }>(
      `select inquiry, sms_appointment_consent from contacts where email = ${sqlText(email)}`,
    );
    expect(rows).toEqual([{ inquiry: "find-job", sms_appointment_consent: 1 }]);
  });
});

test.describe("without JavaScript: the application", () => {
  test.use({ javaScriptEnabled: false });

  /** A tiny valid PDF (header, catalog, pages, trailer), as a candidate's resume. */
  const PDF = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
      "trailer << /Root 1 0 R >>\n%%EOF\n",
  );

  test("/apply: applying with a PDF resume posts the multipart form and shows the confirmation", async ({ page }) => {
    const email = uniqueEmail("nojs-apply");
    await page.goto("/apply");
    const form = page.getByRole("form", { name: "Application form" });
    await form.getByLabel("First Name").fill("Pia");
    await form.getByLabel("Last Name").fill("Plain");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("(317) 555-0199");
    await form.getByLabel("Industry").selectOption("Healthcare");
    await form.getByLabel("Resume").setInputFiles({ name: "pia-plain.pdf", mimeType: "application/pdf", buffer: PDF });
    // The contact form's SMS boxes, on the application form too.
    await form.getByRole("checkbox", { name: /non-marketing text messages/ }).check();
    await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
    await form.getByRole("button", { name: "Submit Application" }).click();

    await expect(page).toHaveURL(/\/apply\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
    const rows = queryE2eDb<{
      industry: string;
      resume_key: string | null;
      sms_appointment_consent: number;
      sms_marketing_consent: number;
    }>(
      `select industry, resume_key, sms_appointment_consent, sms_marketing_consent from applications where email = ${sqlText(email)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.industry).toBe("Healthcare");
    expect(rows[0]?.resume_key).toMatch(/\.pdf$/);
    expect(rows[0]).toMatchObject({ sms_appointment_consent: 1, sms_marketing_consent: 0 });
  });

  test("/apply: a refused application keeps every value but the file and asks for the file again", async ({ page }) => {
    await page.goto("/apply");
    const form = page.getByRole("form", { name: "Application form" });
    await form.getByLabel("First Name").fill("Pia");
    await form.getByLabel("Last Name").fill("Plain");
    await form.getByLabel("Email").fill(uniqueEmail("nojs-apply-refused"));
    await form.getByLabel("Phone").fill("not a phone");
    await form.getByLabel("Resume").setInputFiles({ name: "pia-plain.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Submit Application" }).click();

    const again = page.getByRole("form", { name: "Application form" });
    await expect(again.getByText("Enter a valid phone number (7 to 15 digits)")).toBeVisible();
    await expect(again.getByText("You must agree to the terms and conditions")).toBeVisible();
    await expect(again.getByText("Your resume was not kept: choose it again before you send.")).toBeVisible();
    await expect(again.getByLabel("First Name")).toHaveValue("Pia");
    await expect(again.getByLabel("Phone")).toHaveValue("not a phone");
  });
});

test.describe("without JavaScript: job alerts", () => {
  test.use({ javaScriptEnabled: false });

  test("/jobs: 'Email me jobs like these' leads to the form with the search, which subscribes", async ({ page }) => {
    const email = uniqueEmail("nojs-alert");
    await page.goto("/jobs?title=engineer&industry=Technology");
    await page.getByRole("link", { name: "Email me jobs like these" }).click();
    await expect(page).toHaveURL(/\/job-alerts\?title=engineer&industry=Technology$/);
    const form = page.getByRole("form", { name: "Job alert" });
    await expect(form.getByLabel("Keyword")).toHaveValue("engineer");
    await expect(form.getByLabel("Industry")).toHaveValue("Technology");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("How often").selectOption({ label: "Once a week" });
    await form.getByRole("button", { name: "Create job alert" }).click();

    // No email sender on this server: the Worker renders the page that says the link waits in the outbox.
    await expect(page).toHaveURL(/\/job-alerts\/sent\?email=waiting$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your job alert is saved" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("we email");
    const [row] = queryE2eDb<{ status: string; frequency: string; filters: string }>(
      `select status, frequency, filters from job_alert_subscriptions where email = ${sqlText(email)}`,
    );
    expect(row).toMatchObject({ status: "pending", frequency: "weekly" });
    expect(JSON.parse(row!.filters)).toEqual({ q: "engineer", industry: "Technology" });
  });
});

test("/: what a visitor types into the home contact form before the scripts arrive survives hydration and the live form", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const releaseScripts = await holdScripts(page, /\/assets\/.*\.js$/);
  await page.mainFrame().goto("/#contact", { waitUntil: "commit" });
  const form = page.locator("#contact").getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill("Early");
  await form.getByRole("textbox", { name: "Email" }).fill("early.home@example.com");
  await form.getByRole("combobox", { name: "Inquiry" }).selectOption({ label: "Partnership inquiry" });
  await form.getByRole("checkbox", { name: /non-marketing text messages/ }).check();
  await form.getByRole("textbox", { name: "Message" }).fill("Typed at first paint.");
  expect(await page.locator("html[data-ready]").count()).toBe(0);

  releaseScripts();
  await page.waitForSelector("html[data-ready]", { state: "attached", timeout: 60_000 });
  // The live form has replaced the server's once the section is near: its fields hold what was typed.
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  await page.locator("#contact [data-live-form] form").waitFor({ state: "attached", timeout: 30_000 });
  await expect(form.getByLabel("First Name")).toHaveValue("Early");
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("early.home@example.com");
  await expect(form.getByRole("combobox", { name: "Inquiry" })).toHaveValue("partnership");
  await expect(form.getByRole("checkbox", { name: /non-marketing text messages/ })).toBeChecked();
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Typed at first paint.");
});

test("/contact: what a visitor types at first paint, before the scripts arrive, survives hydration", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const releaseScripts = await holdScripts(page, /\/assets\/.*\.js$/);
  // The frame's own goto: the fixture's page.goto would wait for the app, and this visitor does not.
  await page.mainFrame().goto("/contact", { waitUntil: "commit" });
  const form = contactForm(page);
  await form.getByLabel("First Name").fill("Early");
  await form.getByLabel("Last Name").fill("Bird");
  await form.getByLabel("Email Address").fill("early.bird@example.com");
  await form.getByLabel("How can we help?").selectOption("Talent Consulting");
  await form.getByLabel("Message").fill("Typed before the app was ready.");
  // The fields were usable before the scripts: nothing had hydrated yet.
  expect(await page.locator("html[data-ready]").count()).toBe(0);

  releaseScripts();
  await page.waitForSelector("html[data-ready]", { state: "attached", timeout: 60_000 });
  await expect(form.getByLabel("First Name")).toHaveValue("Early");
  await expect(form.getByLabel("Last Name")).toHaveValue("Bird");
  await expect(form.getByLabel("Email Address")).toHaveValue("early.bird@example.com");
  await expect(form.getByLabel("How can we help?")).toHaveValue("talent-consulting");
  await expect(form.getByLabel("Message")).toHaveValue("Typed before the app was ready.");
});
