import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clampScore, leadPriorityForScore, leadScoreBand, scoreFromTerms } from "../../worker/contract/lead-scoring";
import { createDb } from "../../worker/db/client";
import { contacts, crmLeads } from "../../worker/db/schema";
import { insertLead } from "../../worker/leads/store";

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
  it("stores the lead with its source row in one batch, clamped, prioritized and not yet synced", async () => {
    const db = createDb(env.DB);
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    await db.batch([
      db.insert(contacts).values({
        id: "c1",
        firstName: "Ada",
        lastName: "Byron",
        email: "ada@example.com",
        inquiry: "Other",
        message: "",
        source: "contact-page",
      }),
      insertLead(
        db,
        {
          id: "lead-1",
          leadType: "contact",
          leadSource: "contact-page",
          score: scoreFromTerms([{ label: "Base score", points: 120 }]),
          contactId: "c1",
          tags: ["contact"],
        },
        now,
      ),
    ]);
    const [lead] = await db.select().from(crmLeads);
    expect(lead).toMatchObject({
      contactId: "c1",
      leadScore: 100,
      priority: "high",
      syncedToGHL: false,
      status: "active",
      tags: ["contact"],
    });
  });
});

describe("scoring rules", () => {
  it("staff add, update and delete rules through the API, and scoreLead applies the active ones", async () => {
    const { emptyDatabase, insertDefaultStaffAreas, createStaffUser, signIn, api } = await import("./helpers");
    const { scoreLead } = await import("../../worker/leads/store");
    await emptyDatabase();
    await insertDefaultStaffAreas();
    await createStaffUser("rules-manager", "manager");
    const cookie = await signIn("rules-manager");
    const created = await api("/api/crm/scoring-rules", {
      method: "POST",
      cookie,
      body: {
        name: "LinkedIn campaigns",
        criteria: { field: "utmSource", op: "equals", value: "linkedin" },
        points: 20,
        appliesTo: "contact",
      },
    });
    expect(created.status).toBe(201);
    const rule = await created.json<{ id: string }>();
    expect(await (await api("/api/crm/scoring-rules", { cookie })).json()).toMatchObject([
      { id: rule.id, name: "LinkedIn campaigns", points: 20, appliesTo: "contact", isActive: true },
    ]);
    const db = createDb(env.DB);
    const fifty = scoreFromTerms([{ label: "Base score", points: 50 }]);
    expect(await scoreLead(db, fifty, "contact", { utmSource: "LinkedIn" })).toEqual({
      total: 70,
      terms: [...fifty.terms, { label: "Rule: LinkedIn campaigns", points: 20 }],
    });
    expect((await scoreLead(db, fifty, "candidate", { utmSource: "linkedin" })).total).toBe(50);
    const bad = await api("/api/crm/scoring-rules", {
      method: "POST",
      cookie,
      body: { name: "x", criteria: { field: "a", op: "like" }, points: 5 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ issues: { path: string }[] }>()).issues[0]?.path).toMatch(/^criteria/);
    expect(
      (await api(`/api/crm/scoring-rules/${rule.id}`, { method: "PUT", cookie, body: { isActive: false } })).status,
    ).toBe(200);
    expect((await scoreLead(db, fifty, "contact", { utmSource: "linkedin" })).total).toBe(50);
    expect((await api(`/api/crm/scoring-rules/${rule.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await api(`/api/crm/scoring-rules/${rule.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});
