import { eq } from "drizzle-orm";
import { clampScore, leadPriorityForScore } from "../contract/lead-scoring";
import { type LeadFacts, scoreWithRules } from "../domain/lead-rules";
import type { Db } from "../db/client";
import { crmLeads, leadScoringRules, type NewCrmLead } from "../db/schema";

export interface LeadInput {
  /** A chosen id, when the same batch must refer to the lead (e.g. a booking's leadId); generated otherwise. */
  id?: string;
  leadType: NewCrmLead["leadType"];
  /** Where the lead came from: the form, or a UTM source when the visitor arrived through a campaign. */
  leadSource: string;
  leadScore: number;
  applicationId?: string;
  contactId?: string;
  tags?: string[];
  notes?: string;
}

/**
 * The insert that makes a CRM lead for something a visitor submitted. It returns the query, not its result, so the
 * caller puts it in the same `db.batch` as the application, contact or booking row: both are stored or neither.
 * The lead starts unsynced and due for its first CRM sync at once (the cron picks it up).
 *
 * @example await db.batch([db.insert(contacts).values(contact), insertLead(db, { leadType: "contact", ... })])
 */
export function insertLead(db: Db, input: LeadInput, now = new Date()) {
  const leadScore = clampScore(input.leadScore);
  return db.insert(crmLeads).values({
    ...input,
    leadScore,
    priority: leadPriorityForScore(leadScore),
    lastActivity: now,
    nextSyncAt: now,
  });
}

/**
 * A lead's score: the built-in formula's `baseScore` plus the staff's active scoring rules for its type
 * (worker/domain/lead-rules.ts), kept between 0 and 100. Call it before `insertLead`.
 */
export async function scoreLead(db: Db, baseScore: number, leadType: NewCrmLead["leadType"], facts: LeadFacts): Promise<number> {
  const rules = await db.select().from(leadScoringRules).where(eq(leadScoringRules.isActive, true));
  return scoreWithRules(baseScore, leadType, facts, rules);
}
