import { type Context, Hono } from "hono";
import { timesheetRejectSchema, timesheetSubmitSchema } from "../contract/timesheets";
import { weekDates } from "../domain/timesheet-week";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { linkPageResponse, privateHeaders } from "../http/link-page";
import { sameOriginMutations } from "../http/origin";
import { parseOrThrow } from "../http/public-form";
import { requestNow } from "../http/request-clock";
import { clientPortalGonePageHtml, clientPortalMessagePageHtml } from "../submittals/client-portal-page";
import { decideTimesheet, type TimesheetDecision } from "./approval-store";
import { portalParam, timesheetBodyLimit, timesheetDecideLimit, timesheetSendLimit, tokenField } from "./guards";
import { type ContractorWeek, contractorWeekOf } from "./link-store";
import { contractorPageHtml, errorsByField, latestForm, type TimesheetForm, timesheetGonePageHtml } from "./page";
import { submitTimesheet } from "./submit-store";

/**
 * The pages the Worker writes for timesheets and their native posts (decision 108): the contractor's week at
 * /timesheet/{token}, and the approver's decisions posted from the client portal's page. A sent week or a recorded
 * decision redirects (303), so a reload never posts twice; a refused week re-renders with the messages beside the
 * days and the values kept.
 */

/** The week a page's token opens, or null for a wrong or expired one. */
async function weekOrNull(c: Context<AppEnv>, token: string): Promise<ContractorWeek | null> {
  try {
    return await contractorWeekOf(c.var.db, token, requestNow(c));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The posted form as typed, and as the JSON route reads it (an empty day is 0 hours). */
function formOf(weekStart: string, fields: Record<string, unknown>): { form: TimesheetForm; input: unknown } {
  const field = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const hours: Record<string, string> = {};
  const days = weekDates(weekStart).map((date) => {
    hours[date] = field(`hours-${date}`).trim();
    return { date, hours: hours[date] === "" ? 0 : Number(hours[date]) };
  });
  const note = field("note");
  return { form: { hours, note, errors: {} }, input: { days, ...(note.trim() ? { note } : {}) } };
}

export const timesheetPages = new Hono<AppEnv>()
  .get("/timesheet/:token", async (c) => {
    const token = tokenField.safeParse(c.req.param("token"));
    const week = token.success ? await weekOrNull(c, token.data) : null;
    if (!token.success || !week) return linkPageResponse(c, timesheetGonePageHtml(), 404);
    return linkPageResponse(
      c,
      contractorPageHtml(token.data, week, latestForm(week), c.req.query("sent") === "1"),
      200,
    );
  })
  .post("/timesheet/:token", sameOriginMutations, timesheetBodyLimit, timesheetSendLimit, async (c) => {
    const token = tokenField.safeParse(c.req.param("token"));
    const week = token.success ? await weekOrNull(c, token.data) : null;
    if (!token.success || !week) return linkPageResponse(c, timesheetGonePageHtml(), 404);
    const { form, input } = formOf(week.weekStart, await c.req.parseBody());
    try {
      const parsed = parseOrThrow(timesheetSubmitSchema, input);
      await submitTimesheet(c.var.db, actorOf(c), token.data, parsed, requestNow(c));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 404) throw error;
      const errors = errorsByField(week.weekStart, error.issues ?? [], error.message);
      const status = error.status === 409 ? 409 : 400;
      return linkPageResponse(c, contractorPageHtml(token.data, week, { ...form, errors }), status);
    }
    privateHeaders(c);
    return c.redirect(`/timesheet/${encodeURIComponent(token.data)}?sent=1`, 303);
  })
  .post(
    "/client/:token/timesheets/:id/:decision{approve|reject}",
    sameOriginMutations,
    timesheetBodyLimit,
    timesheetDecideLimit,
    async (c) => {
      const parsed = portalParam.safeParse(c.req.param());
      if (!parsed.success) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
      const { token, id } = parsed.data;
      try {
        const decision: TimesheetDecision =
          c.req.param("decision") === "approve"
            ? { decision: "approved" }
            : {
                decision: "rejected",
                reason: parseOrThrow(timesheetRejectSchema, { reason: (await c.req.parseBody()).reason }).reason,
              };
        await decideTimesheet(c.var.db, actorOf(c), token, id, decision, requestNow(c));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 404) return linkPageResponse(c, clientPortalGonePageHtml(), 404);
        const message = error.issues?.map((issue) => issue.message).join(" ") || error.message;
        const status = error.status === 409 ? 409 : 400;
        return linkPageResponse(c, clientPortalMessagePageHtml(token, "Not recorded", message), status);
      }
      privateHeaders(c);
      return c.redirect(
        `/client/${encodeURIComponent(token)}?timesheet=${encodeURIComponent(id)}#timesheet-${encodeURIComponent(id)}`,
        303,
      );
    },
  );
