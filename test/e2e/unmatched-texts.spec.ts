import { axeViolations } from "./axe";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * A text from a number no candidate has (decision 073): its notification opens the list of such texts, which shows
 * it on a phone and a laptop and leads to the candidates search by its number.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 720 };

/**
 * A text from an unknown number and the admin's notification of it, as the Twilio webhook writes them (the webhook
 * needs Twilio's signature; test/worker/unmatched-texts.test.ts drives it and proves these rows).
 */
function receiveFromUnknownNumber(stamp: string): { number: string; body: string; title: string } {
  const number = `+1464${stamp}`;
  const body = `Hi, is the controller role still open? <b>${stamp}</b>`;
  const title = `Text from ${number}, a number no candidate has: ${body}`;
  const id = `in-unknown-${stamp}`;
  queryE2eDb(
    `insert into inbound_texts (id, twilio_sid, from_number, to_number, body, received_at) values (${sqlText(id)}, ${sqlText(`SM${stamp}`)}, ${sqlText(number)}, '+18005550142', ${sqlText(body)}, ${Date.now()});
     insert into staff_notifications (id, user_id, event, subject_id, title, link, in_app, created_at)
       select ${sqlText(`n-${stamp}`)}, id, 'text_received', ${sqlText(id)}, ${sqlText(title)}, '/admin/candidates/unmatched-texts', 1, ${Date.now()}
       from users where username = 'admin'`,
  );
  return { number, body, title };
}

test("the notification of a text from an unknown number opens the list that shows it, at 1280 and 390 px", async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-7);
  const text = receiveFromUnknownNumber(stamp);
  const shown = `(464) ${stamp.slice(0, 3)}-${stamp.slice(3)}`;
  await page.setViewportSize(LAPTOP);
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/desk$/);

  await page.getByTestId("notification-bell").click();
  await page.getByRole("link", { name: text.title }).click();
  await expect(page).toHaveURL(/\/admin\/candidates\/unmatched-texts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Texts from unknown numbers" })).toBeVisible();
  await expect(page).toHaveTitle(/^Texts from unknown numbers \| Admin Dashboard/);
  const item = page.getByTestId("unmatched-texts").getByRole("listitem").filter({ hasText: shown });
  // The words as typed, never as HTML.
  await expect(item).toContainText(text.body);
  await expect(page.getByTestId("admin-sidebar")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(item).toContainText(text.body);
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(PHONE.width);
  expect(await axeViolations(page)).toEqual([]);

  await item.getByRole("link", { name: /Find a candidate with this number/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/candidates\\?q=${encodeURIComponent(text.number).replace("+", "\\+")}`),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
  await page.getByRole("link", { name: "Texts from unknown numbers" }).click();
  await expect(page).toHaveURL(/\/admin\/candidates\/unmatched-texts$/);
});
