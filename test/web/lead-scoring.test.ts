import { describe, expect, it } from "vitest";
import { engagementScore } from "../../web/lib/analytics";
import { applicationLeadScore, contactLeadScore, employerLeadScore } from "../../worker/contract/lead-scoring";

describe("contactLeadScore", () => {
  it("starts at 10 plus 10 for an unnamed help type", () => {
    expect(contactLeadScore({}).total).toBe(20);
    expect(contactLeadScore({ helpType: "other" }).total).toBe(20);
    expect(contactLeadScore({ helpType: "hire-talent" }).total).toBe(20);
  });
  it("adds 20 for a company and 15 for a phone, ignoring blank ones", () => {
    expect(contactLeadScore({ helpType: "other", company: "Acme" }).total).toBe(40);
    expect(contactLeadScore({ helpType: "other", phone: "+13175550142" }).total).toBe(35);
    expect(contactLeadScore({ helpType: "other", company: "  ", phone: "" }).total).toBe(20);
  });
  it("scores each help type", () => {
    expect(contactLeadScore({ helpType: "permanent-placement" }).total).toBe(35);
    expect(contactLeadScore({ helpType: "executive-search" }).total).toBe(35);
    expect(contactLeadScore({ helpType: "contract-staffing" }).total).toBe(30);
    expect(contactLeadScore({ helpType: "talent-consulting" }).total).toBe(25);
  });
  it("adds 10 only for a message longer than 100 characters", () => {
    expect(contactLeadScore({ helpType: "other", message: "x".repeat(100) }).total).toBe(20);
    expect(contactLeadScore({ helpType: "other", message: "x".repeat(101) }).total).toBe(30);
  });
  it("adds everything up: 10 + 20 + 15 + 25 + 10 = 80", () => {
    expect(
      contactLeadScore({ company: "Acme", phone: "+1317", helpType: "executive-search", message: "y".repeat(150) })
        .total,
    ).toBe(80);
  });
});

describe("applicationLeadScore", () => {
  it("starts at 50", () => expect(applicationLeadScore({}).total).toBe(50));
  it("adds 20 for Full-time only", () => {
    expect(applicationLeadScore({ jobType: "Full-time" }).total).toBe(70);
    expect(applicationLeadScore({ jobType: "Contract" }).total).toBe(50);
  });
  it("adds 15 for an urgent job", () => expect(applicationLeadScore({ isUrgent: true }).total).toBe(65));
  it("adds 10 for a salary containing $100", () => {
    expect(applicationLeadScore({ salary: "$100,000 - $140,000" }).total).toBe(60);
    expect(applicationLeadScore({ salary: "$90,000 - $99,000" }).total).toBe(50);
  });
  it("adds 15 for Technology, Finance and Healthcare only", () => {
    for (const industry of ["Technology", "Finance", "Healthcare"])
      expect(applicationLeadScore({ industry }).total).toBe(65);
    expect(applicationLeadScore({ industry: "Manufacturing" }).total).toBe(50);
  });
  it("adds the browser session rules: >3 jobs viewed, >1 search, applied within 5 minutes", () => {
    expect(applicationLeadScore({ jobsViewed: 3 }).total).toBe(50);
    expect(applicationLeadScore({ jobsViewed: 4 }).total).toBe(60);
    expect(applicationLeadScore({ searches: 1 }).total).toBe(50);
    expect(applicationLeadScore({ searches: 2 }).total).toBe(55);
    expect(applicationLeadScore({ minutesSinceJobView: 5 }).total).toBe(60);
    expect(applicationLeadScore({ minutesSinceJobView: 6 }).total).toBe(50);
    expect(applicationLeadScore({ minutesSinceJobView: null }).total).toBe(50);
  });
  it("caps at 100", () => {
    expect(
      applicationLeadScore({
        jobType: "Full-time",
        isUrgent: true,
        salary: "$100k",
        industry: "Finance",
        jobsViewed: 9,
        searches: 9,
        minutesSinceJobView: 1,
      }).total,
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
  it("caps at 100", () =>
    expect(engagementScore({ pageViews: 40, jobsViewed: 10, searches: 10, timeOnSiteMs: 0 })).toBe(100));
});

/** Each formula's terms add up to its total. */
function expectTermsAddUp(score: { total: number; terms: { points: number }[] }) {
  expect(score.terms.reduce((sum, term) => sum + term.points, 0)).toBe(score.total);
}

describe("score terms", () => {
  it("name every part of an application's score, the visit's terms saying so", () => {
    const score = applicationLeadScore({
      jobType: "Full-time",
      industry: "Finance",
      jobsViewed: 4,
      searches: 2,
      minutesSinceJobView: 3,
    });
    expect(score.terms).toEqual([
      { label: "Base score", points: 50 },
      { label: "Full-time job", points: 20 },
      { label: "Finance industry", points: 15 },
      { label: "4+ jobs viewed this visit", points: 10 },
      { label: "2+ searches this visit", points: 5 },
      { label: "Applied within 5 minutes of viewing the job", points: 10 },
      { label: "Capped at 100", points: -10 },
    ]);
    expect(score.total).toBe(100);
    expectTermsAddUp(applicationLeadScore({ isUrgent: true, salary: "$100,000" }));
    expectTermsAddUp(applicationLeadScore({}));
  });

  it("name every part of a contact message's score", () => {
    const score = contactLeadScore({ company: "Acme", helpType: "executive-search", message: "x".repeat(101) });
    expect(score.terms).toEqual([
      { label: "Base score", points: 10 },
      { label: "Company given", points: 20 },
      { label: "Help type: executive search", points: 25 },
      { label: "Message over 100 characters", points: 10 },
    ]);
    expect(score.total).toBe(65);
    expectTermsAddUp(contactLeadScore({ phone: "+13175550100" }));
  });

  it("give the employer formula its action, company, phone and visit terms", () => {
    const visit = { timeOnSiteMs: 3 * 60_000, pageViews: 6, utmSource: "LinkedIn" };
    const score = employerLeadScore({ action: "view_services", phone: "317", ...visit });
    expect(score.terms).toEqual([
      { label: "Base score", points: 30 },
      { label: "Action: view services", points: 20 },
      { label: "Phone given", points: 10 },
      { label: "3+ minutes on the site this visit", points: 10 },
      { label: "6+ pages viewed this visit", points: 10 },
      { label: "Came from linkedin this visit", points: 10 },
    ]);
    expect(score.total).toBe(90);
    expect(employerLeadScore({ action: "request_consultation", company: "Acme", phone: "1", ...visit }).total).toBe(
      100,
    );
    expectTermsAddUp(employerLeadScore({ action: "request_consultation", company: "Acme", phone: "1", ...visit }));
  });

  it("count a visit without a campaign as direct, other campaigns and no visit facts not at all", () => {
    const last = (input: Parameters<typeof employerLeadScore>[0]) => employerLeadScore(input).terms.at(-1)?.label;
    expect(last({ action: "other", pageViews: 1 })).toBe("Came from direct this visit");
    expect(last({ action: "other", pageViews: 1, utmSource: "facebook" })).toBe("Action: other");
    expect(last({ action: "other" })).toBe("Action: other");
    expect(employerLeadScore({ action: "other", timeOnSiteMs: 179_999, pageViews: 5, utmSource: "bing" }).total).toBe(
      40,
    );
  });
});
