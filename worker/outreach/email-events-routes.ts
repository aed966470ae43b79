import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { limitBody } from "../http/public-form";
import { requestNow } from "../http/request-clock";
import { isValidWebhookSignature } from "../integrations/email/webhook-signature";
import { type EmailEvent, recordEmailEvent } from "./email-events-store";

/**
 * Resend's webhook of email events (decisions 106, 121): a hard bounce (`email.bounced`), a spam complaint
 * (`email.complained`), a delivery (`email.delivered`) and an open (`email.opened`, where the domain tracks opens),
 * recorded by worker/outreach/email-events-store.ts. Public, but each request must carry the webhook's signature;
 * other events are acknowledged and ignored. A retried event changes nothing.
 */

const event = z.object({
  type: z.string(),
  created_at: z.string().optional(),
  data: z
    .object({
      email_id: z.string().max(200).optional(),
      to: z.union([z.array(z.string()), z.string()]).optional(),
      bounce: z.object({ type: z.string().optional(), message: z.string().optional() }).optional(),
    })
    .optional(),
});

/** What an event reports; a bounce Resend calls transient is a soft one, and reports nothing. */
function kindOf(parsed: z.infer<typeof event>): EmailEvent["kind"] | null {
  if (parsed.type === "email.complained") return "complained";
  if (parsed.type === "email.delivered") return "delivered";
  if (parsed.type === "email.opened") return "opened";
  if (parsed.type === "email.bounced" && parsed.data?.bounce?.type?.toLowerCase() !== "transient") return "bounced";
  return null;
}

/** When the event happened, by the service's clock; the time it arrived when it does not say. */
function timeOf(parsed: z.infer<typeof event>, now: Date): Date {
  const at = parsed.created_at ? new Date(parsed.created_at) : now;
  return Number.isNaN(at.getTime()) ? now : at;
}

export const emailEventRoutes = new Hono<AppEnv>().post(
  "/events",
  limitBody(64 * 1024, "The request is too large."),
  async (c) => {
    const secret = c.env.EMAIL_WEBHOOK_SECRET;
    if (!secret) throw new ApiError(503, "email_webhook_not_configured", "The email webhook's secret is not set.");
    const body = await c.req.text();
    const now = requestNow(c);
    const headers = {
      id: c.req.header("svix-id"),
      timestamp: c.req.header("svix-timestamp"),
      signature: c.req.header("svix-signature"),
    };
    if (!(await isValidWebhookSignature(secret, headers, body, now)))
      throw new ApiError(403, "invalid_signature", "The request is not signed by the email service.");
    let parsed: z.infer<typeof event>;
    try {
      parsed = event.parse(JSON.parse(body));
    } catch {
      throw new ApiError(400, "invalid_event", "The event is not one the email service sends.");
    }
    const kind = kindOf(parsed);
    const to = parsed.data?.to;
    if (kind)
      await recordEmailEvent(c.var.db, {
        kind,
        addresses: (Array.isArray(to) ? to : to ? [to] : []).filter((address) => address.includes("@")),
        emailId: parsed.data?.email_id ?? null,
        detail: parsed.data?.bounce?.message ?? null,
        eventId: headers.id ?? null,
        at: timeOf(parsed, now),
      });
    return c.body(null, 204);
  },
);
