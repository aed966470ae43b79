import { expect, test } from "./fixtures";
import { passingChecksHeader } from "./inbound-mail";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * Email in and the timeline (issue 33 items 4, 5), as a new recruiter would meet them: a person writes to the firm's
 * general address (sent to wrangler dev's local email endpoint, which hands it to the Worker's email handler), then
 * applies; their candidate page shows both on one timeline, and the composer texts them once they consented.
 */

const MANAGER = { username: "tilda.timeline", password: "Manager-password-1", role: "manager" };

test("an email to the general address lands on the candidate's timeline beside their application", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const address = `gale.${stamp}@example.com`;
  const raw = [
    passingChecksHeader(address),
    `From: Gale Winters <${address}>`,
    "To: info@talentpartners-search.com",
    `Subject: Controller roles ${stamp}`,
    `Message-ID: <${stamp}.timeline@example.com>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    `Hello, I am looking for a controller role (${stamp}).`,
    "",
    "On Mon, Nov 2, 2026 at 9:00 AM Someone <someone@example.com> wrote:",
    "> an older message",
    "",
  ].join("\r\n");
  const sent = await request.post(
    `/cdn-cgi/handler/email?from=${encodeURIComponent(address)}&to=info@talentpartners-search.com`,
    { data: raw, headers: { "Content-Type": "message/rfc822" } },
  );
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.goto("/");
  await page.getByRole("button", { name: "Essential Only" }).click();
  await page.goto("/apply");
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Gale");
  await form.getByLabel("Last Name").fill("Winters");
  await form.getByLabel("Email").fill(address);
  await form.getByLabel("Phone").fill(`(317) 6${stamp.slice(0, 2)}-${stamp.slice(2)}`);
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();

  await createUserAsAdmin(request, baseURL!, MANAGER);
  await signInThroughForm(page, MANAGER.username, MANAGER.password);
  await page.goto(`/admin/candidates?q=${encodeURIComponent(address)}`);
  await page
    .getByTestId("candidates")
    .getByRole("link", { name: /Gale Winters/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Gale Winters" })).toBeVisible();

  const timeline = page.getByTestId("timeline");
  const message = timeline.locator('[data-kind="message"]');
  await expect(message).toContainText(`Subject: Controller roles ${stamp}`);
  await expect(message).toContainText(`Hello, I am looking for a controller role (${stamp}).`);
  await expect(message).not.toContainText("an older message");
  await expect(timeline.locator('[data-kind="application"]')).toContainText("Gale Winters");
  // Newest first: the application came after the email.
  await expect(timeline.locator("li").first()).toHaveAttribute("data-kind", "application");
  await expect(page.getByTestId("timeline-range")).toHaveText("Showing 1-2 of 2");

  // A text needs the candidate's consent to non-marketing texts: the composer says so before anything is typed.
  const composer = page.getByRole("form", { name: "Write to the candidate" });
  await composer.getByRole("radio", { name: "Text" }).check();
  await expect(composer.getByTestId("texting-blocked")).toHaveText(
    "This number has not consented to appointment texts.",
  );
  await expect(composer.getByLabel("Message")).toHaveCount(0);

  // Once they tick "text me about appointments and updates" on the home contact form, a text can be written: it
  // waits while texting is not connected (as here), or is held for their daytime, and is on the timeline, by the
  // recruiter.
  const consented = await request.post("/api/ghl/direct-contact", {
    headers: { Origin: baseURL! },
    data: {
      firstName: "Gale",
      lastName: "Winters",
      email: address,
      phone: `(317) 6${stamp.slice(0, 2)}-${stamp.slice(2)}`,
      inquiry: "find-job",
      message: "Texts are fine.",
      smsAppointmentConsent: true,
    },
  });
  expect(consented.ok(), await consented.text()).toBe(true);
  await page.reload();
  await composer.getByRole("radio", { name: "Text" }).check();
  await expect(composer.getByTestId("texting-waiting")).toBeVisible();
  await composer.getByLabel("Message").fill("Could we talk tomorrow?");
  await composer.getByRole("button", { name: "Send text" }).click();
  await expect(
    page.getByText(
      /^(Text queued, waiting: texting is not connected|Quiet hours for the candidate: the text goes out at 8:00 AM)/,
    ),
  ).toBeVisible();
  await expect(composer.getByLabel("Message")).toHaveValue("");
  const textOut = timeline.locator('[data-kind="text_out"]');
  await expect(textOut).toContainText("Text sent");
  await expect(textOut).toContainText(MANAGER.username);
  await expect(textOut).toContainText("Could we talk tomorrow?");
  // Waiting for texting to be set up (none locally), or held until 8 am on the candidate's clock, saying when.
  await expect(textOut).toContainText(
    /waiting: texting is not connected|Held for the candidate's quiet hours: goes out /,
  );

  for (const [width, name] of [
    [390, "phone"],
    [1280, "desktop"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("heading", { name: "Timeline" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/timeline-${name}.png`, fullPage: true });
  }
});
