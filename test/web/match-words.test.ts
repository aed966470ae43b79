import { describe, expect, it } from "vitest";
import { activeFilterCount, matchFiltersOf, matchQuery } from "../../web/components/admin/matching/match-filters";
import { reasonsText } from "../../web/components/admin/matching/match-words";
import type { MatchReasons } from "../../worker/contract/matching";

/** A match's reasons in words and a match list's filters from the address (issue 46, the back office's screens). */

const reasons = (changes: Partial<MatchReasons>): MatchReasons => ({
  matched: [],
  missing: [],
  distanceMiles: null,
  place: "location unknown",
  payFit: "pay not given",
  available: "not given",
  ...changes,
});

describe("reasonsText", () => {
  it("reads matched and missing skills, the distance, the pay and the notice in that order", () => {
    const text = reasonsText(
      reasons({
        matched: ["CPA", "SAP"],
        missing: ["Big 4"],
        distanceMiles: 12,
        place: "12 miles",
        payFit: "within range",
        available: "2 weeks",
      }),
    );
    expect(text).toBe("CPA, SAP matched · missing Big 4 · 12 miles · within range · available in 2 weeks");
  });

  it("says what is not known instead of leaving it out, and leaves out skills a job does not ask for", () => {
    expect(reasonsText(reasons({}))).toBe("location unknown · pay not given · availability not given");
    expect(reasonsText(reasons({ place: "remote", available: "now", payFit: "above range" }))).toBe(
      "remote · above range · available now",
    );
  });
});

describe("match filters in the address", () => {
  const params = new URLSearchParams("radius=25&near=+&salaryMin=180000&skillsMode=none&q=controller&page=3");

  it("takes the filters the address names, trimmed, and nothing else", () => {
    expect(matchFiltersOf(params)).toEqual({ radius: "25", salaryMin: "180000", skillsMode: "none" });
  });

  it("counts a skills mode only with skills to apply it to", () => {
    expect(activeFilterCount(matchFiltersOf(params))).toBe(2);
    expect(activeFilterCount({ skills: "CPA", skillsMode: "none" })).toBe(2);
  });

  it("asks the API for the page as limit and offset", () => {
    expect(matchQuery({ radius: "25" }, 3, 25)).toEqual({ radius: "25", limit: 25, offset: 50 });
  });
});
