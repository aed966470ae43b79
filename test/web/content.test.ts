import { describe, expect, it } from "vitest";
import { CANDIDATES } from "../../web/content/candidates";
import { CASE_STUDIES, findCaseStudy } from "../../web/content/case-studies";
import { ABOUT, HISTORY, MILESTONES } from "../../web/content/company";
import { ADVISORS, LEADERS } from "../../web/content/leaders";
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from "../../web/content/legal";
import { CONTRACT_STAFFING } from "../../web/content/services/contract-staffing";
import { EXECUTIVE_SEARCH } from "../../web/content/services/executive-search";
import { INDUSTRY_SPECIALIZATIONS } from "../../web/content/services/industry-specializations";
import { PERMANENT_PLACEMENT } from "../../web/content/services/permanent-placement";
import { averageRating, FEATURED_TESTIMONIALS, TESTIMONIALS } from "../../web/content/testimonials";

/** The counts and fixed values public spec section 2 gives for the static content. */

describe("case studies", () => {
  it("are the spec's three, found by id, unknown ids not", () => {
    expect(CASE_STUDIES.map((study) => study.id)).toEqual([
      "technology-executive-search-silicon-valley",
      "healthcare-ceo-executive-search-texas",
      "manufacturing-digital-transformation-recruiting",
    ]);
    expect(findCaseStudy("healthcare-ceo-executive-search-texas")?.industry).toBe("Healthcare");
    expect(findCaseStudy("nope")).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
    for (const study of CASE_STUDIES) {
      expect(study.results.length).toBeGreaterThan(0);
      expect(study.keyOutcomes.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(study.publishedOn))).toBe(false);
    }
  });
});

describe("company pages", () => {
  it("history has twelve milestones from 1998 to 2024 in order; About shows some of them", () => {
    const years = MILESTONES.map((milestone) => milestone.year);
    expect(years).toHaveLength(12);
    expect(years[0]).toBe(1998);
    expect(years.at(-1)).toBe(2024);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(MILESTONES.filter((milestone) => milestone.onAbout).map((m) => m.year)).toEqual(
      expect.arrayContaining([1998, 2024]),
    );
  });

  it("about has four values; history has three achievement categories and four eras", () => {
    expect(ABOUT.values).toHaveLength(4);
    expect(HISTORY.achievements.map((group) => group.category)).toEqual([
      "Client Success",
      "Industry Recognition",
      "Team Growth",
    ]);
    expect(HISTORY.eras).toHaveLength(4);
  });

  it("three leaders and three advisors", () => {
    expect(LEADERS).toHaveLength(3);
    expect(ADVISORS).toHaveLength(3);
    for (const leader of LEADERS) expect(leader.profileUrl).toMatch(/^https:\/\//);
  });

  it("nine testimonials, the first three featured, ratings 1-5", () => {
    expect(TESTIMONIALS).toHaveLength(9);
    expect(FEATURED_TESTIMONIALS).toEqual(TESTIMONIALS.slice(0, 3));
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(9);
    expect(
      averageRating([
        { ...TESTIMONIALS[0]!, rating: 5 },
        { ...TESTIMONIALS[0]!, rating: 4 },
      ]),
    ).toBe("4.5");
  });
});

describe("service pages", () => {
  it("have the spec's processes, durations, roles and specialties", () => {
    expect(PERMANENT_PLACEMENT.process.steps).toHaveLength(6);
    expect(PERMANENT_PLACEMENT.stats.map((stat) => stat.value)).toEqual(["95%", "30 days", "500+"]);
    expect(CONTRACT_STAFFING.durations.items.map((item) => item.duration)).toEqual([
      "1-6 months",
      "6+ months",
      "3-12 months",
      "Peak periods",
    ]);
    expect(CONTRACT_STAFFING.industries.items).toHaveLength(8);
    expect(EXECUTIVE_SEARCH.roles.items).toHaveLength(8);
    expect(EXECUTIVE_SEARCH.process.steps).toHaveLength(7);
    expect(EXECUTIVE_SEARCH.stats.map((stat) => stat.value)).toEqual(["98%", "45 days", "150+"]);
    expect(INDUSTRY_SPECIALIZATIONS.specializations.map((s) => s.name)).toEqual([
      "Technology",
      "Finance",
      "Healthcare",
      "Manufacturing",
    ]);
    for (const specialization of INDUSTRY_SPECIALIZATIONS.specializations)
      expect(specialization.specialties).toHaveLength(6);
  });
});

describe("candidates", () => {
  it("six benefits, five steps, eight industries, three success stories", () => {
    expect(CANDIDATES.benefits).toHaveLength(6);
    expect(CANDIDATES.process.map((step) => step.title)).toEqual([
      "Submit your profile",
      "Consultant consultation",
      "Opportunity matching",
      "Interview preparation",
      "Ongoing support",
    ]);
    expect(CANDIDATES.industries).toHaveLength(8);
    expect(CANDIDATES.successStories).toHaveLength(3);
  });
});

describe("legal pages", () => {
  it("are dated January 2025 and the terms state fees and Indiana law", () => {
    for (const document of [PRIVACY_POLICY, TERMS_OF_SERVICE, COOKIE_POLICY])
      expect(document.lastUpdated).toBe("January 2025");
    const terms = TERMS_OF_SERVICE.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(terms).toContain("Candidates pay no fees");
    expect(terms).toContain("Employers pay placement fees");
    expect(terms).toContain("laws of the State of Indiana");
  });
});
