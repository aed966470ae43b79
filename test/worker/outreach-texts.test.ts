import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { bookingAppointments, candidates, contacts, smsOptOuts } from "../../worker/db/schema";
import { areaCodeZones } from "../../worker/domain/area-code-zones";
import { outreachTextCheck } from "../../worker/sms/outreach-text";
import { insertBookingTypes, TYPE_A } from "./booking-helpers";
import { emptyDatabase } from "./helpers";

/**
 * Outreach texts (issue 50 item 5, decision 106): only with consent, never after STOP, and only between 8 am and
 * 9 pm on the recipient's clock (their booking's zone, else their location's, else their area code's), held until
 * then; every instant here is fixed.
 */

const db = createDb(env.DB);

beforeEach(emptyDatabase);

/** A candidate with a phone, where they said they live, and their consent to texts (given on the contact form). */
async function candidate(
  id: string,
  phone: string,
  place: { location?: string; latitude?: number; longitude?: number } = {},
  consent: { appointment?: boolean; marketing?: boolean } = { appointment: true },
) {
  await db.batch([
    db.insert(candidates).values({ id, firstName: "Tia", lastName: id, email: `${id}@example.com`, phone, ...place }),
    db.insert(contacts).values({
      id: `contact-${id}`,
      firstName: "Tia",
      lastName: id,
      email: `${id}@example.com`,
      inquiry: "Other",
      message: "Hi",
      phone,
      smsAppointmentConsent: consent.appointment ?? false,
      smsMarketingConsent: consent.marketing ?? false,
      source: "home-contact",
    }),
  ]);
}

const check = (id: string, phone: string, now: string, messageType: "follow_up" | "marketing" = "follow_up") =>
  outreachTextCheck(db, { phone, candidateId: id, messageType }, new Date(now));

/** When it goes (ISO), on whose clock, and from what that clock was known. */
async function when(id: string, phone: string, now: string) {
  const result = await check(id, phone, now);
  if (!result.allowed) throw new Error(result.reason);
  return { at: result.at.toISOString(), held: result.held, timeZone: result.timeZone, zoneFrom: result.zoneFrom };
}

describe("quiet hours on the recipient's clock", () => {
  it("holds a text to 8 am in the recipient's zone from their location, across the spring clock change", async () => {
    await candidate("la", "+12135550100", { location: "Los Angeles, CA", latitude: 34.05, longitude: -118.24 });
    await candidate("ny", "+12135550101", { location: "New York, NY", latitude: 40.71, longitude: -74.0 });
    // 8 March 2026, 14:30 UTC: Los Angeles moved to PDT at 10:00 UTC, so it is 7:30 there (6:30 in winter time).
    expect(await when("la", "+12135550100", "2026-03-08T14:30:00Z")).toEqual({
      at: "2026-03-08T15:00:00.000Z",
      held: true,
      timeZone: "America/Los_Angeles",
      zoneFrom: "location",
    });
    // The same instant is 10:30 in New York (the area code, Los Angeles's, is not used when the location is known).
    expect(await when("ny", "+12135550101", "2026-03-08T14:30:00Z")).toEqual({
      at: "2026-03-08T14:30:00.000Z",
      held: false,
      timeZone: "America/New_York",
      zoneFrom: "location",
    });
    // 21:30 in Los Angeles on a July evening: held to the next morning's 8:00 PDT.
    expect((await when("la", "+12135550100", "2026-07-15T04:30:00Z")).at).toBe("2026-07-15T15:00:00.000Z");
    // 20:59 there: still inside.
    expect((await when("la", "+12135550100", "2026-07-15T03:59:00Z")).held).toBe(false);
  });

  it("holds to 8 am standard time after the autumn change, and Arizona keeps its own clock", async () => {
    await candidate("chi", "+13125550100", { latitude: 41.88, longitude: -87.63 });
    await candidate("phx", "+16025550100", { latitude: 33.45, longitude: -112.07 });
    // 1 November 2026, 12:30 UTC: Chicago left CDT at 07:00 UTC, so it is 6:30 CST; 8:00 CST is 14:00 UTC.
    expect((await when("chi", "+13125550100", "2026-11-01T12:30:00Z")).at).toBe("2026-11-01T14:00:00.000Z");
    // Phoenix is on MST all year: 8:00 there is 15:00 UTC in July as in January.
    expect((await when("phx", "+16025550100", "2026-07-15T14:00:00Z")).at).toBe("2026-07-15T15:00:00.000Z");
    expect((await when("phx", "+16025550100", "2026-01-15T14:00:00Z")).at).toBe("2026-01-15T15:00:00.000Z");
  });

  it("uses the zone of the place the candidate wrote when the gazetteer knows it, and their booking's zone first", async () => {
    // No coordinates stored: the gazetteer (loaded by its migration) places "Denver, CO".
    await candidate("den", "+12125550100", { location: "Denver, CO" });
    expect(await when("den", "+12125550100", "2026-07-15T13:30:00Z")).toEqual({
      at: "2026-07-15T14:00:00.000Z",
      held: true,
      timeZone: "America/Denver",
      zoneFrom: "location",
    });
    await candidate("booked", "+12125550101", { latitude: 40.71, longitude: -74.0 });
    await insertBookingTypes();
    await db.insert(bookingAppointments).values({
      id: "booking-1",
      bookingTypeId: TYPE_A,
      bookerName: "Tia",
      bookerEmail: "booked@example.com",
      appointmentDate: new Date("2026-07-20T15:00:00Z"),
      duration: 30,
      endsAt: new Date("2026-07-20T15:30:00Z"),
      timeZone: "Pacific/Honolulu",
      candidateId: "booked",
    });
    expect(await when("booked", "+12125550101", "2026-07-15T13:30:00Z")).toMatchObject({
      timeZone: "Pacific/Honolulu",
      zoneFrom: "booking",
      at: "2026-07-15T18:00:00.000Z",
    });
  });
});

describe("the area code when the location is not known", () => {
  it("holds to the area code's zone, to every zone of one that straddles a boundary, else the continental clocks", async () => {
    await candidate("hi", "+18085550100");
    await candidate("pan", "+18505550100");
    await candidate("uk", "+442071234567");
    expect(await when("hi", "+18085550100", "2026-07-15T16:00:00Z")).toEqual({
      at: "2026-07-15T18:00:00.000Z",
      held: true,
      timeZone: "Pacific/Honolulu",
      zoneFrom: "area_code",
    });
    // 850 is Tallahassee's (Eastern) and Pensacola's (Central): 8:30 EDT is 7:30 CDT, so it waits for 8:00 CDT.
    expect(await when("pan", "+18505550100", "2026-07-15T12:30:00Z")).toEqual({
      at: "2026-07-15T13:00:00.000Z",
      held: true,
      timeZone: "America/Chicago",
      zoneFrom: "area_code",
    });
    // A number of no US area code: 8 am on the Pacific coast, 11 am Eastern.
    expect(await when("uk", "+442071234567", "2026-07-15T12:30:00Z")).toMatchObject({
      at: "2026-07-15T15:00:00.000Z",
      timeZone: "America/Los_Angeles",
      zoneFrom: "unknown",
    });
  });

  it("maps area codes by the table, any way the number is written", () => {
    expect(areaCodeZones("+13125550142")).toEqual(["America/Chicago"]);
    expect(areaCodeZones("(212) 555-0100")).toEqual(["America/New_York"]);
    expect(areaCodeZones("1-907-555-0100")).toEqual(["America/Anchorage"]);
    expect(areaCodeZones("+19155550100")).toEqual(["America/Denver"]);
    expect(areaCodeZones("+16025550100")).toEqual(["America/Phoenix"]);
    expect(areaCodeZones("+12085550100")).toEqual(["America/Denver", "America/Los_Angeles"]);
    expect(areaCodeZones("+14165550100")).toBeUndefined();
    expect(areaCodeZones("5550100")).toBeUndefined();
  });
});

describe("consent and STOP", () => {
  it("refuses without consent to texts of the kind, and after a STOP whatever was consented", async () => {
    await candidate("none", "+13125550200", {}, {});
    await candidate("updates", "+13125550201", {}, { appointment: true });
    await candidate("stopped", "+13125550202", {}, { appointment: true, marketing: true });
    expect(await check("none", "+13125550200", "2026-07-15T18:00:00Z")).toEqual({
      allowed: false,
      reason: "This number has not consented to appointment texts.",
    });
    // Consent to updates is not consent to marketing.
    expect(await check("updates", "+13125550201", "2026-07-15T18:00:00Z", "marketing")).toEqual({
      allowed: false,
      reason: "This number has not consented to marketing texts.",
    });
    expect((await check("updates", "+13125550201", "2026-07-15T18:00:00Z")).allowed).toBe(true);
    expect((await check("stopped", "+13125550202", "2026-07-15T18:00:00Z", "marketing")).allowed).toBe(true);
    await db
      .insert(smsOptOuts)
      .values({ phone: "+13125550202", optedOutAt: new Date("2026-07-15T17:00:00Z"), keyword: "STOP" });
    for (const type of ["follow_up", "marketing"] as const)
      expect(await check("stopped", "+13125550202", "2026-07-15T18:00:00Z", type)).toEqual({
        allowed: false,
        reason: "This number opted out (STOP) and gets no texts until it replies START.",
      });
  });
});
