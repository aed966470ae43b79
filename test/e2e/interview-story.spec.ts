import type { Browser, BrowserContext, Page } from "@playwright/test";
import { zonedTimeToInstant } from "../../worker/contract/time-zone";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { fillScorecard, hiringSetup } from "./hiring-setup";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Issue 47's story, tried as a new account manager would, start to end on a phone (390 px): the hiring manager asks
 * to interview in the client portal; the recruiter sets up the second round with a panel of two contacts; each
 * member opens the link from their email (read on the deliveries screen) and marks their free times with no script;
 * the recruiter offers the panel's common times; the candidate books one with no script; everyone's invitation is on
 * the deliveries screen; the recruiter moves it once; after it, both members score it (independently) and the hiring
 * manager sends the candidate to the next, final round. On a fixed day of 2021 (decision 080): the Worker's clock by
 * its header, the staff page's by its `Date.now()`, the recruiter's browser in New York.
 */

test.use({ timezoneId: "America/New_York", viewport: { width: 390, height: 844 }, actionTimeout: 15_000 });

const ZONE = "America/New_York";
const TEST_NOW_HEADER = "x-test-now";
/** Monday October 4, 2021, 9:00 AM in New York (no daylight-saving change in the weeks used). */
const NOW = zonedTimeToInstant("2021-10-04", "09:00", ZONE)!;
/** The interview's Tuesday, next week, and the afternoon after it, when it is over. */
const DAY = "2021-10-12";
const AFTER = zonedTimeToInstant(DAY, "16:00", ZONE)!;
const clockHeaders = (now: number) => ({ [TEST_NOW_HEADER]: String(now) });

/** Fixes the staff page's clock (its `Date.now()`, as firm-calendar.spec.ts does) and the Worker's for its requests. */
async function staffClockAt(page: Page, now: number) {
  await page.addInitScript((instant) => {
    Date.now = () => instant;
  }, now);
  await page.setExtraHTTPHeaders(clockHeaders(now));
}

/** A phone with scripts off, as a client contact or the candidate opens a link, its requests on the fixed clock. */
const phoneAt = (browser: Browser, baseURL: string, now: number): Promise<BrowserContext> =>
  browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
    extraHTTPHeaders: clockHeaders(now),
  });

/**
 * A panel member marks their free half hours of one day, next week, in their portal's day view and saves. The one
 * place the test knows the view's shape (a day at a time, with links to the next week and to each day of it).
 */
async function markFreeTimes(page: Page, interviewId: string, weekday: string, times: string[]) {
  const form = () => page.locator(`#times-${interviewId}`);
  await form().getByRole("link", { name: "Next week" }).click();
  await form()
    .getByRole("navigation", { name: "Days of the week" })
    .getByRole("link", { name: new RegExp(`^${weekday.slice(0, 3)}`) })
    .click();
  const day = form().getByRole("group", { name: new RegExp(`^${weekday}, `) });
  for (const time of times) await day.getByRole("checkbox", { name: time, exact: true }).check();
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(390);
  await form().getByRole("button", { name: "Save my free times for this day" }).click();
  await expect(page.getByRole("status")).toContainText("your free times are saved");
  await expect(
    form()
      .getByRole("group", { name: new RegExp(`^${weekday}, `) })
      .getByRole("checkbox", { checked: true }),
  ).toHaveCount(times.length);
}

/** The deliveries screen, searched by recipient, opens the email whose subject starts with `subject`. */
async function openEmail(page: Page, recipient: string, subject: string) {
  await page.goto(`/admin/deliveries?q=${encodeURIComponent(recipient)}`);
  const card = page
    .getByTestId("delivery-cards")
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^\\s*${subject}`) });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: /^Read the email/ }).click();
  await expect(page.getByTestId("sent-email-text")).toBeVisible();
}

/** An invitation's .ics as the deliveries screen shows it, and the properties the story checks. */
async function invitationOf(page: Page, recipient: string, subject: string) {
  await openEmail(page, recipient, subject);
  // Long lines are folded (RFC 5545: a line break, then a space); unfolded, each property is one line.
  const ics = ((await page.getByTestId("sent-email-attachment").textContent()) ?? "").replace(/\r?\n[ \t]/g, "");
  const line = (name: string) =>
    ics
      .split(/\r?\n/)
      .find((l) => l.startsWith(`${name}:`))
      ?.slice(name.length + 1);
  return { method: line("METHOD"), uid: line("UID"), sequence: line("SEQUENCE"), start: line("DTSTART"), ics };
}

test("from the client's 'interview' to a scored interview and the final round, on a phone", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const shot = (tab: Page, name: string) =>
    tab.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  const origin = { Origin: baseURL!, ...clockHeaders(NOW) };
  await staffClockAt(page, NOW);
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const hana = { name: "Hana Hiring", email: `hana.${stamp}@northwind.example` };
  const omar = { name: "Omar Ops", email: `omar.${stamp}@northwind.example` };
  const setup = await hiringSetup(page.request, baseURL!, {
    stamp,
    contacts: [hana, omar],
    candidate: { firstName: "Lena", lastName: `Ferreira${stamp}` },
  });
  const submitted = await page.request.post("/api/admin/submittals", {
    data: { applicationId: setup.applicationId, contactId: setup.contacts[0]!.id, note: "Closed in four days." },
    headers: origin,
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { clientPortalUrl } = (await submitted.json()) as { clientPortalUrl: string };

  // 1. The hiring manager answers "Interview" in the client portal, on her phone.
  const phones = await phoneAt(browser, baseURL!, NOW);
  const hanaPortal = await phones.newPage();
  await hanaPortal.goto(new URL(clientPortalUrl).pathname);
  await hanaPortal.getByLabel("Interview").check();
  await hanaPortal.getByLabel("Comment for your recruiter (optional)").fill("We'd like to meet her, with Omar.");
  await hanaPortal.getByRole("button", { name: "Send answer" }).click();
  await expect(hanaPortal.getByText("Your answer: Interview requested")).toBeVisible();
  await shot(hanaPortal, "story-1-client-answers");

  // 2. The recruiter sets up the second round on the application: video, the two contacts as a required panel.
  await page.goto(`/admin/applications/${setup.applicationId}`);
  const interviews = page.getByRole("region", { name: "Interviews", exact: true });
  await interviews.getByRole("button", { name: "New interview" }).click();
  const create = page.getByRole("dialog", { name: "New interview" });
  await create.getByRole("combobox", { name: "Round" }).selectOption("second");
  await create.getByLabel("Video link").fill("https://meet.example.com/northwind-lena");
  await create.getByLabel("Length (minutes)").fill("60");
  await create.getByRole("combobox", { name: "Candidate's time zone" }).selectOption("America/Los_Angeles");
  await create.getByRole("checkbox", { name: /Hana Hiring/ }).check();
  await create.getByRole("checkbox", { name: /Omar Ops/ }).check();
  await shot(page, "story-2-new-interview");
  await create.getByRole("button", { name: "Set up interview" }).click();
  const row = interviews.getByTestId("interview-row");
  await expect(row).toContainText("Second round");
  await expect(row).toContainText("Proposing");
  await expect(row).toContainText("Panel: Hana Hiring, Omar Ops");
  const [{ id } = { id: "" }] = queryE2eDb<{ id: string }>(
    `select id from interviews where application_id = ${sqlText(setup.applicationId)}`,
  );

  // 3. Each member got their own link by email (the outbox, read on the deliveries screen) and marks their times.
  const linkOf = async (email: string) => {
    await openEmail(page, email, "Your free times:");
    const text = (await page.getByTestId("sent-email-text").textContent()) ?? "";
    return text.match(/\/client\/[\w-]+\/interviews/)![0];
  };
  const links = { hana: await linkOf(hana.email), omar: await linkOf(omar.email) };
  await shot(page, "story-3-times-email");
  expect(links.hana).not.toBe(links.omar);
  const hanaTimes = await phones.newPage();
  await hanaTimes.goto(links.hana);
  await markFreeTimes(hanaTimes, id, "Tuesday", ["10:00 AM", "10:30 AM", "11:00 AM", "2:00 PM", "2:30 PM"]);
  await shot(hanaTimes, "story-3-hana-times");
  const omarTimes = await phones.newPage();
  await omarTimes.goto(links.omar);
  await markFreeTimes(omarTimes, id, "Tuesday", ["10:00 AM", "10:30 AM", "2:00 PM", "2:30 PM"]);
  await shot(omarTimes, "story-3-omar-times");

  // 4. The recruiter offers the panel's common hours: 10:00 and 2:00 PM in New York, nothing else fits both.
  await page.goto(`/admin/applications/${setup.applicationId}`);
  await row.getByRole("button", { name: "Offer times" }).click();
  const offer = page.getByRole("dialog");
  await expect(offer.getByTestId("panel-times")).toContainText("2 of 2 panel members have marked their free times");
  await offer.getByRole("button", { name: "Offer the panel's common times" }).click();
  const candidateUrl = await offer.getByTestId("offer-sent").getByLabel("The candidate's link").inputValue();
  await shot(page, "story-4-offered");
  const offered = queryE2eDb<{ starts_at: number }>(
    `select starts_at from interview_offered_slots where interview_id = ${sqlText(id)} order by starts_at`,
  ).map((slot) => slot.starts_at);
  expect(offered).toEqual([zonedTimeToInstant(DAY, "10:00", ZONE), zonedTimeToInstant(DAY, "14:00", ZONE)]);
  await offer.getByRole("button", { name: "Done" }).click();

  // 5. The candidate, in Los Angeles, picks the morning one with no script.
  const candidate = await phones.newPage();
  await candidate.goto(new URL(candidateUrl).pathname);
  await expect(candidate.getByRole("radio")).toHaveCount(2);
  await candidate.getByRole("radio", { name: "7:00 AM - 8:00 AM PT" }).check();
  await candidate.getByRole("button", { name: "Choose this time" }).click();
  await expect(candidate.getByRole("status")).toContainText("Held for you until");
  await candidate.getByRole("button", { name: "Book this time" }).click();
  await expect(candidate.getByRole("heading", { name: "Your interview is booked" })).toBeVisible();
  await shot(candidate, "story-5-booked");

  // 6. Everyone's invitation, the same event, readable on the deliveries screen.
  const invitations = [];
  for (const email of [setup.candidateEmail, hana.email, omar.email]) {
    invitations.push(await invitationOf(page, email, "Invitation:"));
  }
  await shot(page, "story-6-invitation");
  const [first] = invitations;
  expect(first!.uid).toMatch(new RegExp(`^interview-${id}@[\\w.-]+$`));
  for (const invitation of invitations) {
    expect(invitation).toMatchObject({ method: "REQUEST", uid: first!.uid, sequence: "0", start: "20211012T140000Z" });
    expect(invitation.ics).toContain("https://meet.example.com/northwind-lena");
  }

  // 7. The recruiter moves it once, to the panel's afternoon hour: the update is the same event, one sequence on.
  await page.goto(`/admin/applications/${setup.applicationId}`);
  await row.getByRole("button", { name: "Reschedule" }).click();
  const schedule = page.getByRole("dialog");
  await schedule.getByLabel("Date").fill(DAY);
  await schedule.getByLabel("Start time").fill("14:00");
  await schedule.getByRole("button", { name: "Move and tell everyone" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Interview moved" })).toBeVisible();
  await expect(row).toContainText("2:00 PM");
  await shot(page, "story-7-moved");
  for (const email of [setup.candidateEmail, hana.email, omar.email]) {
    const moved = await invitationOf(page, email, "Moved:");
    expect(moved).toMatchObject({ method: "REQUEST", uid: first!.uid, sequence: "1", start: "20211012T180000Z" });
  }

  // 8. That afternoon, after it: the recruiter marks it completed.
  await staffClockAt(page, AFTER);
  await page.goto(`/admin/applications/${setup.applicationId}`);
  await row.getByRole("button", { name: "Completed" }).click();
  await expect(row).toContainText("Completed");
  const after = await phoneAt(browser, baseURL!, AFTER);

  // 9. Each member scores it with their own link; neither sees the other's before sending their own.
  const scoreAs = async (link: string, ratings: number[], recommendation: string) => {
    const tab = await after.newPage();
    await tab.goto(link);
    const article = tab.locator("article", { hasText: setup.candidateName });
    await fillScorecard(article, ratings, recommendation);
    return { tab, article };
  };
  const omarCard = await scoreAs(links.omar, [4, 3, 3, 2], "Strong yes");
  await expect(omarCard.article).toContainText("Hana Hiring: waiting");
  await omarCard.article.getByRole("button", { name: "Send scorecard" }).click();
  await expect(omarCard.tab.getByRole("status")).toContainText("your scorecard is recorded");
  const hanaCard = await scoreAs(links.hana, [3, 4, 2, 3], "Yes");
  await expect(hanaCard.article).toContainText("Second round · Plant Controller");
  await expect(hanaCard.article).toContainText("October 12, 2021, 2:00 PM ET");
  await expect(hanaCard.article).toContainText("Omar Ops: submitted; you will see it once you send yours");
  await expect(hanaCard.article).not.toContainText("Omar Ops: Strong yes");
  await shot(hanaCard.tab, "story-9-scorecard-before");
  await hanaCard.article.getByRole("button", { name: "Send scorecard" }).click();
  await expect(hanaCard.tab.getByRole("status")).toContainText("your scorecard is recorded");
  await expect(hanaCard.tab.locator("article")).toContainText("Omar Ops: Strong yes");

  // 10. The hiring manager sends the candidate on to the next round, the final one, from the same page.
  await hanaCard.tab.getByRole("radio", { name: "Next round" }).check();
  await hanaCard.tab.getByLabel("Comment for your recruiter (optional)").fill("Final round with our CFO, please.");
  await hanaCard.tab.getByRole("button", { name: "Send decision" }).click();
  await expect(hanaCard.tab.getByRole("button", { name: "Send decision" })).toHaveCount(0);
  await expect(hanaCard.tab.locator("article")).toContainText("Decision: Next round by Hana Hiring");
  await shot(hanaCard.tab, "story-10-decision");
  await phones.close();
  await after.close();

  // The application and its interview say so: both scorecards, the decision, still interviewing.
  await page.goto(`/admin/applications/${setup.applicationId}`);
  await expect(row.getByTestId("scorecard")).toHaveCount(2);
  await expect(row.getByTestId("interview-decision")).toContainText("Decision: Next round");
  await expect(row.getByTestId("interview-decision")).toContainText("Final round with our CFO, please.");
  await expect(page.getByRole("list", { name: "Notes, newest first" })).toContainText(
    `Hana Hiring (${setup.clientName}) decided after the second round interview: Next round. "Final round with our CFO, please."`,
  );
  await shot(page, "story-10-application");
  // The next round is the final one: "New interview" starts on it, and the recruiter sets it up with the manager.
  await interviews.getByRole("button", { name: "New interview" }).click();
  await expect(create.getByRole("combobox", { name: "Round" })).toHaveValue("final");
  await create.getByLabel("Video link").fill("https://meet.example.com/northwind-lena-final");
  await create.getByRole("checkbox", { name: /Hana Hiring/ }).check();
  await create.getByRole("button", { name: "Set up interview" }).click();
  const final = row.filter({ has: page.getByText("Final round", { exact: true }) });
  await expect(final).toContainText("Proposing");
  await expect(final).toContainText("Panel: Hana Hiring");
  await shot(page, "story-11-final-round");
  const [application] = queryE2eDb<{ stage: string }>(
    `select stage from applications where id = ${sqlText(setup.applicationId)}`,
  );
  expect(application!.stage).toBe("interviewing");
});
