import { runAgainstEmailConnectedServer } from "./connected-server";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { replyByEmail } from "./inbound-mail";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * Conversations (issue 33), as a new recruiter meets them: an email written to an applicant from a template, and to a
 * client's contact from the client page; each answered from the person's mailbox (sent to wrangler dev's local email
 * endpoint, which hands it to the Worker's email handler) lands back on the same thread, with a notification. Run
 * against a server with a sender address, as a fresh `npm start` has.
 */

runAgainstEmailConnectedServer();

const RECRUITER = { username: "rhea.replies", password: "Recruiter-password-1", role: "recruiter" };

/** The Reply-To the person's mail program answers to: the thread's address, from the email as queued. */
async function replyAddressOf(recipient: string): Promise<string> {
  let address = "";
  await expect
    .poll(() => {
      const [row] = queryE2eDb<{ reply_to: string | null }>(
        `select json_extract(payload, '$.replyTo') as reply_to from deliveries where recipient = ${sqlText(recipient)} order by created_at desc limit 1`,
      );
      address = row?.reply_to ?? "";
      return address;
    })
    .toMatch(/^reply\+[^@]+@/);
  return address;
}

test("a recruiter writes to an applicant from a template; the reply lands on the timeline with a notification", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const address = `mara.${stamp}@example.com`;
  const templateName = `First call ${stamp}`;
  queryE2eDb(
    `insert into email_templates (id, name, subject, body, created_at, updated_at) values (${sqlText(`tpl-${stamp}`)}, ${sqlText(templateName)}, 'A first call, {{candidate.firstName}}?', ${sqlText(`Hello {{candidate.firstName}}, could we talk this week? (${stamp})`)}, ${Date.now()}, ${Date.now()})`,
  );

  await page.goto("/");
  await page.getByRole("button", { name: "Essential Only" }).click();
  await page.goto("/apply");
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Mara");
  await form.getByLabel("Last Name").fill(`Quill${stamp}`);
  await form.getByLabel("Email").fill(address);
  await form.getByLabel("Phone").fill(`(317) 7${stamp.slice(0, 2)}-${stamp.slice(2)}`);
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();

  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  await page.goto(`/admin/candidates?q=${encodeURIComponent(address)}`);
  await page
    .getByTestId("candidates")
    .getByRole("link", { name: new RegExp(`Mara Quill${stamp}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Mara Quill${stamp}` })).toBeVisible();

  // The template fills the email; its merge fields are filled in for Mara when it goes.
  const composer = page.getByRole("form", { name: "Write to the candidate" });
  await composer.getByLabel("Start from a template").selectOption({ label: templateName });
  await expect(composer.getByLabel("Subject")).toHaveValue("A first call, {{candidate.firstName}}?");
  await composer.getByRole("button", { name: "Send email" }).click();
  await expect(page.getByText("Email queued. Replies come back to this timeline.")).toBeVisible();
  await expect(composer.getByLabel("Message")).toHaveValue("");
  const timeline = page.getByTestId("timeline");
  const sent = timeline.locator('[data-kind="email_out"]');
  await expect(sent).toContainText("A first call, Mara?");
  await expect(sent).toContainText(`Hello Mara, could we talk this week? (${stamp})`);
  await expect(sent).toContainText(RECRUITER.username);

  const replyTo = await replyAddressOf(address);
  await replyByEmail(
    request,
    { name: `Mara Quill${stamp}`, address },
    replyTo,
    "A first call, Mara?",
    `Yes, Thursday at 2 works (${stamp}).`,
    true,
  );

  await page.reload();
  const received = timeline.locator('[data-kind="email_in"]');
  await expect(received).toContainText(`Yes, Thursday at 2 works (${stamp}).`);
  await expect(received).toContainText(`From ${address}`);
  await expect(received).not.toContainText("the email they answer");

  // The recruiter who wrote hears of it: the bell, then the notification that opens the candidate.
  await page.getByTestId("notification-bell").click();
  const notice = page
    .getByTestId("notifications")
    .getByRole("listitem")
    .filter({ hasText: `Mara Quill${stamp} replied: Re: A first call, Mara?` });
  await expect(notice).toBeVisible();
  await notice.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Mara Quill${stamp}` })).toBeVisible();

  for (const [width, name] of [
    [390, "phone"],
    [1280, "desktop"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("heading", { name: "Timeline" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/conversation-candidate-${name}.png`, fullPage: true });
  }
});

test("a recruiter emails a client's contact from the client page; the contact's reply lands on that thread", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const clientId = `e2e-client-${stamp}`;
  const address = `wren.${stamp}@quarrylane.example`;
  const now = Date.now();
  queryE2eDb(
    `insert into clients (id, name, created_at, updated_at) values (${sqlText(clientId)}, ${sqlText(`Quarry Lane ${stamp}`)}, ${now}, ${now})`,
  );
  queryE2eDb(
    `insert into client_contacts (id, client_id, name, email, title, role, created_at, updated_at) values (${sqlText(`e2e-contact-${stamp}`)}, ${sqlText(clientId)}, ${sqlText(`Wren Alvarez ${stamp}`)}, ${sqlText(address)}, 'CFO', 'decision_maker', ${now}, ${now})`,
  );

  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Quarry Lane ${stamp}` })).toBeVisible();
  await page.getByRole("button", { name: `Email Wren Alvarez ${stamp}` }).click();

  const composer = page.getByRole("form", { name: `Write to Wren Alvarez ${stamp}` });
  await composer.getByRole("button", { name: "Send email" }).click();
  await expect(composer.getByText("Write the subject first")).toBeVisible();
  await composer.getByLabel("Subject").fill(`Shortlist for the controller search ${stamp}`);
  await composer.getByLabel("Message").fill("Three candidates are ready for you. When could we go through them?");
  await composer.getByRole("button", { name: "Send email" }).click();
  await expect(page.getByText("Email queued. Replies come back to this conversation.")).toBeVisible();
  const thread = page.getByTestId("contact-emails");
  await expect(thread.locator('[data-direction="out"]')).toContainText(`Shortlist for the controller search ${stamp}`);
  await expect(thread.locator('[data-direction="out"]')).toContainText(`Sent by ${RECRUITER.username}`);

  const replyTo = await replyAddressOf(address);
  await replyByEmail(
    request,
    { name: `Wren Alvarez ${stamp}`, address },
    replyTo,
    `Shortlist for the controller search ${stamp}`,
    `Tuesday morning suits me (${stamp}).`,
    true,
  );

  await page.reload();
  await page.getByRole("button", { name: `Email Wren Alvarez ${stamp}` }).click();
  const answer = thread.locator('[data-direction="in"]');
  await expect(answer).toContainText(`Tuesday morning suits me (${stamp}).`);
  await expect(answer).toContainText(`Received from ${address}`);
  await expect(answer).not.toContainText("the email they answer");
  await expect(page.getByTestId("contact-emails-range")).toHaveText("Showing 1-2 of 2");

  for (const [width, name] of [
    [390, "phone"],
    [1280, "desktop"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await thread.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/conversation-contact-${name}.png`, fullPage: true });
  }
});
