import { queryE2eDb as queryD1, sqlText } from "./db";
import { expect, test } from "./fixtures";

/** The home page's contact section, end to end: the message is stored as a contact with its scored lead. */

test("the home contact form sends the message, shows the confirmation in place of the form, and stores contact and lead", async ({
  page,
}) => {
  await page.goto("/");
  // A returning visitor's choice: without analytics consent the form posts to /api/ghl/direct-contact.
  await page.getByRole("button", { name: "Essential Only" }).click();
  const section = page.locator("#contact");
  await section.scrollIntoViewIfNeeded();
  // This test is about what a sent message stores; typing during the swap to the live form is a known defect
  // (closing note of session 15), so it types once the live form is in place.
  await expect(section.locator("[data-live-form]")).toBeAttached();
  const form = section.getByRole("form", { name: "Contact form" });

  const email = `home.contact.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await form.getByLabel("First Name").fill("Fox");
  await form.getByLabel("Last Name").fill("Mulder");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByLabel("Company").fill("Acme Corp");
  await form.getByRole("combobox", { name: "Inquiry" }).selectOption({ label: "I need to hire talent" });
  await form.getByRole("textbox", { name: "Message" }).fill("We need a VP of Operations in Indianapolis.");
  await form.getByRole("checkbox", { name: /non-marketing text messages/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();

  const rows = queryD1<{
    id: string;
    first_name: string;
    company: string;
    inquiry: string;
    source: string;
    sms_marketing_consent: number;
    sms_appointment_consent: number;
  }>(
    `select id, first_name, company, inquiry, source, sms_marketing_consent, sms_appointment_consent from contacts where email = ${sqlText(email)}`,
  );
  expect(rows).toEqual([
    expect.objectContaining({
      first_name: "Fox",
      company: "Acme Corp",
      inquiry: "hire-talent",
      source: "home-contact",
      sms_marketing_consent: 0,
      sms_appointment_consent: 1,
    }),
  ]);
  const leads = queryD1(
    `select lead_type, lead_source, lead_score, status from crm_leads where contact_id = ${sqlText(rows[0]!.id)}`,
  );
  // 10 + 20 company + 10 for an inquiry that is not a service; no phone, message under 100 characters.
  expect(leads).toEqual([{ lead_type: "contact", lead_source: "home-contact", lead_score: 40, status: "active" }]);
});
