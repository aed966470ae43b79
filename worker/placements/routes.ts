import { Hono } from "hono";
import { z } from "zod";
import {
  feeLineUpdateSchema,
  placementCreateSchema,
  placementFallOffSchema,
  placementListQuerySchema,
} from "../contract/placements";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { fallOff } from "./fall-off-store";
import { setInvoiceStatus } from "./invoice-store";
import { listPlacements } from "./list-store";
import { createPlacement } from "./place-store";

const notFound = () => new ApiError(404, "not_found", "No such placement.");
const lineParam = z.object({ id: z.string().min(1).max(64), lineId: z.string().min(1).max(64) });

/** Placements and fees for staff (issue 32 item 4). Area: clients (worker/http/access-policy.ts). */
export const placementRoutes = new Hono<AppEnv>()
  .get("/", validate("query", placementListQuerySchema), async (c) =>
    pagedReply(c, "GET /api/admin/placements", await listPlacements(c.var.db, c.req.valid("query"))),
  )
  .post("/", validate("json", placementCreateSchema), async (c) => {
    const done = await createPlacement(c.var.db, c.env, actorOf(c), c.req.valid("json"), new Date());
    dispatchDeliveries(c.env, c.executionCtx, done.deliveryIds);
    return reply(c, "POST /api/admin/placements", done.result, 201);
  })
  .patch("/:id/fee-lines/:lineId", validate("param", lineParam), validate("json", feeLineUpdateSchema), async (c) => {
    const { id, lineId } = c.req.valid("param");
    const updated = await setInvoiceStatus(
      c.var.db,
      actorOf(c),
      id,
      lineId,
      c.req.valid("json").invoiceStatus,
      new Date(),
    );
    if (!updated) throw new ApiError(404, "not_found", "No such fee line on this placement.");
    return reply(c, "PATCH /api/admin/placements/:id/fee-lines/:lineId", updated);
  })
  .post("/:id/fall-off", validate("param", idParamSchema), validate("json", placementFallOffSchema), async (c) => {
    const done = await fallOff(
      c.var.db,
      c.env,
      actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json").lastDay,
      new Date(),
    );
    if (!done) throw notFound();
    dispatchDeliveries(c.env, c.executionCtx, done.deliveryIds);
    return reply(c, "POST /api/admin/placements/:id/fall-off", done.result);
  });
