import { runAgainstEmailConnectedServer } from "./connected-server";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { replyByEmail } from "./inbound-mail";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * A recruiter's working day without workarounds (items 2 and 9): their full name and signature set on My account, a
 * seeded template with {{recruiter.name}} and {{job.title}} sent from a candidate's page about the application they
 * choose, its filled preview seen first; a note on the candidate; and, on a phone, the notification of the reply
 * opens the candidate page at the reply itself. Run against a server with a sender address, as `npm start` has.
 */

runAgainstEmailConnectedServer();

const RECRUITER = { username: "rhoda.recruiter", password: "Recruiter-password-1", role: "recruiter" };
const FULL_NAME = "Rhoda Fairweather";

test("a recruiter signs a seeded template about the application they choose, then opens the reply's notification on a phone", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now()).slice(-6);
  const address = `ivy.${stamp}@example.com`;
  const candidateId = `e2e-ivy-${stamp}`;
  const now = Date.now();
  queryE2eDb(
    `insert into candidates (id, first_name, last_name, email, created_at, updated_at) values (${sqlText(candidateId)}, 'Ivy', ${sqlText(`Tester${stamp}`)}, ${sqlText(address)}, ${now}, ${now})`,
  );
  // Two of the seed's job orders: the email is about the older application, not the default (the latest).
  const [older, latest] = queryE2eDb<{ id: string; title: string; client: string }>(
    "select j.id, j.title, c.name as client from jobs j join clients c on c.id = j.client_id where j.status = 'published' order by j.title limit 2",
  );
  expect(latest).toBeDefined();

  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  for (const job of [older!, latest!]) {
    const added = await page.request.post(`/api/admin/candidates/${candidateId}/applications`, {
      data: { jobId: job.id },
      headers: { Origin: baseURL! },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  // My account: the full name {{recruiter.name}} becomes, and the signature under every email.
  await page.goto("/admin/account");
  const profile = page.getByRole("region", { name: "Name and signature" });
  await profile.getByLabel("Full name").fill(FULL_NAME);
  await profile.getByLabel("Email signature").fill(`${FULL_NAME}\nSenior Recruiter`);
  await profile.getByRole("button", { name: "Save name and signature" }).click();
  await expect(page.getByText("Name and signature saved")).toBeVisible();

  await page.goto(`/admin/candidates/${candidateId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Ivy Tester${stamp}` })).toBeVisible();
  const composer = page.getByRole("form", { name: "Write to the candidate" });
  await composer.getByLabel("Start from a template").selectOption({ label: "Interview confirmation" });
  const application = composer.getByLabel("Application");
  // The latest application is chosen by default; the recruiter chooses the other one.
  await expect(application.locator("option:checked")).toContainText(latest!.title);
  const olderValue = await application.locator("option", { hasText: older!.title }).getAttribute("value");
  await application.selectOption(olderValue!);
  const preview = composer.getByTestId("email-preview");
  await expect(preview).toContainText(`Your interview for ${older!.title} with ${older!.client}`);
  await expect(preview).toContainText("Hi Ivy,");
  await expect(preview).toContainText(`Good luck,\n${FULL_NAME}\n\n-- \n${FULL_NAME}\nSenior Recruiter`);
  await expect(preview).not.toContainText("{{");
  await composer.getByRole("button", { name: "Send email" }).click();
  await expect(page.getByText("Email queued. Replies come back to this timeline.")).toBeVisible();
  const timeline = page.getByTestId("timeline");
  const sent = timeline.locator('[data-kind="email_out"]');
  await expect(sent).toContainText(`Your interview for ${older!.title} with ${older!.client}`);
  await expect(sent).toContainText(FULL_NAME);

  // A note on the candidate themself, not on one application.
  await composer.getByRole("radio", { name: "Note" }).check();
  await composer.getByRole("textbox", { name: "Note" }).fill(`Prefers calls after 5 pm (${stamp}).`);
  await composer.getByRole("button", { name: "Add note" }).click();
  await expect(timeline.locator('[data-kind="note"]')).toContainText(`Prefers calls after 5 pm (${stamp}).`);

  let replyTo = "";
  await expect
    .poll(() => {
      const [row] = queryE2eDb<{ reply_to: string | null }>(
        `select json_extract(payload, '$.replyTo') as reply_to from deliveries where recipient = ${sqlText(address)} order by created_at desc limit 1`,
      );
      replyTo = row?.reply_to ?? "";
      return replyTo;
    })
    .toMatch(/^reply\+[^@]+@/);
  await replyByEmail(
    request,
    { name: "Ivy Tester", address },
    replyTo,
    `Your interview for ${older!.title} with ${older!.client}`,
    `Confirmed, see you then (${stamp}).`,
  );

  // On a phone: the notification opens the candidate at the reply, in sight, with the composer folded away.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/notifications");
  const notice = page
    .getByTestId("notifications")
    .getByRole("listitem")
    .filter({ hasText: `replied: Re: Your interview for ${older!.title}` });
  await notice.getByRole("link").first().click();
  await expect(page).toHaveURL(/#entry-email_in-/);
  const reply = page.locator('[data-targeted="true"]');
  await expect(reply).toHaveAttribute("data-kind", "email_in");
  await expect(reply).toContainText(`Confirmed, see you then (${stamp}).`);
  await expect(reply).toBeInViewport();
  await expect(reply).toBeFocused();
  await expect(composer).toBeHidden();
  await expect(page.getByRole("button", { name: "Write an email, text or note" })).toBeVisible();
  await page.screenshot({ path: "test-results/working-day-notification-phone.png" });
});
