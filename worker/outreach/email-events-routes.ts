import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { limitBody } from "../http/public-form";
import { requestNow } from "../http/request-clock";
import { isValidWebhookSignature } from "../integrations/email/webhook-signature";
import { suppressAddresses } from "./email-events-store";

/**
 * Resend's webhook of email events (decision 106): a hard bounce (`email.bounced`) or a spam complaint
 * (`email.complained`) suppresses the address for bulk and sequence email. Public, but each request must carry the
 * webhook's signature; other events are acknowledged and ignored. A retried event suppresses nothing new.
 */

const event = z.object({
  type: z.string(),
  data: z
    .object({
      to: z.union([z.array(z.string()), z.string()]).optional(),
      bounce: z.object({ type: z.string().optional(), message: z.string().optional() }).optional(),
    })
    .optional(),
});

/** The events that suppress, and why; a bounce Resend calls transient is a soft one. */
function reasonOf(parsed: z.infer<typeof event>) {
  if (parsed.type === "email.complained") return "complaint" as const;
  if (parsed.type === "email.bounced" && parsed.data?.bounce?.type?.toLowerCase() !== "transient")
    return "hard_bounce" as const;
  return null;
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
    const reason = reasonOf(parsed);
    const to = parsed.data?.to;
    const addresses = (Array.isArray(to) ? to : to ? [to] : []).filter((address) => address.includes("@"));
    if (reason)
      await suppressAddresses(
        c.var.db,
        addresses,
        { reason, detail: parsed.data?.bounce?.message ?? null, eventId: headers.id ?? null },
        now,
      );
    return c.body(null, 204);
  },
);
