import { describe, expect, it } from "vitest";
import { bookingLeadScore, leadPriorityForScore } from "../../worker/contract/lead-scoring";

describe("bookingLeadScore", () => {
  it("is the employer formula for a consultation request: 70, +15 with a company, +10 with a phone", () => {
    expect(bookingLeadScore({})).toBe(70);
    expect(bookingLeadScore({ company: "Acme", phone: "  " })).toBe(85);
    expect(bookingLeadScore({ phone: "317 555 0100" })).toBe(80);
    expect(bookingLeadScore({ company: "Acme", phone: "317 555 0100" })).toBe(95);
    expect(leadPriorityForScore(bookingLeadScore({}))).toBe("medium");
  });
});
