import { describe, expect, it } from "vitest";
import {
  attributionData,
  consentModeFor,
  newVisitorSession,
  pageAddresses,
  scrollDepthPercent,
  utmFromSearch,
} from "../../web/lib/analytics";
import { ALL_COOKIES, ESSENTIAL_ONLY } from "../../web/lib/consent";
import { analyticsDataSchema } from "../../worker/contract/form-schemas";

describe("utmFromSearch", () => {
  it("takes the five UTM parameters, trimmed, and ignores the rest", () => {
    expect(
      utmFromSearch("?utm_source=google&utm_medium=cpc&utm_campaign=%20exec%20&utm_term=cto&utm_content=a&gclid=1"),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "exec",
      utm_term: "cto",
      utm_content: "a",
    });
    expect(utmFromSearch("?utm_source=")).toEqual({});
    expect(utmFromSearch(`?utm_source=${"x".repeat(300)}`).utm_source).toHaveLength(200);
  });
});

describe("scrollDepthPercent", () => {
  it("is the share of the page seen, 0-100, and 100 for a page that fits the screen", () => {
    expect(scrollDepthPercent(0, 800, 3200)).toBe(25);
    expect(scrollDepthPercent(1600, 800, 3200)).toBe(75);
    expect(scrollDepthPercent(2400, 800, 3200)).toBe(100);
    expect(scrollDepthPercent(0, 800, 600)).toBe(100);
  });
});

describe("consentModeFor", () => {
  it("denies everything without a choice or with essential only", () => {
    const denied = {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    };
    expect(consentModeFor(null)).toEqual(denied);
    expect(consentModeFor(ESSENTIAL_ONLY)).toEqual(denied);
  });
  it("grants analytics storage from analytics and ad storage from marketing", () => {
    expect(consentModeFor({ ...ESSENTIAL_ONLY, analytics: true })).toMatchObject({
      analytics_storage: "granted",
      ad_storage: "denied",
    });
    expect(consentModeFor(ALL_COOKIES)).toEqual({
      analytics_storage: "granted",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });
});

describe("attributionData", () => {
  it("builds the contact attribution from the session, with the engagement score", () => {
    const session = newVisitorSession(
      { pathname: "/services/executive-search", search: "?utm_source=linkedin&utm_campaign=q4" },
      1_000,
      "session-12345",
    );
    session.pageViews = 3;
    session.jobsViewed.push({ id: "j1", title: "CTO", company: "Acme", viewedAt: 2_000 });
    expect(attributionData(session, 1_000 + 5 * 60_000, 40)).toEqual({
      sessionId: "session-12345",
      pageViews: 3,
      timeOnSite: 300_000,
      leadScore: 40,
      // 3 pages x 2 + 1 job x 5 + 5 minutes x 2.
      engagementScore: 21,
      landingPage: "/services/executive-search",
      utm_source: "linkedin",
      utm_campaign: "q4",
    });
  });
  it("is what the API accepts", () => {
    const session = newVisitorSession({ pathname: "/", search: "?utm_source=google" }, 0, crypto.randomUUID());
    expect(analyticsDataSchema.safeParse(attributionData(session, 60_000, 20)).success).toBe(true);
  });
  it("keeps time on site inside the API's 0 to 24 hours", () => {
    const session = newVisitorSession({ pathname: "/", search: "" }, 10_000, "session-12345");
    expect(attributionData(session, 0, 10).timeOnSite).toBe(0);
    expect(attributionData(session, 10_000 + 2 * 86_400_000, 10).timeOnSite).toBe(86_400_000);
  });
});

describe("no private link's secret reaches analytics", () => {
  const secret = "SECRETxTOKENx0123456789";
  it("cuts the secret out of every address an event names, keeping the campaign's parameters", () => {
    const cases: [string, string][] = [
      [`https://x.test/client/${secret}?utm_source=mail`, "https://x.test/client/redacted?utm_source=mail"],
      [`https://x.test/client/${secret}/submittals/1`, "https://x.test/client/redacted/submittals/1"],
      [`https://x.test/job-alerts/confirm/${secret}`, "https://x.test/job-alerts/confirm/redacted"],
      [`https://x.test/job-alerts/manage/${secret}`, "https://x.test/job-alerts/manage/redacted"],
      [
        `https://x.test/newsletter/manage/${secret}?confirmed=1`,
        "https://x.test/newsletter/manage/redacted?confirmed=1",
      ],
      [`https://x.test/book/manage/b1?token=${secret}`, "https://x.test/book/manage/b1?token=redacted"],
      [`https://x.test/book?booking=b1&token=${secret}`, "https://x.test/book?booking=b1&token=redacted"],
      [`https://x.test/reset-password?token=${secret}`, "https://x.test/reset-password?token=redacted"],
      ["https://x.test/jobs?q=cfo&utm_source=li", "https://x.test/jobs?q=cfo&utm_source=li"],
    ];
    for (const [address, sent] of cases) {
      expect(pageAddresses(address, address)).toEqual({ page_location: sent, page_referrer: sent });
    }
    expect(pageAddresses("https://x.test/", "").page_referrer).toBe("");
  });

  it("keeps a landing page without its secret (it is sent with the forms and stored)", () => {
    const session = newVisitorSession({ pathname: `/job-alerts/manage/${secret}`, search: "" }, 0, "s1");
    expect(session.landingPage).toBe("/job-alerts/manage/redacted");
  });
});
