import { Hono } from "hono";
import { z } from "zod";
import { deskSettingsSchema, submittalCreateSchema, submittalListQuerySchema } from "../contract/submittals";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { validate } from "../http/validate";
import {
  candidateRestrictions,
  createSubmittal,
  deskSettingsOf,
  listSubmittals,
  revokeContactLinks,
  saveDeskSettings,
  submitOptions,
} from "./store";

const applicationParam = z.object({ applicationId: z.string().min(1).max(64) });
const contactParam = z.object({ contactId: z.string().min(1).max(64) });

/**
 * Submittals for staff (issue 32 item 3). Area: clients (worker/http/access-policy.ts). Mounted at
 * /api/admin/submittals.
 */
export const submittalRoutes = new Hono<AppEnv>()
  .get("/", validate("query", submittalListQuerySchema), async (c) =>
    pagedReply(c, "GET /api/admin/submittals", await listSubmittals(c.var.db, c.req.valid("query"), requestNow(c))),
  )
  .post("/", validate("json", submittalCreateSchema), async (c) => {
    const body = c.req.valid("json");
    const { created, deliveryId } = await createSubmittal(
      c.var.db,
      actorOf(c),
      { ...body, note: body.note ?? "" },
      new URL(c.req.url).origin,
      requestNow(c),
    );
    dispatchDeliveries(c.env, c.executionCtx, [deliveryId]);
    return reply(c, "POST /api/admin/submittals", created, 201);
  })
  .get("/settings", async (c) => reply(c, "GET /api/admin/submittals/settings", await deskSettingsOf(c.var.db)))
  .put("/settings", validate("json", deskSettingsSchema), async (c) =>
    reply(c, "PUT /api/admin/submittals/settings", await saveDeskSettings(c.var.db, actorOf(c), c.req.valid("json"))),
  )
  .get("/restrictions/:applicationId", validate("param", applicationParam), async (c) =>
    reply(
      c,
      "GET /api/admin/submittals/restrictions/:applicationId",
      await candidateRestrictions(c.var.db, c.req.valid("param").applicationId, requestNow(c)),
    ),
  )
  .get("/options/:applicationId", validate("param", applicationParam), async (c) => {
    const options = await submitOptions(c.var.db, c.req.valid("param").applicationId, requestNow(c));
    if (!options) throw new ApiError(404, "not_found", "No such application.");
    return reply(c, "GET /api/admin/submittals/options/:applicationId", options);
  })
  .post("/contacts/:contactId/revoke-links", validate("param", contactParam), async (c) => {
    const revoked = await revokeContactLinks(c.var.db, actorOf(c), c.req.valid("param").contactId, requestNow(c));
    return reply(c, "POST /api/admin/submittals/contacts/:contactId/revoke-links", { revoked });
  });
