import type { Locator, Page } from "@playwright/test";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * What a person offers (issue 46 item 1), on a phone: an applicant says where they live, their pay and notice under
 * "About the role you want"; a recruiter reads it on the candidate's page, moves the location and confirms skills
 * suggested from the resume, with no sideways scrolling at 390 px or 1280 px.
 */

const RECRUITER = { username: "olive.offers", password: "Recruiter-password-1", role: "recruiter" };
const PHONE = { width: 390, height: 844 };

/** The page's width as laid out: wider than the window means sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate<number>("document.documentElement.scrollWidth");

/** The pay's amount and period fit side by side inside their form: the amount wide enough to read. */
async function expectPayFits(container: Locator) {
  const [amount, period, box] = await Promise.all([
    container.getByLabel("Desired pay (USD)").boundingBox(),
    container.getByLabel("Pay period").boundingBox(),
    container.boundingBox(),
  ]);
  expect(amount!.width).toBeGreaterThan(120);
  expect(period!.x + period!.width).toBeLessThanOrEqual(box!.x + box!.width);
}

test("an applicant gives where they live and their pay; a recruiter moves the location and confirms skills at 390 px", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const lastName = `Offer${stamp}`;
  const email = `oona.${stamp}@example.com`;
  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await page.setViewportSize(PHONE);
  await page.goto("/apply");
  await page.getByRole("button", { name: "Essential Only" }).click();
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Oona");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill(`(317) 6${stamp.slice(0, 2)}-${stamp.slice(2)}`);
  await form.getByText("About the role you want (optional)").click();
  await form.getByLabel("Where you live").fill("60601");
  await form.getByLabel("Desired pay (USD)").fill("150,000");
  await form.getByLabel("Available to start").selectOption({ label: "In 2 weeks" });
  await form.getByLabel("Work arrangement").selectOption({ label: "Hybrid" });
  expect(await pageWidth(page)).toBe(PHONE.width);
  await expectPayFits(form);
  await form.screenshot({ path: "test-results/candidate-offer-apply-390.png" });
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
  // The resume's words as read, which suggestions come from.
  queryE2eDb(
    `update applications set resume_text = ${sqlText("Controller, CPA. Month-end close in NetSuite.")} where email = ${sqlText(email)}`,
  );

  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  await page.goto(`/admin/candidates?q=${lastName}`);
  await page.getByRole("link", { name: `Oona ${lastName}` }).click();
  const offer = page.getByRole("region", { name: "What they want" });
  await expect(offer.getByText("60601")).toBeVisible();
  await expect(offer.getByText("$150,000 per year")).toBeVisible();
  await expect(offer.getByText("In 2 weeks")).toBeVisible();

  await offer.getByRole("button", { name: "Edit" }).click();
  await offer.getByLabel("Location").fill("Atlantis, ZZ");
  await offer.getByRole("button", { name: "Save" }).click();
  await expect(offer.getByText('"Atlantis, ZZ" is not a known US ZIP or city')).toBeVisible();
  await offer.getByLabel("Location").fill("chicago il");
  await offer.getByRole("button", { name: "Save" }).click();
  await expect(offer.getByText("Chicago, IL")).toBeVisible();
  await expect(offer.getByText("$150,000 per year")).toBeVisible();

  const skills = page.getByRole("region", { name: "Skills", exact: true });
  const confirmed = skills.getByRole("list", { name: "Confirmed skills", exact: true }).getByRole("listitem");
  await skills.getByRole("button", { name: "Add CPA to confirmed skills" }).click();
  await expect(confirmed).toHaveText(["CPA"]);
  await expect(skills.getByRole("button", { name: "Add CPA to confirmed skills" })).toHaveCount(0);
  await skills.getByRole("textbox", { name: "Confirmed skills" }).fill("Month-end close");
  await skills.getByRole("button", { name: "Add", exact: true }).click();
  await expect(confirmed).toHaveText(["CPA", "Month-end close"]);
  await skills.getByRole("textbox", { name: "Confirmed skills" }).fill("Consolidations");
  await skills.getByRole("textbox", { name: "Confirmed skills" }).press("Enter");
  await expect(confirmed).toHaveText(["CPA", "Month-end close", "Consolidations"]);
  await skills.getByRole("button", { name: "Remove Consolidations from confirmed skills" }).click();
  await expect(confirmed).toHaveText(["CPA", "Month-end close"]);
  await offer.getByRole("button", { name: "Edit" }).click();
  await expectPayFits(offer);
  expect(await pageWidth(page)).toBe(PHONE.width);
  await page.screenshot({ path: "test-results/candidate-offer-390.png", fullPage: true });
  await offer.getByRole("button", { name: "Cancel" }).click();

  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(offer.getByText("Chicago, IL")).toBeVisible();
  await expect(confirmed).toHaveText(["CPA", "Month-end close"]);
  await expect(skills.getByRole("button", { name: "Add NetSuite to confirmed skills" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await offer.getByRole("button", { name: "Edit" }).click();
  await expectPayFits(offer);
  expect(await pageWidth(page)).toBe(1280);
  await page.screenshot({ path: "test-results/candidate-offer-1280.png", fullPage: true });
});
