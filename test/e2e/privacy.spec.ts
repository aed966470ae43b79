import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/** Candidates' personal data (issue 20): an admin finds a person, erases them after the preview, and finds nothing. */

test("an admin finds a test candidate by phone, sees what is held, erases them and finds nothing on a new search", async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-7);
  const last = `Erasable${stamp}`;
  const email = `${last.toLowerCase()}@example.com`;
  await page.goto("/");
  await page.getByRole("button", { name: "Essential Only" }).click();
  await page.goto("/apply");
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Tess");
  await form.getByLabel("Last Name").fill(last);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill(`(463) ${stamp.slice(0, 3)}-${stamp.slice(3)}`);
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();
  // A text they sent the firm, as Twilio's webhook stores it (the webhook itself needs Twilio's signature).
  queryE2eDb(
    `insert into inbound_texts (id, twilio_sid, from_number, to_number, body, received_at) values (${sqlText(`in-${stamp}`)}, ${sqlText(`SM${stamp}`)}, ${sqlText(`+1463${stamp}`)}, '+18005550142', ${sqlText(`Tess here, mornings work (${stamp})`)}, ${Date.now()})`,
  );

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Find a person by name, email or phone" });
  // Another format of the same number.
  await search.fill(`+1 463 ${stamp}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=%2B1/);
  const candidates = page.getByRole("region", { name: "Candidates" });
  await expect(candidates.getByRole("link", { name: `Tess ${last}` })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Applications" }).getByRole("link", { name: `Tess ${last}` }),
  ).toBeVisible();
  // The text they sent, beside the other records.
  await expect(page.getByRole("region", { name: "Texts received" })).toContainText(
    `Tess here, mornings work (${stamp})`,
  );

  // Their data downloads under their name and the day.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download their data" }).click();
  expect((await downloading).suggestedFilename()).toMatch(
    new RegExp(`^tess-erasable${stamp}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );

  await page.getByRole("button", { name: "Erase this person" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person for good?" });
  await expect(dialog).toContainText("cannot be undone");
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByTestId("toast")).toContainText("Erased");
  await expect(page.getByTestId("privacy-nothing")).toBeVisible();

  // A new search by the email: nothing.
  await search.fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=erasable/);
  await expect(page.getByTestId("privacy-nothing")).toHaveText("Nothing is held on this person.");
  expect(queryE2eDb(`select id from inbound_texts where id = ${sqlText(`in-${stamp}`)}`)).toEqual([]);
  // And the candidates list no longer names them.
  await page.goto(`/admin/candidates?q=${last}`);
  await expect(page.getByText("No candidates match this search.")).toBeVisible();
});
