import { asc, count, eq } from "drizzle-orm";
import type { LeadScoringRuleView } from "../contract/crm";
import type { SmallListQuery } from "../contract/zod";
import type { Db } from "../db/client";
import { type LeadScoringRule, leadScoringRules, type NewLeadScoringRule } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";

/** The staff's lead scoring rules (applied to new leads by scoreLead in worker/leads/store.ts). */

function toRuleView(rule: LeadScoringRule): LeadScoringRuleView {
  return {
    id: rule.id,
    name: rule.name,
    criteria: rule.criteria,
    points: rule.points,
    appliesTo: rule.appliesTo,
    description: rule.description,
    isActive: rule.isActive,
    createdAt: rule.createdAt.toISOString(),
  };
}

/** One page of scoring rules, oldest first (the order they were added), and how many there are. */
export async function listRules(db: Db, page: SmallListQuery): Promise<{ rows: LeadScoringRuleView[]; total: number }> {
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(leadScoringRules)
      .orderBy(asc(leadScoringRules.createdAt), asc(leadScoringRules.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(leadScoringRules),
  ]);
  return { rows: rows.map(toRuleView), total: counted?.total ?? 0 };
}

export async function createRule(
  db: Db,
  actor: Actor,
  input: Omit<NewLeadScoringRule, "id">,
): Promise<LeadScoringRuleView> {
  const id = crypto.randomUUID();
  const [[rule]] = await db.batch([
    db
      .insert(leadScoringRules)
      .values({ ...input, id })
      .returning(),
    activityLog(actor, db, { action: "scoring_rule.create", entityType: "lead_scoring_rule", entityId: id }),
  ]);
  return toRuleView(rule!);
}

export async function updateRule(
  db: Db,
  actor: Actor,
  id: string,
  changes: Partial<NewLeadScoringRule>,
): Promise<LeadScoringRuleView> {
  const [existing] = await db
    .select({ id: leadScoringRules.id })
    .from(leadScoringRules)
    .where(eq(leadScoringRules.id, id))
    .limit(1);
  if (!existing) throw new ApiError(404, "not_found", "No such scoring rule.");
  const [[rule]] = await db.batch([
    db.update(leadScoringRules).set(changes).where(eq(leadScoringRules.id, id)).returning(),
    activityLog(actor, db, { action: "scoring_rule.update", entityType: "lead_scoring_rule", entityId: id }),
  ]);
  return toRuleView(rule!);
}

export async function deleteRule(db: Db, actor: Actor, id: string): Promise<void> {
  const [removed] = await db
    .delete(leadScoringRules)
    .where(eq(leadScoringRules.id, id))
    .returning({ id: leadScoringRules.id });
  if (!removed) throw new ApiError(404, "not_found", "No such scoring rule.");
  await activityLog(actor, db, { action: "scoring_rule.delete", entityType: "lead_scoring_rule", entityId: id });
}
