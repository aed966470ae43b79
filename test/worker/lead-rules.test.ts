import { describe, expect, it } from "vitest";
import { scoreFromTerms } from "../../worker/contract/lead-scoring";
import { type Condition, conditionSchema, matches, scoreWithRules } from "../../worker/domain/lead-rules";

const facts = {
  leadSource: "LinkedIn",
  industry: "Finance",
  hasPhone: true,
  messageLength: 140,
  company: "Acme Corp",
  utmSource: null,
};

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
    const both: Condition = {
      all: [
        { field: "industry", op: "equals", value: "Finance" },
        { field: "hasPhone", op: "equals", value: true },
      ],
    };
    expect(matches(both, facts)).toBe(true);
    expect(
      matches(
        {
          any: [
            { field: "industry", op: "equals", value: "Retail" },
            { field: "utmSource", op: "exists" },
          ],
        },
        facts,
      ),
    ).toBe(false);
  });

  it("rejects criteria that are not a condition", () => {
    for (const bad of [
      {},
      { field: "x", op: "like", value: "y" },
      { all: [] },
      { field: "x", op: "gt", value: "9" },
      "equals",
    ]) {
      expect(conditionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("scoreWithRules", () => {
  const base = (points: number) => scoreFromTerms([{ label: "Base score", points }]);
  const rules = [
    {
      criteria: { field: "leadSource", op: "equals", value: "linkedin" },
      points: 15,
      appliesTo: "all",
      isActive: true,
    },
    {
      criteria: { field: "industry", op: "equals", value: "Finance" },
      points: 10,
      appliesTo: "candidate",
      isActive: true,
    },
    { criteria: { field: "hasPhone", op: "equals", value: true }, points: 50, appliesTo: "contact", isActive: false },
    { criteria: { broken: true }, points: 99, appliesTo: "all", isActive: true },
  ];

  it("adds the points of active, matching rules for the lead's type, skipping broken ones", () => {
    expect(scoreWithRules(base(40), "contact", facts, rules).total).toBe(55);
    expect(scoreWithRules(base(40), "candidate", facts, rules).total).toBe(65);
  });

  it("adds one term per matching rule, named after it, so the terms add up to the total", () => {
    const named = rules.map((rule, index) => ({ ...rule, name: `Rule ${index + 1}` }));
    expect(scoreWithRules(base(40), "candidate", facts, named).terms).toEqual([
      { label: "Base score", points: 40 },
      { label: "Rule: Rule 1", points: 15 },
      { label: "Rule: Rule 2", points: 10 },
    ]);
    expect(scoreWithRules(base(95), "candidate", facts, named).terms.at(-1)).toEqual({
      label: "Capped at 100",
      points: -20,
    });
    expect(
      scoreWithRules(base(5), "contact", facts, [
        { criteria: { field: "leadSource", op: "exists" }, points: -30, appliesTo: "all", isActive: true },
      ]).terms.at(-1),
    ).toEqual({
      label: "Kept within 0-100",
      points: 25,
    });
  });

  it("keeps the score between 0 and 100", () => {
    expect(scoreWithRules(base(95), "candidate", facts, rules).total).toBe(100);
    expect(
      scoreWithRules(base(5), "contact", facts, [
        { criteria: { field: "leadSource", op: "exists" }, points: -30, appliesTo: "all", isActive: true },
      ]).total,
    ).toBe(0);
  });
});
