import { type Context, Hono } from "hono";
import { smsMessageListQuerySchema, smsSendSchema, smsSettingsUpdateSchema } from "../contract/sms";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { validate } from "../http/validate";
import { createTwilioClient } from "../integrations/twilio/client";
import { isValidTwilioSignature } from "../integrations/twilio/signature";
import { receiveText } from "./inbound-text-store";
import { listMessages, loadSettings, recordCarrierStatus, smsSettingsAnswer, updateSettings } from "./store";
import { sendStaffText } from "./text-store";

/** Twilio's statuses mapped to ours. */
const STATUS_MAP: Record<string, "sent" | "delivered" | "failed" | undefined> = {
  sent: "sent",
  delivered: "delivered",
  undelivered: "failed",
  failed: "failed",
};

/** The form fields of a Twilio webhook, if its signature proves Twilio sent it; otherwise 403. */
async function verifiedTwilioForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const twilio = createTwilioClient(c.env);
  if (!twilio.configured) throw new ApiError(503, "sms_not_configured", twilio.reason);
  const form = await c.req.parseBody();
  const params = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  if (!(await isValidTwilioSignature(twilio.authToken, c.req.url, params, c.req.header("X-Twilio-Signature")))) {
    throw new ApiError(403, "invalid_signature", "The request is not signed by Twilio.");
  }
  return params;
}

/** SMS settings, history and sends (area sms), and Twilio's webhooks (public, signed). */
export const smsRoutes = new Hono<AppEnv>()
  .get("/settings", async (c) => {
    const db = c.var.db;
    return reply(
      c,
      "GET /api/sms/settings",
      await smsSettingsAnswer(db, createTwilioClient(c.env), await loadSettings(db)),
    );
  })
  .post("/settings", validate("json", smsSettingsUpdateSchema), async (c) => {
    const db = c.var.db;
    const updated = await updateSettings(db, actorOf(c), c.req.valid("json"));
    return reply(c, "POST /api/sms/settings", await smsSettingsAnswer(db, createTwilioClient(c.env), updated));
  })
  .get("/messages", validate("query", smsMessageListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/sms/messages", await listMessages(c.var.db, c.req.valid("query")));
  })
  .post("/send", validate("json", smsSendSchema), async (c) => {
    const text = c.req.valid("json");
    const sent = await sendStaffText(c.env, c.var.db, actorOf(c), text, new URL(c.req.url).origin);
    return reply(c, "POST /api/sms/send", sent, 201);
  })
  .post("/status", async (c) => {
    const params = await verifiedTwilioForm(c);
    const status = STATUS_MAP[params.MessageStatus ?? ""];
    if (status && params.MessageSid) {
      const error = `Carrier reported ${params.MessageStatus}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ""}`;
      await recordCarrierStatus(c.var.db, params.MessageSid, status, error);
    }
    return c.body(null, 204);
  })
  .post("/inbound", async (c) => {
    const params = await verifiedTwilioForm(c);
    // Every message Twilio hands over carries these; a form without a sender is no text to keep.
    if (params.From) {
      const received = await receiveText(
        c.var.db,
        {
          twilioSid: params.MessageSid ?? crypto.randomUUID(),
          fromNumber: params.From,
          toNumber: params.To ?? "",
          body: params.Body ?? "",
        },
        new URL(c.req.url).origin,
      );
      dispatchDeliveries(c.env, c.executionCtx, received.deliveryIds);
    }
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response/>', 200, { "Content-Type": "text/xml" });
  });
