import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/** Staff notifications: a recruiter asks for new messages by email, and a message sent on /contact reaches the bell, the list and the delivery pipeline. */

const RECRUITER = { username: "nora.notify", password: "Recruiter-password-1", role: "recruiter" };
const ADDRESS = "nora@firm.example";

test("a recruiter turns on email for new messages; a /contact message shows in the bell and the list, with its email queued", async ({
  page,
  request,
  baseURL,
}) => {
  const lastName = `Mulder${Date.now()}`;
  await createUserAsAdmin(request, baseURL!, RECRUITER);
  // The account's address (changed on My account with a confirmation link: account-security.spec.ts).
  queryE2eDb(`update users set email = ${sqlText(ADDRESS)} where username = ${sqlText(RECRUITER.username)}`);
  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);

  await page.getByTestId("notification-bell").click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByTestId("notification-address")).toContainText(ADDRESS);
  const emailSwitch = page.getByRole("switch", { name: "New message: by email" });
  await emailSwitch.click();
  await expect(emailSwitch).toBeChecked();
  const before = (
    (await (await page.request.get("/api/staff/notifications/unread-count")).json()) as { unread: number }
  ).unread;

  await page.goto("/contact");
  await page.getByRole("button", { name: "Essential Only" }).click();
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill("Dana");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email Address").fill(`${lastName.toLowerCase()}@example.com`);
  await form.getByLabel("How can we help?").selectOption({ label: "Executive Search" });
  await form.getByLabel("Message").fill("We need a CFO by March.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();

  await page.goto("/admin/notifications");
  await expect(page.getByTestId("notification-count")).toHaveText(`${before + 1} unread`);
  const item = page.getByTestId("notifications").getByRole("listitem").filter({ hasText: lastName });
  await expect(item).toContainText("New message");
  await expect(item.getByRole("link")).toHaveText(`New message from Dana ${lastName} (unread)`);

  const emails = queryE2eDb<{ kind: string; summary: string; related_type: string }>(
    `select kind, summary, related_type from deliveries where recipient = ${sqlText(ADDRESS)} and summary = ${sqlText(`New message from Dana ${lastName}`)}`,
  );
  expect(emails).toEqual([
    { kind: "email", summary: `New message from Dana ${lastName}`, related_type: "staff_notification" },
  ]);

  // Opening it goes to the message and marks it read.
  await item.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: `Dana ${lastName}` })).toBeVisible();
  if (before === 0) await expect(page.getByTestId("notification-count")).toHaveCount(0);
  else await expect(page.getByTestId("notification-count")).toHaveText(`${before} unread`);

  // A second message, then "Mark all read" clears the bell without opening it.
  await page.goto("/contact");
  await form.getByLabel("First Name").fill("Eli");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email Address").fill(`eli.${lastName.toLowerCase()}@example.com`);
  await form.getByLabel("How can we help?").selectOption({ label: "Executive Search" });
  await form.getByLabel("Message").fill("A second search: a controller.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();
  await page.goto("/admin/notifications");
  await expect(page.getByTestId("notification-count")).toHaveText(`${before + 1} unread`);
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  const unread = (await (await page.request.get("/api/staff/notifications/unread-count")).json()) as { unread: number };
  expect(unread.unread).toBe(0);
});
