import { z } from "zod";
import { type LeadScore, scoreFromTerms } from "../contract/lead-scoring";

/**
 * Staff-defined lead scoring rules (`lead_scoring_rules`), applied on top of the built-in formulas of the public
 * spec. A rule's `criteria` is a small JSON condition over the facts of a lead, e.g.
 *   {"field": "utmSource", "op": "equals", "value": "linkedin"}
 *   {"all": [{"field": "industry", "op": "in", "value": ["Finance", "Healthcare"]}, {"field": "hasPhone", "op": "equals", "value": true}]}
 *
 * The facts each lead brings (set where the lead is made):
 * - candidate (application): leadSource, industry, jobType, isUrgent, hasResume, hasJob, currentPosition, and with
 *   analytics allowed jobsViewed, searches, minutesSinceJobView
 * - contact (message): leadSource, form ("home-contact" / "contact-page"), inquiry, company, hasCompany, hasPhone,
 *   messageLength, smsMarketingConsent
 * - contact (booking): leadSource ("booking"), service, meetingLocation, company, hasCompany, hasPhone, and with
 *   analytics allowed timeOnSiteMs, pageViews, utmSource
 */

export type Fact = string | number | boolean | null | undefined;
export type LeadFacts = Record<string, Fact>;

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

const comparison = z.discriminatedUnion("op", [
  z.object({ field: z.string().min(1).max(64), op: z.enum(["equals", "notEquals"]), value: scalar }),
  z.object({ field: z.string().min(1).max(64), op: z.literal("contains"), value: z.string().min(1).max(200) }),
  z.object({ field: z.string().min(1).max(64), op: z.literal("in"), value: z.array(scalar).min(1).max(50) }),
  z.object({ field: z.string().min(1).max(64), op: z.enum(["gt", "gte", "lt", "lte"]), value: z.number() }),
  z.object({ field: z.string().min(1).max(64), op: z.literal("exists") }),
]);

export type Condition = z.infer<typeof comparison> | { all: Condition[] } | { any: Condition[] };

/** The shape of `criteria`, nested at most a few levels (checked when staff save a rule). */
export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    comparison,
    z.object({ all: z.array(conditionSchema).min(1).max(20) }).strict(),
    z.object({ any: z.array(conditionSchema).min(1).max(20) }).strict(),
  ]),
);

/** Who a rule is for: candidates (applications), contacts (messages, bookings) or every lead. */
export const RULE_TARGETS = ["all", "candidate", "contact"] as const;

function normalize(value: Fact): Fact {
  return typeof value === "string" ? value.trim().toLowerCase() : value;
}

/** Whether the facts meet the condition. String comparisons ignore case and surrounding spaces. */
export function matches(condition: Condition, facts: LeadFacts): boolean {
  if ("all" in condition) return condition.all.every((c) => matches(c, facts));
  if ("any" in condition) return condition.any.some((c) => matches(c, facts));
  const actual = facts[condition.field];
  switch (condition.op) {
    case "exists":
      return actual !== undefined && actual !== null && actual !== "";
    case "equals":
      return normalize(actual) === normalize(condition.value);
    case "notEquals":
      return normalize(actual) !== normalize(condition.value);
    case "contains":
      return typeof actual === "string" && actual.toLowerCase().includes(condition.value.toLowerCase());
    case "in":
      return condition.value.some((value) => normalize(value) === normalize(actual));
    case "gt":
      return typeof actual === "number" && actual > condition.value;
    case "gte":
      return typeof actual === "number" && actual >= condition.value;
    case "lt":
      return typeof actual === "number" && actual < condition.value;
    case "lte":
      return typeof actual === "number" && actual <= condition.value;
  }
}

export interface ScoringRule {
  /** Names the rule's term in a lead's score breakdown. */
  name?: string;
  criteria: unknown;
  points: number;
  appliesTo: string;
  isActive: boolean;
}

/**
 * The built-in score plus one term per active rule for this lead type whose condition the facts meet, kept between
 * 0 and 100. A stored rule whose criteria no longer parse is skipped, never fatal.
 */
export function scoreWithRules(
  base: LeadScore,
  leadType: string,
  facts: LeadFacts,
  rules: readonly ScoringRule[],
): LeadScore {
  const terms = [...base.terms];
  for (const rule of rules) {
    if (!rule.isActive || (rule.appliesTo !== "all" && rule.appliesTo !== leadType)) continue;
    const condition = conditionSchema.safeParse(rule.criteria);
    if (condition.success && matches(condition.data, facts))
      terms.push({ label: `Rule: ${rule.name ?? "unnamed"}`, points: rule.points });
  }
  return scoreFromTerms(terms);
}
