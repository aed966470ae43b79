import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { fillScorecard, hiringSetup } from "./hiring-setup";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * After the interview (issue 47 item 5): the recruiter marks it completed and emails the panel their links; two
 * client interviewers score it in the portal on a phone (scripts or not, the page is plain forms); the recruiter sees
 * both scorecards on the application. Set up through the API; the interview's time and its mark on the test clock.
 */

const TEST_NOW_HEADER = "x-test-now";

test("two panel members score an interview in the portal on a phone, and the recruiter sees both", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const origin = { Origin: baseURL! };
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const send = async (method: "post" | "patch", path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request[method](path, { data, headers: { ...origin, ...headers } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { id: string };
  };
  const setup = await hiringSetup(page.request, baseURL!, {
    stamp,
    contacts: [
      { name: "Hana Hiring", email: `hana.${stamp}@northwind.example` },
      { name: "Omar Ops", email: `omar.${stamp}@northwind.example` },
    ],
    candidate: { firstName: "Lena", lastName: `Ferreira${stamp}` },
  });
  const [hana, omar] = setup.contacts;
  const interview = await send("post", "/api/admin/interviews", {
    applicationId: setup.applicationId,
    round: "first",
    format: "phone",
    durationMinutes: 45,
    location: "+1 614 555 0100",
    panel: [
      { contactId: hana!.id, required: true },
      { contactId: omar!.id, required: true },
    ],
  });
  const startsAt = Date.now() + 24 * 3_600_000;
  await send("patch", `/api/admin/interviews/${interview.id}`, { startsAt: new Date(startsAt).toISOString() });
  const after = { [TEST_NOW_HEADER]: String(startsAt + 2 * 3_600_000) };
  await send("patch", `/api/admin/interviews/${interview.id}`, { status: "completed" }, after);
  await send("post", `/api/admin/interviews/${interview.id}/scorecard-requests`, {});
  const links = queryE2eDb<{ recipient: string; payload: string }>(
    `select recipient, payload from deliveries where related_id = ${sqlText(interview.id)} and summary like 'Your scorecard%'`,
  );
  const linkOf = (name: string) => {
    const row = links.find((l) => l.recipient.startsWith(name));
    expect(row, `${name}'s link`).toBeDefined();
    return (JSON.parse(row!.payload) as { text: string }).text.match(/\/client\/[\w-]+\/interviews/)![0];
  };

  // Each interviewer on a phone, with their own link.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const scoreAs = async (path: string, ratings: number[], recommendation: string, shot: string) => {
    const tab = await phone.newPage();
    await tab.goto(path);
    const article = tab.locator("article", { hasText: `Lena Ferreira${stamp}` });
    await fillScorecard(article, ratings, recommendation);
    await tab.screenshot({ path: testInfo.outputPath(`${shot}-390.png`), fullPage: true });
    await article.getByRole("button", { name: "Send scorecard" }).click();
    await expect(tab.getByRole("status")).toContainText("your scorecard is recorded");
    return tab;
  };
  const omarTab = await scoreAs(linkOf("omar"), [4, 3, 3, 2], "Strong yes", "portal-scorecard-omar");
  await expect(omarTab.getByText("submitted; you will see it once you send yours")).toHaveCount(0);
  const hanaTab = await scoreAs(linkOf("hana"), [3, 4, 2, 3], "Yes", "portal-scorecard-hana");
  await expect(hanaTab.locator("article")).toContainText("Omar Ops: Strong yes");
  await hanaTab.screenshot({ path: testInfo.outputPath("portal-after-390.png"), fullPage: true });
  await phone.close();

  // The recruiter sees both on the application.
  await page.goto(`/admin/applications/${setup.applicationId}`);
  const cards = page.getByTestId("interview-scorecards");
  await expect(cards.getByTestId("scorecard")).toHaveCount(2);
  await expect(cards).toContainText("Strong yes");
  await expect(cards).toContainText("Omar Ops");
  await expect(cards).toContainText("Hana Hiring");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("application-scorecards-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("application-scorecards-390.png"), fullPage: true });
});
