import { type Context, Hono } from "hono";
import { bookingConfirmationHref } from "../contract/book-page";
import { bookingRequestOfForm, bookingRequestSchema } from "../contract/booking-request";
import type { AppEnv } from "../env";
import { parseOrThrow } from "../http/public-form";
import { formPost, postedFields } from "../site/form-posts";
import { bookPageData } from "./book-page";
import { bookingBodyLimit, bookingRateLimit, receiveBooking } from "./booking-intake";

/** The step's answers, as its GET renders them: a refused post re-renders the same step (or its times). */
async function stepData(c: Context<AppEnv>) {
  return (await bookPageData(c.var.db, c.env, new URL(c.req.url).searchParams, new Date())).routeData;
}

/**
 * POST /book?type=&date=&time=: the details form's native post, for visitors before or without scripts (decision
 * 039, on the native posts of decision 040). The same guards, schema and use case as POST /api/booking/appointments;
 * the slot is checked by the same rule (`slotIsFreeSql`). A booking made is answered 303 to its confirmation; a
 * refused one re-renders the step with the visitor's values and the messages, and a time no longer free brings the
 * day's times back with the reason (the page finds the time gone from the fresh times it is rendered with).
 */
export const bookingFormPosts = new Hono<AppEnv>().post(
  "/book",
  formPost("booking", bookingBodyLimit, bookingRateLimit, { routeData: stepData }),
  async (c) => {
    const input = parseOrThrow(bookingRequestSchema, bookingRequestOfForm(await postedFields(c)));
    const origin = new URL(c.req.url).origin;
    const confirmation = await receiveBooking(c.env, c.executionCtx, input, { now: new Date(), origin });
    const token = new URL(confirmation.manageUrl, origin).searchParams.get("token") ?? "";
    return c.redirect(bookingConfirmationHref(confirmation.id, token), 303);
  },
);
