import { describe, expect, it } from "vitest";
import { applicationLeadScore, contactLeadScore, engagementScore } from "../../worker/contract/lead-scoring";

describe("contactLeadScore", () => {
  it("starts at 10 plus 10 for an unnamed help type", () => {
    expect(contactLeadScore({})).toBe(20);
    expect(contactLeadScore({ helpType: "other" })).toBe(20);
    expect(contactLeadScore({ helpType: "hire-talent" })).toBe(20);
  });
  it("adds 20 for a company and 15 for a phone, ignoring blank ones", () => {
    expect(contactLeadScore({ helpType: "other", company: "Acme" })).toBe(40);
    expect(contactLeadScore({ helpType: "other", phone: "+13175550142" })).toBe(35);
    expect(contactLeadScore({ helpType: "other", company: "  ", phone: "" })).toBe(20);
  });
  it("scores each help type", () => {
    expect(contactLeadScore({ helpType: "permanent-placement" })).toBe(35);
    expect(contactLeadScore({ helpType: "executive-search" })).toBe(35);
    expect(contactLeadScore({ helpType: "contract-staffing" })).toBe(30);
    expect(contactLeadScore({ helpType: "talent-consulting" })).toBe(25);
  });
  it("adds 10 only for a message longer than 100 characters", () => {
    expect(contactLeadScore({ helpType: "other", message: "x".repeat(100) })).toBe(20);
    expect(contactLeadScore({ helpType: "other", message: "x".repeat(101) })).toBe(30);
  });
  it("adds everything up: 10 + 20 + 15 + 25 + 10 = 80", () => {
    expect(contactLeadScore({ company: "Acme", phone: "+1317", helpType: "executive-search", message: "y".repeat(150) })).toBe(80);
  });
});

describe("applicationLeadScore", () => {
  it("starts at 50", () => expect(applicationLeadScore({})).toBe(50));
  it("adds 20 for Full-time only", () => {
    expect(applicationLeadScore({ jobType: "Full-time" })).toBe(70);
    expect(applicationLeadScore({ jobType: "Contract" })).toBe(50);
  });
  it("adds 15 for an urgent job", () => expect(applicationLeadScore({ isUrgent: true })).toBe(65));
  it("adds 10 for a salary containing $100", () => {
    expect(applicationLeadScore({ salary: "$100,000 - $140,000" })).toBe(60);
    expect(applicationLeadScore({ salary: "$90,000 - $99,000" })).toBe(50);
  });
  it("adds 15 for Technology, Finance and Healthcare only", () => {
    for (const industry of ["Technology", "Finance", "Healthcare"]) expect(applicationLeadScore({ industry })).toBe(65);
    expect(applicationLeadScore({ industry: "Manufacturing" })).toBe(50);
  });
  it("adds the browser session rules: >3 jobs viewed, >1 search, applied within 5 minutes", () => {
    expect(applicationLeadScore({ jobsViewed: 3 })).toBe(50);
    expect(applicationLeadScore({ jobsViewed: 4 })).toBe(60);
    expect(applicationLeadScore({ searches: 1 })).toBe(50);
    expect(applicationLeadScore({ searches: 2 })).toBe(55);
    expect(applicationLeadScore({ minutesSinceJobView: 5 })).toBe(60);
    expect(applicationLeadScore({ minutesSinceJobView: 6 })).toBe(50);
    expect(applicationLeadScore({ minutesSinceJobView: null })).toBe(50);
  });
  it("caps at 100", () => {
    expect(
      applicationLeadScore({ jobType: "Full-time", isUrgent: true, salary: "$100k", industry: "Finance", jobsViewed: 9, searches: 9, minutesSinceJobView: 1 }),
    ).toBe(100);
  });
});

describe("engagementScore", () => {
  const none = { pageViews: 0, jobsViewed: 0, searches: 0, timeOnSiteMs: 0 };
  it("counts 2 per page view, 5 per job viewed, 3 per search", () => {
    expect(engagementScore({ ...none, pageViews: 3 })).toBe(6);
    expect(engagementScore({ ...none, jobsViewed: 2 })).toBe(10);
    expect(engagementScore({ ...none, searches: 2 })).toBe(6);
  });
  it("gives 2 per whole minute on the site, at most 20", () => {
    expect(engagementScore({ ...none, timeOnSiteMs: 59_999 })).toBe(0);
    expect(engagementScore({ ...none, timeOnSiteMs: 3 * 60_000 })).toBe(6);
    expect(engagementScore({ ...none, timeOnSiteMs: 60 * 60_000 })).toBe(20);
  });
  it("caps at 100", () => expect(engagementScore({ pageViews: 40, jobsViewed: 10, searches: 10, timeOnSiteMs: 0 })).toBe(100));
});
