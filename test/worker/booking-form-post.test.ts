import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, BOOKING_RULES } from "../../worker/contract/booking";
import { ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "../../worker/contract/route-data";
import { addDays, dayOfWeekOf, zonedDate, zonedTimeToInstant } from "../../worker/contract/time-zone";
import { insertBookingTypes, rowCount, TYPE_A } from "./booking-helpers";
import { emptyDatabase, ORIGIN, uniqueIp } from "./helpers";

/**
 * The booking details form's native post (POST /book?type=&date=&time=, decision 039): a browser without scripts
 * books through the same use case as the API. Rendering the pages needs the build (`npm run build`).
 */

/** The first weekday a week from today in the business zone (inside every type's days ahead, past any notice). */
function aWeekAhead(): string {
  let date = addDays(zonedDate(Date.now(), BOOKING_RULES.timeZone), 7);
  while ([0, 6].includes(dayOfWeekOf(date))) date = addDays(date, 1);
  return date;
}

const DATE = aWeekAhead();
const STEP = `/book?type=hiring-needs-consultation&date=${DATE}&time=10:00`;
const START = new Date(zonedTimeToInstant(DATE, "10:00", BOOKING_RULES.timeZone)!).toISOString();
const details = {
  bookingTypeId: TYPE_A,
  appointmentDate: START,
  bookerName: "Grace Hopper",
  bookerEmail: "grace@example.com",
  bookerPhone: "",
  bookerCompany: "Compilers Inc.",
  meetingLocation: "virtual",
  bookerNotes: "A <b>bold</b> search.",
  website: "",
};

function post(fields: Record<string, string>, ip = uniqueIp()) {
  return exports.default.fetch(`${ORIGIN}${STEP}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ip,
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

function routeData(html: string): RouteDataEntry[] {
  const json = new RegExp(`<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as RouteDataEntry[]) : [];
}

function postedState(html: string) {
  const entry = routeData(html).find(
    (candidate) => JSON.stringify(candidate.queryKey) === JSON.stringify(["form", "booking"]),
  );
  return entry && "data" in entry
    ? (entry.data as { values: Record<string, string>; issues: { path: string }[]; message: string })
    : undefined;
}

beforeEach(async () => {
  await emptyDatabase();
  await insertBookingTypes();
});

describe("POST /book (the details form without scripts)", () => {
  it("books like the API (appointment, lead, consent, email) and answers 303 to the confirmation, which the Worker renders", async () => {
    const response = await post({ ...details, smsConsent: "on", bookerPhone: "(317) 555-0100" });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/book\?booking=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}$/);
    expect(await rowCount("booking_appointments")).toBe(1);
    expect(await rowCount("crm_leads")).toBe(1);
    const row = await env.DB.prepare(
      "select appointment_date, booker_name, sms_consent, time_zone from booking_appointments",
    ).first();
    expect(row).toEqual({
      appointment_date: Date.parse(START),
      booker_name: "Grace Hopper",
      sms_consent: 1,
      time_zone: BOOKING_RULES.timeZone,
    });
    const consents = await env.DB.prepare("select consent from consent_records order by consent").all<{
      consent: string;
    }>();
    expect(consents.results.map((r) => r.consent)).toEqual(["booking", "sms_appointment"]);
    expect(await rowCount("deliveries")).toBeGreaterThanOrEqual(2);

    const page = await exports.default.fetch(`${ORIGIN}${location}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Booking Confirmed!");
    expect(html).toContain("Grace Hopper");
    expect(html).toMatch(/href="\/book\/manage\/[0-9a-f-]{36}\?token=/);
    expect(html).toMatch(/href="\/api\/booking\/appointments\/[0-9a-f-]{36}\.ics\?token=/);
    expect(html).toContain("Our email service is not connected yet");
  });

  it("re-renders the details step with 400, the visitor's values and a message per field, storing nothing", async () => {
    const response = await post({ ...details, bookerName: "", bookerEmail: "grace@" });
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(
      postedState(html)
        ?.issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(["bookerEmail", "bookerName"]);
    expect(html).toContain("Your details");
    expect(html).toMatch(
      /<form(?=[^>]*method="post")(?=[^>]*action="\/book\?type=hiring-needs-consultation&amp;date=[\d-]+&amp;time=10:00")/,
    );
    expect(html).toMatch(/<input[^>]*name="bookerEmail"[^>]*value="grace@"/);
    expect(html).toMatch(/<input[^>]*name="bookerCompany"[^>]*value="Compilers Inc."/);
    expect(html).toContain(BOOKING_MESSAGES.bookerName);
    expect(html).toContain(BOOKING_MESSAGES.bookerEmail);
    // What the visitor typed is text, never markup.
    expect(html).toContain("A &lt;b&gt;bold&lt;/b&gt; search.");
    expect(await rowCount("booking_appointments")).toBe(0);
    expect(await rowCount("crm_leads")).toBe(0);
  });

  it("answers a filled honeypot like a booking (303) and stores nothing", async () => {
    const response = await post({ ...details, website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/book");
    expect(await rowCount("booking_appointments")).toBe(0);
    expect(await rowCount("crm_leads")).toBe(0);
  });

  it("keeps the API's quota: the 21st post from one address in 10 minutes is refused with 429 and the form kept", async () => {
    const ip = "203.0.113.251";
    for (let i = 0; i < 20; i++) expect((await post({ ...details, bookerName: "" }, ip)).status).toBe(400);
    const refused = await post(details, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(html).toMatch(/<input[^>]*name="bookerName"[^>]*value="Grace Hopper"/);
    expect(await rowCount("booking_appointments")).toBe(0);
  });

  it("refuses a time taken meanwhile (the same SQL rule) with the day's times again, that time gone and the reason", async () => {
    const taken = await exports.default.fetch(`${ORIGIN}/api/booking/appointments`, {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp(), Origin: ORIGIN },
      body: JSON.stringify({
        bookingTypeId: TYPE_A,
        bookerName: "Other",
        bookerEmail: "other@example.com",
        appointmentDate: START,
      }),
    });
    expect(taken.status).toBe(201);
    const response = await post(details);
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Choose a date and time");
    expect(html).toContain(BOOKING_MESSAGES.slotTaken);
    expect(html).not.toContain("Your details");
    expect(html).not.toMatch(/href="[^"]*time=10:00"/);
    expect(html).toMatch(/href="[^"]*time=11:00"/);
    expect(await rowCount("booking_appointments")).toBe(1);
    expect(await rowCount("crm_leads")).toBe(1);
  });
});
