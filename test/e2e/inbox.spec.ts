import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/** The messages inbox: a message sent on the public /contact page, read, answered by email and closed by a recruiter. */

const RECRUITER = { username: "ines.inbox", password: "Recruiter-password-1", role: "recruiter" };

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/admin/messages/unread-count");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

async function sendContactMessage(page: Page, lastName: string, message: string) {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Essential Only" }).click();
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill("Dana");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email Address").fill(`${lastName.toLowerCase()}@example.com`);
  await form.getByLabel("Company").fill("Orbital Freight");
  await form.getByLabel("Phone Number").fill("(317) 555-0199");
  await form.getByLabel("How can we help?").selectOption({ label: "Executive Search" });
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully" })).toBeVisible();
}

test("a message sent on /contact shows as New with the unread badge, is answered by email on its thread and marked done", async ({
  page,
  request,
  baseURL,
}) => {
  const lastName = `Scully${Date.now()}`;
  const text = "We need a CFO by March.\n\n  <b>Budget</b> is set;\n  call after 3pm.";
  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  const before = await unreadCount(page);

  await sendContactMessage(page, lastName, text);

  await page.goto("/admin/messages");
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByTestId("unread-badge")).toHaveText(`${before + 1} unread`);
  await nav.getByRole("link", { name: /^Messages/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(lastName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const row = page.getByTestId("messages").getByRole("row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("New");
  await expect(row).toContainText("Orbital Freight");
  await expect(row).toContainText("Executive Search");
  await expect(row).toContainText("We need a CFO by March.");
  await expect(row).toContainText("Unassigned");

  await row.getByRole("link", { name: `Dana ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Dana ${lastName}` })).toBeVisible();
  // The visitor's words as typed: line breaks and spaces kept, markup shown as text.
  const shown = page.getByTestId("message-text");
  expect(await shown.textContent()).toBe(text);
  await expect(shown.locator("b")).toHaveCount(0);
  await expect(page.getByRole("link", { name: `${lastName.toLowerCase()}@example.com` })).toHaveAttribute(
    "href",
    `mailto:${lastName.toLowerCase()}@example.com`,
  );
  await expect(page.getByRole("link", { name: "(317) 555-0199" })).toHaveAttribute("href", "tel:+13175550199");

  await page.getByLabel("Assignee").selectOption({ label: RECRUITER.username });
  await expect(page.getByTestId("toast").last()).toContainText(`Assigned to ${RECRUITER.username}`);

  await page.getByLabel("Your reply").fill("Hello Dana,\nThank you. Could we talk Tuesday at 10?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("toast").last()).toContainText("Reply saved and queued to send");
  const thread = page.getByRole("list", { name: "Replies, oldest first" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread).toContainText("Thank you. Could we talk Tuesday at 10?");
  await expect(thread).toContainText(RECRUITER.username);
  // No email service in this run: the reply is kept and its email waits, saying why.
  await expect(thread.getByTestId("reply-delivery")).toContainText("Pending");
  await expect(thread.getByTestId("reply-delivery")).toContainText("Waiting: Email is not connected");
  await expect(page.getByLabel("Status")).toHaveValue("in_progress");
  await expect(nav.getByTestId("unread-badge")).toHaveCount(before === 0 ? 0 : 1);
  if (before > 0) await expect(nav.getByTestId("unread-badge")).toHaveText(`${before} unread`);

  await page.getByLabel("Status").selectOption("done");
  await expect(page.getByTestId("toast").last()).toContainText("Marked Done");
  await expect(page.getByRole("heading", { level: 1, name: `Dana ${lastName}` }).locator("..")).toContainText("Done");
  expect(await unreadCount(page)).toBe(before);

  // What was saved is what a colleague sees: back to the list, the search still in the URL.
  await page.goBack();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const saved = page.getByTestId("messages").getByRole("row").filter({ hasText: lastName });
  await expect(saved).toContainText("Done");
  await expect(saved).toContainText(RECRUITER.username);
  await page.getByLabel("Status").selectOption("new");
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
});

test("on a phone the unread badge's hidden words stay inside the menu: the page is no wider", async ({ page }) => {
  await sendContactMessage(page, `Mulder${Date.now()}`, "A plant manager for Dayton.");
  const admin = adminCredentials();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/portals");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Back office" }).getByTestId("unread-badge")).toBeVisible();
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
});
