import { describe, expect, it } from "vitest";
import { newVisitorSession } from "../../web/lib/analytics";
import { applicationVisitFacts, bookingVisitFacts } from "../../web/lib/visit-facts";
import { bookingRequestSchema } from "../../worker/contract/booking-request";
import { applicationSchema } from "../../worker/contract/form-schemas";

const session = () => newVisitorSession({ pathname: "/jobs", search: "?utm_source=linkedin" }, 0, "session-12345");

describe("visit facts", () => {
  it("count jobs and searches, and the minutes since the job applied for was last opened, rounded up", () => {
    const visit = session();
    visit.jobsViewed.push(
      { id: "j1", title: "CTO", company: "Acme", viewedAt: 0 },
      { id: "j2", title: "CFO", company: "Acme", viewedAt: 60_000 },
    );
    visit.jobsViewed.push({ id: "j1", title: "CTO", company: "Acme", viewedAt: 120_000 });
    visit.searchQueries.push({ query: "cto", resultsCount: 3, searchedAt: 0 });
    expect(applicationVisitFacts(visit, "j1", 120_000 + 4.5 * 60_000)).toEqual({
      jobsViewed: 3,
      searches: 1,
      minutesSinceJobView: 5,
      landingPage: "/jobs",
    });
    expect(applicationVisitFacts(visit, "j1", 120_000 + 5 * 60_000 + 1).minutesSinceJobView).toBe(6);
    expect(applicationVisitFacts(visit, undefined, 0).minutesSinceJobView).toBeUndefined();
    expect(applicationVisitFacts(visit, "never-seen", 0).minutesSinceJobView).toBeUndefined();
  });

  it("stay inside the bounds the API accepts", () => {
    const visit = session();
    visit.pageViews = 200_000;
    for (let i = 0; i < 1001; i++) visit.jobsViewed.push({ id: "j1", title: "CTO", company: "Acme", viewedAt: 0 });
    const application = applicationVisitFacts(visit, "j1", 30 * 86_400_000);
    expect(application).toEqual({ jobsViewed: 1000, searches: 0, minutesSinceJobView: 10_080, landingPage: "/jobs" });
    const booking = bookingVisitFacts(visit, 2 * 86_400_000);
    expect(booking).toEqual({ timeOnSiteMs: 86_400_000, pageViews: 100_000, utmSource: "linkedin" });
    const person = { firstName: "A", lastName: "B", email: "a@example.com", phone: "3175550100" };
    expect(applicationSchema.safeParse({ ...person, ...application }).success).toBe(true);
    const booked = {
      bookingTypeId: "t",
      bookerName: "A",
      bookerEmail: "a@example.com",
      appointmentDate: "2026-11-16T15:00:00Z",
    };
    expect(bookingRequestSchema.safeParse({ ...booked, ...booking }).success).toBe(true);
  });
});
