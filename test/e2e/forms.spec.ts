import type { Page } from "@playwright/test";
import { queryE2eDb as queryD1, sqlText } from "./db";
import { expect, test } from "./fixtures";

/** The /contact page form and the application form on /apply, end to end into D1. */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

/** Each run's rows are told apart by a unique email. */
function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // A returning visitor's choice: the banner would otherwise sit over the bottom of the form.
  await page.getByRole("button", { name: "Essential Only" }).click();
}

/** What a bot does: fills the hidden honeypot field, which sits off-screen where no one can type into it. */
async function fillHoneypot(page: Page) {
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
}

/** Lets a form's request through to the Worker and tells whether one was sent. */
async function watchSubmit(page: Page, url: string): Promise<() => boolean> {
  let sent = false;
  await page.route(url, (route) => {
    sent = true;
    return route.continue();
  });
  return () => sent;
}

test.describe("/contact", () => {
  test("sends the message, shows 'Sending...' while it goes, then the confirmation page in place of the form, and stores contact and lead", async ({
    page,
  }) => {
    await open(page, "/contact", "Contact Us");
    await expect(page.getByText("Avg. response: 15 min")).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Talk to our team" });
    await expect(panel.getByText("Carmel, IN")).toBeVisible();
    await expect(panel.getByRole("link", { name: "(317) 555-0142" })).toHaveAttribute("href", "tel:+13175550142");

    const email = uniqueEmail("Contact.Page");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Dana");
    await form.getByLabel("Last Name").fill("<b>Scully</b>");
    await form.getByLabel("Email Address").fill(`  ${email.toUpperCase()} `);
    await form.getByLabel("Company").fill("Acme Corp");
    await form.getByLabel("Phone Number").fill("(317) 555-0199");
    await form.getByLabel("How can we help?").selectOption({ label: "Executive Search" });
    await form.getByLabel("Message").fill("We are hiring a CFO.");

    // Hold the request so the in-flight state can be seen, then let it through to the real Worker.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/submit", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel("First Name")).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();
    await expect(page.getByText("on average within 15 minutes during business hours")).toBeVisible();

    const rows = queryD1<{
      id: string;
      last_name: string;
      email: string;
      phone: string;
      inquiry: string;
      source: string;
      message: string;
    }>(
      `select id, last_name, email, phone, inquiry, source, message from contacts where email = ${sqlText(email.toLowerCase())}`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        last_name: "<b>Scully</b>",
        phone: "+13175550199",
        inquiry: "executive-search",
        source: "contact-page",
        message: "We are hiring a CFO.",
      }),
    ]);
    const leads = queryD1(
      `select lead_type, lead_source, lead_score, status from crm_leads where contact_id = ${sqlText(rows[0]!.id)}`,
    );
    // 10 + 20 company + 15 phone + 25 executive search.
    expect(leads).toEqual([{ lead_type: "contact", lead_source: "contact-page", lead_score: 70, status: "active" }]);
  });

  test("shows what is missing next to the fields and sends nothing", async ({ page }) => {
    await open(page, "/contact", "Contact Us");
    const sent = await watchSubmit(page, "**/api/contact/submit");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Enter a valid email address")).toBeVisible();
    await expect(form.getByText("Choose how we can help")).toBeVisible();
    await expect(form.getByLabel("First Name")).toBeFocused();
    expect(sent()).toBe(false);
  });

  test("when the checking code cannot be loaded, the server checks the form and its errors show the same", async ({
    page,
  }) => {
    // The form's schemas come in their own chunk once a field is entered; here the network drops it.
    await page.route(/\/assets\/form-schemas-[\w-]+\.js$/, (route) => route.abort());
    await open(page, "/contact", "Contact Us");
    const sent = await watchSubmit(page, "**/api/contact/submit");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByText("Choose how we can help")).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveValue("not-an-email");
    expect(sent()).toBe(true);
  });

  test("a server failure shows the failure in the form and keeps what was typed", async ({ page }) => {
    await open(page, "/contact", "Contact Us");
    await page.route("**/api/contact/submit", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"internal_error","message":"boom"}',
      }),
    );
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Fox");
    await form.getByLabel("Last Name").fill("Mulder");
    await form.getByLabel("Email Address").fill("fox@example.com");
    await form.getByLabel("How can we help?").selectOption("other");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Failed to send message. Please try again or contact us directly.",
    );
    await expect(form.getByLabel("First Name")).toHaveValue("Fox");
  });
});

test("/contact: a filled honeypot goes with the message, the visitor sees success, and nothing is stored", async ({
  page,
}) => {
  await open(page, "/contact", "Contact Us");
  const email = uniqueEmail("contact.bot");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill("Bot");
  await form.getByLabel("Last Name").fill("Net");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("How can we help?").selectOption("other");
  await fillHoneypot(page);
  const request = page.waitForRequest("**/api/contact/submit");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await request).postDataJSON()).toMatchObject({ email, website: "https://spam.example" });
  await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();
  expect(queryD1(`select id from contacts where email = ${sqlText(email)}`)).toEqual([]);
});

test.describe("/apply", () => {
  test("uploads the resume with the application, shows the confirmation page in place of the form, and stores the application with its lead", async ({
    page,
  }) => {
    await open(page, "/apply", "Submit Your Information");
    for (const block of ["What to expect", "Confidentiality", "No fees, ever"]) {
      await expect(page.getByRole("heading", { name: block })).toBeVisible();
    }
    const email = uniqueEmail("applicant");
    const form = page.getByRole("form", { name: "Application form" });
    await form.getByLabel("First Name").fill("Grace");
    await form.getByLabel("Last Name").fill("Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("317.555.0123");
    await form.getByLabel("Current Position").fill("Rear Admiral");
    await form.getByLabel("Industry").selectOption("Technology");
    await form
      .getByLabel("Resume")
      .setInputFiles({ name: "grace-hopper.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByLabel("Additional Information").fill("Available in January.");

    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("You must agree to the terms and conditions")).toBeVisible();

    await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
    const request = page.waitForRequest("**/api/applications");
    await form.getByRole("button", { name: "Submit Application" }).click();
    const sent = await request;
    expect(sent.headers()["content-type"]).toMatch(/^multipart\/form-data/);

    await expect(page).toHaveURL(/\/apply\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
    await expect(page.getByText("contacts you within 48 hours")).toBeVisible();

    const rows = queryD1<{ id: string; phone: string; industry: string; resume_key: string; resume_url: string }>(
      `select id, phone, industry, resume_key, resume_url from applications where email = ${sqlText(email)}`,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      phone: "+13175550123",
      industry: "Technology",
      resume_url: `/api/admin/applications/${row.id}/resume`,
    });
    expect(row.resume_key).toMatch(new RegExp(`^resumes/${row.id}/.+\\.pdf$`));
    // 50 base + 15 Technology.
    expect(
      queryD1(`select lead_type, lead_source, lead_score from crm_leads where application_id = ${sqlText(row.id)}`),
    ).toEqual([{ lead_type: "candidate", lead_source: "application", lead_score: 65 }]);
  });

  test("refuses a file named .pdf that is not a PDF before sending anything", async ({ page }) => {
    await open(page, "/apply", "Submit Your Information");
    const sent = await watchSubmit(page, "**/api/applications");
    const form = page.getByRole("form", { name: "Application form" });
    await form.getByLabel("First Name").fill("Mal");
    await form.getByLabel("Last Name").fill("Ware");
    await form.getByLabel("Email").fill("mal@example.com");
    await form.getByLabel("Phone").fill("3175550100");
    await form
      .getByLabel("Resume")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") });
    await form.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("This file is not a real .pdf document")).toBeVisible();
    expect(sent()).toBe(false);
  });

  test("a server failure shows the server's message in the form, and its field errors", async ({ page }) => {
    await open(page, "/apply", "Submit Your Information");
    await page.route("**/api/applications", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "validation_failed",
          message: "Invalid request: check phone.",
          issues: [{ path: "phone", message: "That number cannot be reached" }],
        }),
      }),
    );
    const form = page.getByRole("form", { name: "Application form" });
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Phone").fill("3175550100");
    await form.getByRole("checkbox", { name: /I agree to the terms/ }).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Invalid request: check phone.");
    await expect(form.getByText("That number cannot be reached")).toBeVisible();

    await page.unroute("**/api/applications");
    await page.route("**/api/applications", (route) => route.fulfill({ status: 500, body: "" }));
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toHaveText("Submission failed. Please try again later.");
  });
});

test("/apply: a filled honeypot goes in the multipart body, the visitor sees success, and nothing is stored", async ({
  page,
}) => {
  await open(page, "/apply", "Submit Your Information");
  const email = uniqueEmail("apply.bot");
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Bot");
  await form.getByLabel("Last Name").fill("Net");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("3175550100");
  await form.getByRole("checkbox", { name: /I agree to the terms/ }).check();
  await fillHoneypot(page);
  const request = page.waitForRequest("**/api/applications");
  await form.getByRole("button", { name: "Submit Application" }).click();
  expect((await request).postData()).toMatch(/name="website"\r\n\r\nhttps:\/\/spam\.example\r\n/);
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
  expect(queryD1(`select id from applications where email = ${sqlText(email)}`)).toEqual([]);
});
