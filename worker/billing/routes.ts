import { type Context, Hono } from "hono";
import {
  ALREADY_EXPORTED_HEADER,
  billingDownloadQuerySchema,
  billingExportSchema,
  billingWeekQuerySchema,
  NEW_LINES_HEADER,
} from "../contract/billing";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { validate } from "../http/validate";
import { type BillingFileAnswer, exportedFile, exportWeek } from "./export-store";
import { billingWeekView } from "./views";
import { billedWeeks } from "./week-store";

/**
 * What to invoice and what to pay (issue 48 item 3, decision 112), mounted at /api/admin/billing (area: clients):
 * the week's lines, the export of what each file has not taken yet, and the re-download of what it took.
 */

function csvFile(c: Context<AppEnv>, file: BillingFileAnswer) {
  return c.body(file.csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "private, no-store",
    [NEW_LINES_HEADER]: String(file.newLines),
    [ALREADY_EXPORTED_HEADER]: String(file.alreadyExported),
  });
}

export const billingRoutes = new Hono<AppEnv>()
  .get("/", validate("query", billingWeekQuerySchema), async (c) => {
    const { week } = c.req.valid("query");
    return reply(c, "GET /api/admin/billing", billingWeekView(week, await billedWeeks(c.var.db, week)));
  })
  // CSV, not JSON: the lines of the week its file had not taken, now marked as taken.
  .post("/exports", validate("json", billingExportSchema), async (c) =>
    csvFile(c, await exportWeek(c.var.db, actorOf(c), c.req.valid("json"), requestNow(c))),
  )
  .get("/exports", validate("query", billingDownloadQuerySchema), async (c) => {
    const { week, file } = c.req.valid("query");
    return csvFile(c, await exportedFile(c.var.db, week, file));
  });
