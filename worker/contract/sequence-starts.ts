import { APPLICATION_STAGES, type ApplicationStage } from "./enums";
import { z } from "./zod";

/**
 * What starts a sequence by itself (issue 50 item 2, decision 119): a pipeline event the cron looks for. "Applied and
 * not contacted in N days" (to any job or one job), and "entered a stage" (of any job or one job).
 */

export const START_RULE_KINDS = ["applied_not_contacted", "entered_stage"] as const;
export type StartRuleKind = (typeof START_RULE_KINDS)[number];

export const START_RULES_MAX = 5;
export const START_RULE_DAYS_MAX = 60;

const jobIdField = z
  .string({ error: "jobId must be an id or null (any job)" })
  .trim()
  .min(1, "jobId must be an id or null (any job)")
  .max(64, "jobId must be an id")
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const appliedRule = z.strictObject({
  kind: z.literal("applied_not_contacted"),
  jobId: jobIdField,
  days: z
    .number({ error: "days must be a whole number of days" })
    .int("days must be a whole number of days")
    .min(1, "days must be at least 1")
    .max(START_RULE_DAYS_MAX, `days must be at most ${START_RULE_DAYS_MAX}`),
});

const stageRule = z.strictObject({
  kind: z.literal("entered_stage"),
  jobId: jobIdField,
  stage: z.enum(APPLICATION_STAGES, { error: `stage must be one of: ${APPLICATION_STAGES.join(", ")}` }),
});

export const startRuleSchema = z.discriminatedUnion("kind", [appliedRule, stageRule], {
  error: `kind must be one of: ${START_RULE_KINDS.join(", ")}`,
});
export type StartRuleInput = z.infer<typeof startRuleSchema>;

export const startRulesSchema = z
  .array(startRuleSchema, { error: "startRules must be a list" })
  .max(START_RULES_MAX, `A sequence has at most ${START_RULES_MAX} start rules`)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      const key = startRuleKey(rule);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: "The same start rule twice" });
      seen.add(key);
    });
  });

/** What makes two rules the same rule: a rule saved again unchanged keeps its place (its cursor). */
export function startRuleKey(rule: {
  kind: StartRuleKind;
  jobId: string | null;
  days?: number | null;
  stage?: string | null;
}): string {
  return rule.kind === "applied_not_contacted"
    ? `${rule.kind}|${rule.jobId ?? ""}|${rule.days}`
    : `${rule.kind}|${rule.jobId ?? ""}|${rule.stage}`;
}

export type StartRuleView =
  | { id: string; kind: "applied_not_contacted"; jobId: string | null; jobTitle: string | null; days: number }
  | { id: string; kind: "entered_stage"; jobId: string | null; jobTitle: string | null; stage: ApplicationStage };

/** A cron run's start rules: how many it looked at, the applications or stage moves it read, the people enrolled. */
export interface SequenceStartsReport {
  rules: number;
  looked: number;
  enrolled: number;
}
