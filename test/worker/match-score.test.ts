import { describe, expect, it } from "vitest";
import {
  availabilityInWords,
  type MatchCandidate,
  type MatchJob,
  matchScore,
  normalizedRelevance,
  payFitOf,
} from "../../worker/domain/match-score";

/** The match score (issue 46): its parts and reasons on hand-built pairs, at a fixed clock. */

const NOW = new Date("2026-11-29T12:00:00Z");
const CHICAGO = { latitude: 41.8858, longitude: -87.6181 };
const EVANSTON = { latitude: 42.0516, longitude: -87.6812 };
const NASHVILLE = { latitude: 36.1659, longitude: -86.7844 };

const JOB: MatchJob = {
  type: "Full-time",
  requiredSkills: ["CPA", "SAP"],
  preferredSkills: ["Big 4"],
  ...CHICAGO,
  salaryMinCents: 18_000_000,
  salaryMaxCents: 21_000_000,
  salaryPeriod: "year",
};

const PERSON: MatchCandidate = {
  skills: ["cpa", " SAP "],
  ...CHICAGO,
  willingToRelocate: false,
  remotePreference: "onsite",
  desiredPayCents: 19_500_000,
  desiredPayPeriod: "year",
  availableInWeeks: 0,
  lastActiveAt: NOW,
};

const score = (job: Partial<MatchJob>, candidate: Partial<MatchCandidate>, relevance: number | null = 1) =>
  matchScore({ job: { ...JOB, ...job }, candidate: { ...PERSON, ...candidate }, relevance, now: NOW });

describe("matchScore", () => {
  it("adds up a known pair exactly: skills 32 + relevance 15 + distance 20 + pay 15 + notice 5 + recency 5", () => {
    const { score: total, parts, reasons } = score({}, {});
    expect(parts).toEqual({ skills: 32, relevance: 15, distance: 20, pay: 15, availability: 5, recency: 5 });
    expect(total).toBe(92);
    expect(reasons).toEqual({
      matched: ["CPA", "SAP"],
      missing: ["Big 4"],
      distanceMiles: 0,
      place: "0 miles",
      payFit: "within range",
      available: "now",
    });
  });

  it("weighs a required skill twice a preferred one, a skill both required and preferred once", () => {
    expect(score({}, { skills: ["CPA", "Big 4"] }).parts.skills).toBe(24);
    expect(score({}, { skills: ["big 4"] }).parts.skills).toBe(8);
    expect(score({ preferredSkills: ["sap", "Big 4"] }, { skills: ["SAP"] }).reasons.missing).toEqual(["CPA", "Big 4"]);
    expect(score({ requiredSkills: [], preferredSkills: [] }, {}).parts.skills).toBe(20);
  });

  it("ranks a person 12 miles away with every required skill above one 400 miles away missing one", () => {
    const near = score({}, { ...EVANSTON, skills: ["CPA", "SAP"] });
    const far = score({}, { ...NASHVILLE, skills: ["CPA"] });
    expect(near.reasons.distanceMiles).toBe(12);
    expect(far.reasons.distanceMiles).toBeGreaterThan(390);
    expect(near.score).toBeGreaterThan(far.score);
  });

  it("fits everyone to a remote job, a remote-only person included", () => {
    const remote = score(
      { type: "Remote", latitude: null, longitude: null },
      { ...NASHVILLE, remotePreference: "remote" },
    );
    expect(remote.parts.distance).toBe(20);
    expect(remote.reasons).toMatchObject({ distanceMiles: null, place: "remote" });
    // The same person for an on-site job in their town gets half, for a hybrid one three quarters.
    expect(score({ ...NASHVILLE }, { ...NASHVILLE, remotePreference: "remote" }).parts.distance).toBe(10);
    expect(score({ ...NASHVILLE, type: "Hybrid" }, { ...NASHVILLE, remotePreference: "remote" }).parts.distance).toBe(
      15,
    );
  });

  it("keeps a far person willing to relocate with a lower distance part", () => {
    const relocates = score({}, { ...NASHVILLE, willingToRelocate: true });
    expect(relocates.parts.distance).toBe(5);
    expect(relocates.reasons.place).toBe("willing to relocate");
    expect(score({}, { ...NASHVILLE }).parts.distance).toBe(0);
    // Within a radius the part falls from 1 to 0.5 at its edge.
    expect(score({}, { ...EVANSTON }).parts.distance).toBeCloseTo(20 * (1 - 0.5 * (12 / 50)));
  });

  it('says "location unknown" and "pay not given", at half their points', () => {
    const unknown = score({}, { latitude: null, longitude: null, desiredPayCents: null, availableInWeeks: null });
    expect(unknown.reasons).toMatchObject({
      distanceMiles: null,
      place: "location unknown",
      payFit: "pay not given",
      available: "not given",
    });
    expect(unknown.parts).toMatchObject({ distance: 10, pay: 7.5, availability: 2.5 });
    expect(score({ latitude: null, longitude: null, salaryPeriod: null }, {}).reasons).toMatchObject({
      place: "location unknown",
      payFit: "pay not given",
    });
  });

  it("scores recency from the last activity: full within 30 days, none after a year", () => {
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
    expect(score({}, { lastActiveAt: daysAgo(30) }).parts.recency).toBe(5);
    expect(score({}, { lastActiveAt: daysAgo(197.5) }).parts.recency).toBeCloseTo(2.5);
    expect(score({}, { lastActiveAt: daysAgo(400) }).parts.recency).toBe(0);
  });
});

describe("payFitOf", () => {
  const fitOf = (job: Partial<MatchJob>, candidate: Partial<MatchCandidate>) =>
    payFitOf({ ...JOB, ...job }, { ...PERSON, ...candidate });

  it("compares an hourly ask with a yearly range through HOURS_PER_YEAR", () => {
    // $100 an hour is $208,000 a year; $120 is $249,600.
    expect(fitOf({}, { desiredPayCents: 10_000, desiredPayPeriod: "hour" })).toEqual({
      fit: "within range",
      fraction: 1,
    });
    expect(fitOf({}, { desiredPayCents: 12_000, desiredPayPeriod: "hour" }).fit).toBe("above range");
    expect(fitOf({ salaryMinCents: 5_000, salaryMaxCents: 6_000, salaryPeriod: "hour" }, {}).fit).toBe("above range");
    expect(fitOf({ salaryMinCents: 9_000, salaryMaxCents: 11_000, salaryPeriod: "hour" }, {}).fit).toBe("within range");
  });

  it("reads below and above the range, and an open end", () => {
    expect(fitOf({}, { desiredPayCents: 15_000_000 })).toEqual({ fit: "below range", fraction: 0.8 });
    expect(fitOf({}, { desiredPayCents: 26_250_000 })).toEqual({ fit: "above range", fraction: 0.5 });
    expect(fitOf({}, { desiredPayCents: 40_000_000 })).toEqual({ fit: "above range", fraction: 0 });
    expect(fitOf({ salaryMaxCents: null }, { desiredPayCents: 40_000_000 }).fit).toBe("within range");
    expect(fitOf({ salaryMinCents: null, salaryMaxCents: null }, {}).fit).toBe("pay not given");
    expect(fitOf({}, { desiredPayPeriod: null }).fit).toBe("pay not given");
  });
});

describe("the words of a reason", () => {
  it("says when a person can start", () => {
    expect([0, 1, 2, null].map(availabilityInWords)).toEqual(["now", "1 week", "2 weeks", "not given"]);
  });

  it("normalizes an FTS rank against the best of its search", () => {
    expect(normalizedRelevance(-3, -6)).toBe(0.5);
    expect(normalizedRelevance(-6, -6)).toBe(1);
    expect(normalizedRelevance(undefined, -6)).toBe(0);
    expect(normalizedRelevance(undefined, null)).toBeNull();
  });
});
