import { describe, expect, it } from "vitest";
import {
  EXPERIENCE_BANDS,
  estimateSalary,
  formatUsd,
  placementSampleSize,
  SALARY_INDUSTRIES,
  SALARY_LOCATIONS,
  SALARY_TITLES,
} from "../../worker/contract/salary";

/** Public spec section 9: every branch of the salary formula, with figures worked out by hand. */

const plain = { location: "Chicago, IL", experience: "0-2" } as const;

describe("estimateSalary", () => {
  it("a plain title in a plain city with 0-2 years is the base range", () => {
    expect(estimateSalary({ role: "Software Engineer", ...plain })).toEqual({
      min: 60_000,
      max: 120_000,
      median: 90_000,
      growth: 12,
    });
  });

  it("Senior adds 40,000 and 80,000", () => {
    expect(estimateSalary({ role: "Senior Data Scientist", ...plain })).toMatchObject({
      min: 100_000,
      max: 200_000,
      median: 150_000,
    });
  });

  it("Principal adds 80,000 and 160,000", () => {
    expect(estimateSalary({ role: "Principal Software Engineer", ...plain })).toMatchObject({
      min: 140_000,
      max: 280_000,
    });
  });

  it("VP adds 80,000 and 160,000", () => {
    expect(estimateSalary({ role: "VP of Engineering", ...plain })).toMatchObject({ min: 140_000, max: 280_000 });
  });

  it("Principal or VP is cumulative with Senior", () => {
    expect(estimateSalary({ role: "Senior Principal Engineer", ...plain })).toMatchObject({
      min: 180_000,
      max: 360_000,
    });
    expect(estimateSalary({ role: "Senior VP of Sales", ...plain })).toMatchObject({ min: 180_000, max: 360_000 });
  });

  it("CTO adds 120,000 and 250,000", () => {
    expect(estimateSalary({ role: "CTO", ...plain })).toMatchObject({ min: 180_000, max: 370_000, median: 275_000 });
  });

  it.each([
    ["San Francisco, CA", 84_000, 168_000],
    ["New York, NY", 84_000, 168_000],
    ["Seattle, WA", 72_000, 144_000],
    ["Boston, MA", 72_000, 144_000],
  ])("%s multiplies the range", (location, min, max) => {
    expect(estimateSalary({ role: "Software Engineer", location, experience: "0-2" })).toMatchObject({ min, max });
  });

  it("every other location leaves the range alone", () => {
    const others = SALARY_LOCATIONS.filter((l) => !/San Francisco|New York|Seattle|Boston/.test(l));
    expect(others).toHaveLength(8);
    for (const location of others) {
      expect(estimateSalary({ role: "Software Engineer", location, experience: "0-2" })).toMatchObject({
        min: 60_000,
        max: 120_000,
      });
    }
  });

  it.each([
    ["0-2", 60_000, 120_000],
    ["3-5", 60_000, 120_000],
    ["6-10", 66_000, 132_000],
    ["11-15", 72_000, 144_000],
    ["15+", 78_000, 156_000],
  ] as const)("experience %s", (experience, min, max) => {
    expect(estimateSalary({ role: "Software Engineer", location: "Remote", experience })).toMatchObject({ min, max });
  });

  it("multipliers combine and round to whole dollars", () => {
    // 100,000 x 1.4 x 1.1 = 154,000 (153,999.99... in floating point before rounding); 200,000 x 1.54 = 308,000.
    expect(
      estimateSalary({ role: "Senior Software Engineer", location: "San Francisco, CA", experience: "6-10" }),
    ).toEqual({
      min: 154_000,
      max: 308_000,
      median: 231_000,
      growth: 12,
    });
    // 140,000 x 1.2 x 1.3 = 218,400; 280,000 x 1.56 = 436,800.
    expect(estimateSalary({ role: "VP of Engineering", location: "Boston, MA", experience: "15+" })).toMatchObject({
      min: 218_400,
      max: 436_800,
      median: 327_600,
    });
  });

  it("the median rounds the average of min and max", () => {
    // A CTO in Seattle with 11-15 years: 180,000 x 1.44 = 259,200 and 370,000 x 1.44 = 532,800.
    expect(estimateSalary({ role: "CTO", location: "Seattle, WA", experience: "11-15" })).toMatchObject({
      min: 259_200,
      max: 532_800,
      median: 396_000,
    });
  });
});

describe("the calculator's choices", () => {
  it("has the spec's counts, Software Engineer first and Operations Manager last", () => {
    expect(SALARY_TITLES).toHaveLength(15);
    expect(SALARY_TITLES[0]).toBe("Software Engineer");
    expect(SALARY_TITLES.at(-1)).toBe("Operations Manager");
    expect(SALARY_LOCATIONS).toHaveLength(12);
    expect(SALARY_INDUSTRIES).toHaveLength(10);
    expect(EXPERIENCE_BANDS.map((band) => band.value)).toEqual(["0-2", "3-5", "6-10", "11-15", "15+"]);
    for (const list of [SALARY_TITLES, SALARY_LOCATIONS, SALARY_INDUSTRIES]) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.every((item) => item.length > 0)).toBe(true);
    }
  });
});

describe("placementSampleSize", () => {
  it("spans 200 to 699", () => {
    expect(placementSampleSize(() => 0)).toBe(200);
    expect(placementSampleSize(() => 0.5)).toBe(450);
    expect(placementSampleSize(() => 0.999_999)).toBe(699);
  });
});

describe("formatUsd", () => {
  it("writes US dollars without decimals", () => {
    expect(formatUsd(154_000)).toBe("$154,000");
    expect(formatUsd(327_600.4)).toBe("$327,600");
  });
});
