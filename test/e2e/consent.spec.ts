import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The cookie banner (public spec sections 4 and 9) as a visitor meets it. */

const banner = (page: Page) => page.getByRole("region", { name: /We value your privacy|Cookie preferences/ });

/** What the page keeps in local storage (read in the page; this file is typed without the DOM). */
async function stored(page: Page): Promise<{ consent: string | null; date: string | null }> {
  return JSON.parse(
    await page.evaluate<string>(
      'JSON.stringify({ consent: localStorage.getItem("cookie-consent"), date: localStorage.getItem("cookie-consent-date") })',
    ),
  );
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cookies_accepted");
}

test("Accept All Cookies stores every category for a year and the banner stays hidden on reload", async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on("request", (request) => {
    if (/googletagmanager|google-analytics/.test(request.url())) analyticsRequests.push(request.url());
  });
  await page.goto("/contact");
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(banner(page)).toHaveCount(0);

  const { consent, date } = await stored(page);
  expect(JSON.parse(consent!)).toEqual({ essential: true, analytics: true, functional: true, marketing: true });
  expect(Math.abs(Date.parse(date!) - Date.now())).toBeLessThan(60_000);
  const cookie = await consentCookie(page);
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
    essential: true,
    analytics: true,
    functional: true,
    marketing: true,
  });
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
  const daysLeft = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThan(366);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // No measurement id is configured in this build: even with consent, nothing is loaded from Google.
  expect(analyticsRequests).toEqual([]);
});

test("Essential Only stores only essential and is remembered on the next visit", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(JSON.parse((await stored(page)).consent!)).toEqual({
    essential: true,
    analytics: false,
    functional: false,
    marketing: false,
  });
  expect(JSON.parse(decodeURIComponent((await consentCookie(page))!.value))).toMatchObject({ analytics: false });
  await page.goto("/apply");
  await expect(page.getByRole("heading", { name: "Submit Your Information" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("the customize view keeps essential on and saves the chosen toggles, without leaving the page", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  // The Worker's banner, its choice saved by the page's scripts (the no-script post is tested below).
  await banner(page).getByText("Customize", { exact: true }).click();
  const essential = banner(page).getByRole("checkbox", { name: /Essential/ });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(banner(page).getByRole("checkbox", { name: "Analytics" })).not.toBeChecked();
  await banner(page).getByRole("checkbox", { name: "Analytics" }).check();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await banner(page).getByRole("button", { name: "Save Preferences" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(JSON.parse((await stored(page)).consent!)).toEqual({
    essential: true,
    analytics: true,
    functional: false,
    marketing: false,
  });
  expect(posts).toEqual([]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test.describe("on a page served as a static file, without the Worker's banner", () => {
  test("the live banner's customize view saves the chosen toggles", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator("#cookie-banner-server")).toHaveCount(0);
    await banner(page).getByRole("button", { name: "Customize" }).click();
    const essential = banner(page).getByRole("checkbox", { name: /Essential/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await banner(page).getByRole("checkbox", { name: "Marketing" }).check();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await stored(page)).consent!)).toEqual({
      essential: true,
      analytics: false,
      functional: false,
      marketing: true,
    });
  });

  test("the close icon hides the banner without storing a choice, so it comes back on reload", async ({ page }) => {
    await page.goto("/privacy-policy");
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({ consent: null, date: null });
    expect(await consentCookie(page)).toBeUndefined();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });
});

/** The first published job's page: the page whose largest paint was the banner (issue 43). */
/**
 * A seeded job's page, by its exact title: the newest job is whatever another test made last, and a one-line job
 * leaves the banner as the largest thing on a phone's screen.
 */
async function jobPage(page: Page): Promise<string> {
  const title = "Staff Data Engineer";
  const answer = await page.request.get(`/api/jobs?title=${encodeURIComponent(title)}`);
  const job = ((await answer.json()) as { id: string; title: string }[]).find((row) => row.title === title);
  return `/jobs/${job!.id}`;
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner is in the Worker's page, and Accept All stores the choice and comes back to the page without it", async ({
    page,
  }) => {
    const path = await jobPage(page);
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Accept All Cookies" }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse(decodeURIComponent((await consentCookie(page))!.value))).toEqual({
      essential: true,
      analytics: true,
      functional: true,
      marketing: true,
    });
    await page.goto("/contact");
    await expect(banner(page)).toHaveCount(0);
  });

  test("the customize view saves the ticked categories, and the close icon hides the banner", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByText("Customize", { exact: true }).click();
    await expect(banner(page).getByRole("checkbox", { name: /Essential/ })).toBeChecked();
    await banner(page).getByRole("checkbox", { name: "Analytics" }).check();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(page).toHaveURL("/");
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse(decodeURIComponent((await consentCookie(page))!.value))).toEqual({
      essential: true,
      analytics: true,
      functional: false,
      marketing: false,
    });
    await page.context().clearCookies();
    await page.goto("/contact");
    await banner(page).getByRole("checkbox", { name: "Close cookie banner" }).focus();
    await page.keyboard.press("Space");
    await expect(banner(page)).toBeHidden();
  });
});

/**
 * Run in the page from its start (a string: this file is typed without the DOM): each animation frame's banners on
 * screen and where, whether the Worker's copy is still there and the page's heading is drawn; the largest paints,
 * "banner" for one inside it.
 */
const WATCH_FRAMES = `
  window.watched = { frames: [], lcp: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.watched.lcp.push(entry.element?.closest("section.fixed") ? "banner" : (entry.element?.tagName ?? "none"));
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const frame = () => {
    const banners = [...document.querySelectorAll("section.fixed")].filter((s) =>
      s.textContent.includes("We value your privacy"),
    );
    window.watched.frames.push({
      banners: banners.map((b) => {
        const r = b.getBoundingClientRect();
        return r.top + "," + r.height + "," + r.width;
      }),
      server: document.getElementById("cookie-banner-server") !== null,
      heading: document.querySelector("main h1") !== null,
    });
    if (window.watched.frames.length < 600) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("the banner paints with the job page, stays the same banner in the same place once the scripts run, and is never its largest paint", async ({
    page,
  }) => {
    // Each frame from the start: the banners on screen and where, whether the page's heading is there yet, and the
    // page's largest paints.
    await page.addInitScript({ content: WATCH_FRAMES });
    await page.goto(await jobPage(page));
    await expect(banner(page)).toBeVisible();
    // Past the browser's idle time, when the live banner would load on a page without the Worker's.
    await page.evaluate(
      "new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => requestIdleCallback(done))))",
    );
    const { frames, lcp } = JSON.parse(await page.evaluate<string>("JSON.stringify(window.watched)")) as {
      frames: { banners: string[]; server: boolean; heading: boolean }[];
      lcp: string[];
    };
    const painted = frames.filter((f) => f.heading);
    expect(painted.length).toBeGreaterThan(0);
    // From the first frame with the page's heading, one banner in every frame, always at the same place and size.
    expect(new Set(painted.map((f) => f.banners.length))).toEqual(new Set([1]));
    expect(new Set(painted.map((f) => f.banners[0])).size).toBe(1);
    // The Worker's banner throughout: scripts enhance it and never put another in its place.
    expect(new Set(painted.map((f) => f.server))).toEqual(new Set([true]));
    expect(lcp.length).toBeGreaterThan(0);
    expect(lcp).not.toContain("banner");
  });
});
