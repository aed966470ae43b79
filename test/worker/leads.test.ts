import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clampScore, leadPriorityForScore, leadScoreBand } from "../../worker/contract/lead-scoring";
import { createDb } from "../../worker/db/client";
import { insertLead } from "../../worker/db/leads";
import { contacts, crmLeads } from "../../worker/db/schema";

describe("lead score helpers", () => {
  it("clamps to 0-100", () => {
    expect([clampScore(-5), clampScore(42.4), clampScore(130)]).toEqual([0, 42, 100]);
  });
  it("maps scores to priorities and colour bands at the band edges", () => {
    expect([80, 79, 60, 59, 0].map(leadPriorityForScore)).toEqual(["high", "medium", "medium", "low", "low"]);
    expect([80, 60, 40, 39].map(leadScoreBand)).toEqual(["green", "yellow", "orange", "red"]);
  });
});

describe("insertLead", () => {
  it("stores the lead with its source row in one batch, clamped, prioritized and due for sync", async () => {
    const db = createDb(env.DB);
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    await db.batch([
      db.insert(contacts).values({ id: "c1", firstName: "Ada", lastName: "Byron", email: "ada@example.com", inquiry: "Other", message: "", source: "contact-page" }),
      insertLead(db, { leadType: "contact", leadSource: "contact-page", leadScore: 120, contactId: "c1", tags: ["contact"] }, now),
    ]);
    const [lead] = await db.select().from(crmLeads);
    expect(lead).toMatchObject({
      contactId: "c1",
      leadScore: 100,
      priority: "high",
      syncedToGHL: false,
      status: "active",
      nextSyncAt: now,
      tags: ["contact"],
    });
  });
});
