import { describe, expect, it } from "vitest";
import { type Condition, conditionSchema, matches, scoreWithRules } from "../../worker/domain/lead-rules";

const facts = { leadSource: "LinkedIn", industry: "Finance", hasPhone: true, messageLength: 140, company: "Acme Corp", utmSource: null };

describe("lead rule conditions", () => {
  it("compares case-insensitively and handles each operator", () => {
    expect(matches({ field: "leadSource", op: "equals", value: "linkedin" }, facts)).toBe(true);
    expect(matches({ field: "leadSource", op: "notEquals", value: "linkedin" }, facts)).toBe(false);
    expect(matches({ field: "company", op: "contains", value: "acme" }, facts)).toBe(true);
    expect(matches({ field: "industry", op: "in", value: ["Healthcare", "finance"] }, facts)).toBe(true);
    expect(matches({ field: "messageLength", op: "gt", value: 100 }, facts)).toBe(true);
    expect(matches({ field: "messageLength", op: "lte", value: 100 }, facts)).toBe(false);
    expect(matches({ field: "utmSource", op: "exists" }, facts)).toBe(false);
    expect(matches({ field: "hasPhone", op: "equals", value: true }, facts)).toBe(true);
    expect(matches({ field: "missing", op: "gt", value: 0 }, facts)).toBe(false);
  });

  it("combines with all and any", () => {
    const both: Condition = { all: [{ field: "industry", op: "equals", value: "Finance" }, { field: "hasPhone", op: "equals", value: true }] };
    expect(matches(both, facts)).toBe(true);
    expect(matches({ any: [{ field: "industry", op: "equals", value: "Retail" }, { field: "utmSource", op: "exists" }] }, facts)).toBe(false);
  });

  it("rejects criteria that are not a condition", () => {
    for (const bad of [{}, { field: "x", op: "like", value: "y" }, { all: [] }, { field: "x", op: "gt", value: "9" }, "equals"]) {
      expect(conditionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("scoreWithRules", () => {
  const rules = [
    { criteria: { field: "leadSource", op: "equals", value: "linkedin" }, points: 15, appliesTo: "all", isActive: true },
    { criteria: { field: "industry", op: "equals", value: "Finance" }, points: 10, appliesTo: "candidate", isActive: true },
    { criteria: { field: "hasPhone", op: "equals", value: true }, points: 50, appliesTo: "contact", isActive: false },
    { criteria: { broken: true }, points: 99, appliesTo: "all", isActive: true },
  ];

  it("adds the points of active, matching rules for the lead's type, skipping broken ones", () => {
    expect(scoreWithRules(40, "contact", facts, rules)).toBe(55);
    expect(scoreWithRules(40, "candidate", facts, rules)).toBe(65);
  });

  it("keeps the score between 0 and 100", () => {
    expect(scoreWithRules(95, "candidate", facts, rules)).toBe(100);
    expect(scoreWithRules(5, "contact", facts, [{ criteria: { field: "leadSource", op: "exists" }, points: -30, appliesTo: "all", isActive: true }])).toBe(0);
  });
});
