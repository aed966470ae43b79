import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_ROUTE_PATHS } from "../../worker/contract/admin-pages";
import type { BookingConfirmation, PublicBookingType, TimeSlot } from "../../worker/contract/booking";
import { STATIC_SITE_PAGES } from "../../worker/contract/site-pages";
import { axeViolations } from "./axe";
import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Every public page and every back-office page, as a visitor and as an admin see them at 1280 and 390 px, has no
 * violation of the WCAG 2.2 A and AA rules axe-core checks (issue 35), and neither have the dialogs staff open all
 * day. Id pages are opened on records this file makes through the public forms and the API.
 */

const VIEWPORTS = [
  { name: "1280 px", size: { width: 1280, height: 800 } },
  { name: "390 px", size: { width: 390, height: 844 } },
];

/** The sitemap's pages, and the pages that are not in it: a chosen type's booking, a case study, forms' answers ... */
const PUBLIC_PATHS = [
  ...STATIC_SITE_PAGES,
  "/book?type=career-strategy-call",
  "/job-alerts",
  "/case-studies/technology-executive-search-silicon-valley",
  "/contact/sent",
  "/apply/sent",
  "/job-alerts/sent",
  "/newsletter/sent",
  "/login",
  "/reset-password",
  "/no-such-page",
];

/** The emailed links to a visitor's own pages. */
type LinkToken = "alertConfirm" | "alertManage" | "newsletterManage";
type LinkView = { manageToken: string };

/** The records the id pages open and the visitor's own pages, made once for the file. */
type Records = {
  [key in "application" | "candidate" | "message" | "client" | "appointment" | "job" | LinkToken]: string;
} & {
  manageBooking: string;
};
let records: Records;

async function bookAppointment(request: APIRequestContext, origin: string, email: string) {
  const types = (await (await request.get("/api/booking/types")).json()) as PublicBookingType[];
  const typeId = types[0]!.id;
  for (let days = 1; days < 15; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (await request.get(`/api/booking/types/${typeId}/slots?date=${date}`)).json()) as TimeSlot[];
    const free = slots.find((slot) => slot.isAvailable);
    if (!free) continue;
    const booked = await request.post("/api/booking/appointments", {
      headers: { Origin: origin },
      data: {
        bookingTypeId: typeId,
        bookerName: "Axe Booker",
        bookerEmail: email,
        appointmentDate: free.startsAt,
        timeZone: "America/New_York",
        meetingLocation: "virtual",
      },
    });
    expect(booked.status()).toBe(201);
    return (await booked.json()) as BookingConfirmation;
  }
  throw new Error("No free time in the next two weeks");
}

test.beforeAll(async ({ playwright, workerServer: origin }) => {
  const stamp = String(Date.now());
  // A visitor of its own on each run (198.18.0.0/15, set aside for tests): the public forms limit each address.
  const address = `198.18.${Number(stamp.slice(-5, -3)) % 256}.${(Number(stamp.slice(-3)) % 254) + 1}`;
  const request = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { Origin: origin, "CF-Connecting-IP": address },
  });
  const email = `axe.${stamp}@example.com`;
  const applied = await request.post("/api/applications", {
    data: { firstName: "Axe", lastName: `Reader${stamp}`, email, phone: "5550104477" },
  });
  expect(applied.status()).toBe(201);
  const contacted = await request.post("/api/contact/submit", {
    data: { firstName: "Axe", lastName: `Writer${stamp}`, email, helpType: "permanent-placement", message: "Hello" },
  });
  expect(contacted.status()).toBeLessThan(300);
  const appointment = await bookAppointment(request, origin, email);
  expect((await request.post("/api/job-alerts", { data: { email } })).status()).toBe(202);
  expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(202);
  expect((await request.post("/api/auth/login", { data: adminCredentials() })).status()).toBe(200);
  const client = await request.post("/api/admin/clients", { data: { name: `Axe Client ${stamp}` } });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  // One query (each starts wrangler): what the forms stored, and the emails with their links (only the tokens'
  // hashes are stored: decision 078).
  const [made] = queryE2eDb<{ [key in "application" | "candidate" | "message" | "job" | "mail"]: string }>(
    `select a.id as application, a.candidate_id as candidate, (select id from contacts where email = a.email) as message,
       (select id from jobs where status = 'published' order by id limit 1) as job,
       (select group_concat(payload, ' ') from deliveries where recipient = a.email) as mail
     from applications a where a.email = ${sqlText(email)}`,
  );
  const linked = (pattern: RegExp) => pattern.exec(made!.mail)![1]!;
  const alertConfirm = linked(/\/job-alerts\/confirm\/([\w-]+)/);
  // The manage tokens: what each confirmation leads to (the alert's confirm page shows the alert confirmed).
  const alertManage = ((await (await request.get(`/api/job-alerts/confirm/${alertConfirm}`)).json()) as LinkView)
    .manageToken;
  const newsletterConfirmed = await request.get(`/newsletter/confirm/${linked(/\/newsletter\/confirm\/([\w-]+)/)}`, {
    maxRedirects: 0,
  });
  const newsletterManage = /\/newsletter\/manage\/([\w-]+)/.exec(newsletterConfirmed.headers().location ?? "")![1]!;
  // Taken in hand, so the unread count other files see stays theirs.
  const handled = await request.patch(`/api/admin/messages/${made!.message}`, { data: { status: "in_progress" } });
  expect(handled.status()).toBe(200);
  await request.dispose();
  records = {
    application: made!.application,
    candidate: made!.candidate,
    message: made!.message,
    client: clientId,
    job: made!.job,
    appointment: appointment.id,
    manageBooking: new URL(appointment.manageUrl, origin).pathname,
    alertConfirm: `/job-alerts/confirm/${alertConfirm}`,
    alertManage: `/job-alerts/manage/${alertManage}`,
    newsletterManage: `/newsletter/manage/${newsletterManage}`,
  };
});

/** Waits until the page shows its content: its heading, and no "Loading ..." line left. */
async function contentShown(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  const loading = page.getByText(/^Loading\b.*\.\.\.$/).filter({ visible: true });
  // A list rendered when scrolled to (the home page's jobs) loads once it is seen.
  for (const line of await loading.all()) await line.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
  await expect(loading).toHaveCount(0);
}

/** Opens each path and answers the violations found on each, as `path: violation` lines. */
async function scanEach(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await test.step(path, () => contentShown(page));
    found.push(...(await axeViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  return found;
}

/** The first link on `listPath` to a page below `prefix`, as a visitor would follow it. */
async function firstLinkBelow(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`main a[href^="${prefix}"]`).filter({ visible: true }).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href"))!;
}

function adminPaths(deliveryEmail: string): string[] {
  const ids: Record<string, string> = {
    "applications/:id": records.application,
    "jobs/:id": records.job,
    "candidates/:id": records.candidate,
    "messages/:id": records.message,
    "clients/:id": records.client,
    "appointments/:id": records.appointment,
  };
  return [
    "/admin",
    ...ADMIN_ROUTE_PATHS.map((path) =>
      path === "deliveries/:id/email" ? deliveryEmail : `/admin/${path.replace(":id", ids[path] ?? "")}`,
    ),
    "/admin/no-such-page",
  ];
}

for (const viewport of VIEWPORTS) {
  test(`every public page has no WCAG 2.2 A or AA violation at ${viewport.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport.size);
    const job = await firstLinkBelow(page, "/jobs", "/jobs/");
    const article = await firstLinkBelow(page, "/resources", "/article/");
    const found = await scanEach(page, [...PUBLIC_PATHS, job, `/apply?jobId=${job.split("/").pop()}`, article]);

    // The booking's last steps: a time chosen, then the details form; and the booker's manage page.
    await page.goto("/book?type=career-strategy-call");
    await page.getByRole("group", { name: "Date" }).getByRole("link").first().click();
    const time = page.getByRole("link", { name: /^\d{1,2}:\d{2} [AP]M/ }).first();
    await time.click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    found.push(...(await axeViolations(page)).map((violation) => `book details: ${violation}`));
    found.push(
      ...(await scanEach(page, [
        records.manageBooking,
        records.alertConfirm,
        records.alertManage,
        records.newsletterManage,
      ])),
    );
    expect(found).toEqual([]);
  });

  test(`every back-office page and its everyday dialogs have no WCAG 2.2 A or AA violation at ${viewport.name}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport.size);
    const admin = adminCredentials();
    await signInThroughForm(page, admin.username, admin.password);
    const deliveryEmail = await firstLinkBelow(page, "/admin/deliveries", "/admin/deliveries/");
    const found = await scanEach(page, adminPaths(deliveryEmail));

    const scanOpen = async (name: string, open: () => Promise<void>) => {
      await open();
      found.push(...(await axeViolations(page)).map((violation) => `${name}: ${violation}`));
      await page.keyboard.press("Escape");
    };
    await page.goto("/admin/jobs");
    await contentShown(page);
    await scanOpen("command palette", async () => {
      await page.keyboard.press("ControlOrMeta+k");
      await expect(page.getByRole("dialog", { name: "Go to" })).toBeVisible();
      await page.keyboard.type("axe");
      await expect(page.getByRole("option").first()).toBeVisible();
    });
    await scanOpen("new job dialog", async () => {
      await page.getByRole("button", { name: "New Job" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
    await page.goto("/admin/clients");
    await contentShown(page);
    await scanOpen("new client dialog", async () => {
      await page.getByRole("button", { name: "New client" }).click();
      await expect(page.getByRole("dialog", { name: "New client" })).toBeVisible();
    });
    if (viewport.size.width < 1024) {
      await scanOpen("menu", async () => {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("dialog", { name: "Back office" })).toBeVisible();
      });
    }
    expect(found).toEqual([]);
  });
}
