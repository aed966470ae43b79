import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/** Candidates (issue 17): applications sent on the site filed under one person, a possible duplicate merged. */

const RECRUITER = { username: "cora.candidates", password: "Recruiter-password-1", role: "recruiter" };

async function apply(page: Page, person: { firstName: string; lastName: string; email: string; phone: string }) {
  await page.goto("/apply");
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill(person.firstName);
  await form.getByLabel("Last Name").fill(person.lastName);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Phone").fill(person.phone);
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
}

test("two applications with one email in two cases are one candidate; two sharing a phone are flagged and merged after the preview", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const nora = `Nora${stamp}`;
  const lee = `Lee${stamp}`;
  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await page.goto("/");
  await page.getByRole("button", { name: "Essential Only" }).click();
  await apply(page, {
    firstName: "Nora",
    lastName: nora,
    email: `${nora}@Example.com`,
    phone: `(317) 4${stamp.slice(0, 2)}-${stamp.slice(2)}`,
  });
  await apply(page, {
    firstName: "Nora",
    lastName: nora,
    email: ` ${nora.toLowerCase()}@example.com`,
    phone: `317${stamp}4`,
  });
  // One phone, two addresses, the name written two ways: maybe one person, for staff to decide.
  await apply(page, {
    firstName: "Dana",
    lastName: lee,
    email: `dana.${stamp}@home.example`,
    phone: `(212) 4${stamp.slice(0, 2)}-${stamp.slice(2)}`,
  });
  await apply(page, { firstName: "D.", lastName: lee, email: `dlee.${stamp}@work.example`, phone: `+1 212 4${stamp}` });

  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Candidates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search candidates" }).fill(nora);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${nora}`));
  const noraRow = page.getByTestId("candidates").getByRole("row").filter({ hasText: nora });
  await expect(noraRow).toHaveCount(1);
  // The Applications column, by its header's place (the selection box and Candidate come first).
  const headers = await page.getByTestId("candidates").getByRole("columnheader").allInnerTexts();
  const applicationsColumn = headers.findIndex((text) => text.trim() === "Applications");
  await expect(noraRow.getByRole("cell").nth(applicationsColumn)).toHaveText("2");

  await noraRow.getByRole("link", { name: `Nora ${nora}` }).click();
  const applications = page.getByRole("region", { name: "Applications (2)" });
  await expect(applications.getByRole("link", { name: "General application" })).toHaveCount(2);
  // Each application links back to its candidate.
  await applications.getByRole("link", { name: "General application" }).first().click();
  await page.getByRole("link", { name: /All this candidate sent/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nora ${nora}` })).toBeVisible();

  await page.getByRole("link", { name: "All candidates" }).click();
  await page.getByRole("searchbox", { name: "Search candidates" }).fill(lee);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The search is in the URL before the next filter is added to it.
  await expect(page).toHaveURL(new RegExp(`q=${lee}`));
  // The box follows the URL: it shows checked once the filter is in the address.
  await page.getByLabel("Only possible duplicates").click();
  await expect(page.getByLabel("Only possible duplicates")).toBeChecked();
  await expect(page).toHaveURL(/duplicates=1/);
  const flagged = page.getByTestId("candidates").getByRole("row").filter({ hasText: lee });
  await expect(flagged).toHaveCount(2);
  await expect(flagged.first()).toContainText("Possible duplicate");

  await page.getByRole("link", { name: `Dana ${lee}` }).click();
  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  await expect(duplicates).toContainText(`dlee.${stamp}@work.example`);
  await duplicates.getByRole("button", { name: `Merge D. ${lee} into Dana ${lee}` }).click();
  const dialog = page.getByRole("dialog", { name: "Merge candidates" });
  await expect(dialog.getByTestId("merge-preview")).toContainText(
    "What moves: 1 application, no messages, no bookings.",
  );
  await expect(dialog.getByRole("region", { name: "Applications that move" })).toContainText(
    `dlee.${stamp}@work.example`,
  );
  await dialog.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Candidates merged");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Possible duplicates" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Applications (2)" })).toContainText(`dlee.${stamp}@work.example`);

  // Back on the filtered list: nobody is left to merge.
  await page.goBack();
  await expect(page).toHaveURL(/duplicates=1/);
  await expect(page.getByText("No candidates match this search.")).toBeVisible();
});
