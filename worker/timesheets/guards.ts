import { z } from "zod";
import { limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";

/** What the timesheets' JSON routes and their pages' native posts share: the token's shape, limits, private answers. */

/** Tokens are base64url; anything else is a wrong link, answered like one. */
export const tokenField = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const portalParam = z.object({ token: tokenField, id: z.string().min(1).max(64) });

const TIMESHEET_BODY_MAX_BYTES = 8 * 1024;
export const timesheetBodyLimit = limitBody(TIMESHEET_BODY_MAX_BYTES, "The timesheet is too large.");
export const timesheetSendLimit = rateLimitByIp("timesheet_send", { limit: 30, windowMs: 10 * 60_000 });
export const timesheetDecideLimit = rateLimitByIp("timesheet_decide", { limit: 60, windowMs: 10 * 60_000 });
