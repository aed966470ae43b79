import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BookingConfirmation } from "../../worker/contract/booking";
import type { CrmLeadView } from "../../worker/contract/crm";
import { book, call, insertBookingTypes, validBooking } from "./booking-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** Issue 17, "Leads with their people": a booking's lead shows the booker, and a cancellation reaches the lead. */

/** An empty database with the booking types and a signed-in manager's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await insertBookingTypes();
  return { cookie: (await signedInStaff("lead-manager", "manager")).cookie };
}

async function leads(cookie: string): Promise<CrmLeadView[]> {
  const response = await api("/api/crm/leads", { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe("a booking's lead", () => {
  it("shows the booker (name, email, phone, company) and the appointment, never Unknown; a cancellation tags and notes it once", async () => {
    const { cookie } = await setup();
    const confirmation = (await (await book(validBooking)).json()) as BookingConfirmation;
    const token = new URL(confirmation.manageUrl, "http://x").searchParams.get("token")!;

    const [lead] = await leads(cookie);
    expect(lead).toMatchObject({
      leadSource: "booking",
      applicationData: null,
      contactData: null,
      bookingData: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "+13175550100",
        company: "Analytical Engines Inc.",
        appointmentId: confirmation.id,
        appointmentDate: "2026-11-16T15:00:00.000Z",
        status: "confirmed",
      },
    });
    expect(lead!.tags).not.toContain("cancelled");

    expect(
      (await call(`/api/booking/appointments/${confirmation.id}/cancel?token=${token}`, { method: "POST" })).status,
    ).toBe(200);
    expect(
      (await call(`/api/booking/appointments/${confirmation.id}/cancel?token=${token}`, { method: "POST" })).status,
    ).toBe(200);

    const [cancelled] = await leads(cookie);
    expect(cancelled!.bookingData?.status).toBe("cancelled");
    expect(cancelled!.tags?.filter((tag) => tag === "cancelled")).toEqual(["cancelled"]);
    expect(cancelled!.notes).toContain("Cancelled by the booker on 2026-11-13: Hiring Needs Consultation of");
    expect(cancelled!.notes?.split("\n")).toHaveLength(2);
    expect(cancelled!.status).toBe("active");
    const row = await env.DB.prepare("select last_activity from crm_leads where id = ?")
      .bind(cancelled!.id)
      .first<{ last_activity: number }>();
    expect(row?.last_activity).toBe(Date.UTC(2026, 10, 13, 17));
  });
});
