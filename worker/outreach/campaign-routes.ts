import { Hono } from "hono";
import {
  campaignCreateSchema,
  campaignDetailQuerySchema,
  campaignListQuerySchema,
  campaignPreviewSchema,
  campaignTestSchema,
} from "../contract/campaigns";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { requireStaff } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { queueCampaignBatch } from "./campaign-fan-out";
import { findCampaign, listCampaigns, previewCampaign, startCampaign } from "./campaign-store";
import { sendCampaignTest } from "./campaign-test-send";

/**
 * Campaigns (issue 50 item 4, decision 116): the count before sending, a test to oneself, the send (202: its
 * fan-out runs on the CAMPAIGNS queue), the list and each campaign's messages. Area: crm (the CRM page's "SMS
 * Campaigns" tab). Mounted at /api/admin/campaigns.
 */
export const campaignRoutes = new Hono<AppEnv>()
  .post("/preview", validate("json", campaignPreviewSchema), async (c) =>
    reply(c, "POST /api/admin/campaigns/preview", await previewCampaign(c.var.db, c.req.valid("json"))),
  )
  .post("/test", validate("json", campaignTestSchema), async (c) => {
    const { user } = requireStaff(c);
    const sender = { name: user.fullName || user.username, origin: siteOrigin(c.env, c.req.url), email: user.email };
    const sent = await sendCampaignTest(c.var.db, actorOf(c), sender, c.req.valid("json"), requestNow(c));
    dispatchDeliveries(c.env, c.executionCtx, [sent.deliveryId]);
    return reply(c, "POST /api/admin/campaigns/test", { to: sent.to }, 202);
  })
  .post("/", validate("json", campaignCreateSchema), async (c) => {
    const { user } = requireStaff(c);
    const sender = { name: user.fullName || user.username, origin: siteOrigin(c.env, c.req.url) };
    const campaign = await startCampaign(c.var.db, actorOf(c), sender, c.req.valid("json"), requestNow(c));
    // A lost first batch is queued again by the cron (a sending campaign with no batch for a while).
    c.executionCtx.waitUntil(queueCampaignBatch(c.env, campaign.id));
    return reply(c, "POST /api/admin/campaigns", campaign, 202);
  })
  .get("/", validate("query", campaignListQuerySchema), async (c) =>
    pagedReply(c, "GET /api/admin/campaigns", await listCampaigns(c.var.db, c.req.valid("query"))),
  )
  .get("/:id", validate("param", idParamSchema), validate("query", campaignDetailQuerySchema), async (c) => {
    const detail = await findCampaign(c.var.db, c.req.valid("param").id, c.req.valid("query"));
    return reply(c, "GET /api/admin/campaigns/:id", detail);
  });
