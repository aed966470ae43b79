import { Hono } from "hono";
import { leadConvertSchema } from "../contract/clients";
import { leadListQuerySchema } from "../contract/crm";
import { smallListQuerySchema, updateSchemaOf, z } from "../contract/zod";
import { conditionSchema, RULE_TARGETS } from "../domain/lead-rules";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { createGhlClient, ghlServiceStatus } from "../integrations/ghl/client";
import { bulkSync, syncOneLead } from "./crm-sync-store";
import { ghlStats, testGhlConnection } from "./ghl-connection-store";
import { convertLeadToClient } from "./lead-conversion";
import { leadPage } from "./lead-list-store";
import { createRule, deleteRule, listRules, updateRule } from "./scoring-rule-store";

const ruleSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100),
  criteria: conditionSchema,
  points: z.number().int("Points must be a whole number").min(-100).max(100),
  appliesTo: z.enum(RULE_TARGETS).default("all"),
  description: z.string().max(500).nullable().optional(),
  isActive: z.boolean().default(true),
});
const ruleUpdateSchema = updateSchemaOf(ruleSchema);
const ruleId = validate("param", idParamSchema);

/**
 * Leads with the person behind them (back-office spec section 3: applicationData / contactData), and the scoring
 * rules staff add on top of the built-in formulas (worker/domain/lead-rules.ts). Area: crm.
 */
export const crmRoutes = new Hono<AppEnv>()
  .get("/scoring-rules", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/crm/scoring-rules", await listRules(c.var.db, c.req.valid("query")));
  })
  .post("/scoring-rules", validate("json", ruleSchema), async (c) => {
    return reply(c, "POST /api/crm/scoring-rules", await createRule(c.var.db, actorOf(c), c.req.valid("json")), 201);
  })
  .put("/scoring-rules/:id", ruleId, validate("json", ruleUpdateSchema), async (c) => {
    return reply(
      c,
      "PUT /api/crm/scoring-rules/:id",
      await updateRule(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json")),
    );
  })
  .delete("/scoring-rules/:id", ruleId, async (c) => {
    const { id } = c.req.valid("param");
    await deleteRule(c.var.db, actorOf(c), id);
    return reply(c, "DELETE /api/crm/scoring-rules/:id", { ok: true, id });
  })
  .get("/leads", validate("query", leadListQuerySchema), async (c) => {
    const { leads, total } = await leadPage(c.var.db, c.req.valid("query"));
    return pagedReply(c, "GET /api/crm/leads", { rows: leads, total });
  })
  // An employer's inquiry becomes a client and contact (issue 32); the lead stays, linked, with its history.
  .post("/leads/:id/convert", validate("param", idParamSchema), validate("json", leadConvertSchema), async (c) => {
    const converted = await convertLeadToClient(
      c.var.db,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json").name,
    );
    if (!converted) throw new ApiError(404, "not_found", "No such lead.");
    return reply(c, "POST /api/crm/leads/:id/convert", converted, 201);
  });

/** GoHighLevel: sync one lead or every pending one, test the connection, stats. Area: crm. */
export const ghlRoutes = new Hono<AppEnv>()
  .post("/sync-lead/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const ghlContactId = await syncOneLead(c.env, c.var.db, actorOf(c), id);
    return reply(c, "POST /api/ghl/sync-lead/:id", { success: true, leadId: id, ghlContactId });
  })
  .post("/bulk-sync", async (c) => {
    return reply(c, "POST /api/ghl/bulk-sync", await bulkSync(c.env, c.executionCtx, c.var.db, actorOf(c)));
  })
  .post("/test-connection", async (c) => {
    return reply(c, "POST /api/ghl/test-connection", await testGhlConnection(c.var.db, createGhlClient(c.env)));
  })
  .get("/stats", async (c) => {
    return reply(c, "GET /api/ghl/stats", await ghlStats(c.var.db, ghlServiceStatus(c.env)));
  });
