import { describe, expect, it } from "vitest";
import { employerLeadScore, leadPriorityForScore } from "../../worker/contract/lead-scoring";

describe("employerLeadScore", () => {
  const consultation = { action: "request_consultation" } as const;
  it("is the employer formula for a consultation request: 70, +15 with a company, +10 with a phone", () => {
    expect(employerLeadScore(consultation).total).toBe(70);
    expect(employerLeadScore({ ...consultation, company: "Acme", phone: "  " }).total).toBe(85);
    expect(employerLeadScore({ ...consultation, phone: "317 555 0100" }).total).toBe(80);
    expect(employerLeadScore({ ...consultation, company: "Acme", phone: "317 555 0100" }).total).toBe(95);
    expect(leadPriorityForScore(employerLeadScore(consultation).total)).toBe("medium");
  });
});
