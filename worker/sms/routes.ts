import { type Context, Hono } from "hono";
import { z } from "zod";
import { smsSendSchema, smsSettingsUpdateSchema } from "../contract/sms";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { createTwilioClient, TwilioError } from "../integrations/twilio/client";
import { isValidTwilioSignature } from "../integrations/twilio/signature";
import { loadSettings, markFailed, markSent, optIn, optOut, recentMessages, recordCarrierStatus, recordSend, serviceStatus, smsConsent, toSettingsView, updateSettings } from "./store";

/** Carrier opt-out and opt-in keywords (CTIA); Twilio also answers them itself on toll-free numbers. */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"]);
const START_WORDS = new Set(["START", "UNSTOP", "YES"]);
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
  const params = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  if (!(await isValidTwilioSignature(twilio.authToken, c.req.url, params, c.req.header("X-Twilio-Signature")))) {
    throw new ApiError(403, "invalid_signature", "The request is not signed by Twilio.");
  }
  return params;
}

/** SMS settings, history and sends (area sms), and Twilio's webhooks (public, signed). */
export const smsRoutes = new Hono<AppEnv>()
  .get("/settings", async (c) => {
    const settings = await loadSettings(createDb(c.env.DB));
    return c.json(toSettingsView(settings, serviceStatus(createTwilioClient(c.env), settings)));
  })
  .post("/settings", validate("json", smsSettingsUpdateSchema), async (c) => {
    const updated = await updateSettings(createDb(c.env.DB), actorOf(c), c.req.valid("json"));
    return c.json(toSettingsView(updated, serviceStatus(createTwilioClient(c.env), updated)));
  })
  .get("/messages", validate("query", z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) })), async (c) => {
    return c.json(await recentMessages(createDb(c.env.DB), c.req.valid("query").limit));
  })
  .post("/send", validate("json", smsSendSchema), async (c) => {
    const { toNumber, message, messageType } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const settings = await loadSettings(db);
    const twilio = createTwilioClient(c.env);
    const status = serviceStatus(twilio, settings);
    if (!status.canSend || !twilio.configured) throw new ApiError(503, "sms_inactive", status.reason ?? "SMS service inactive");
    const consent = await smsConsent(db, toNumber, messageType);
    if (!consent.allowed) throw new ApiError(403, "no_consent", consent.reason);

    const id = crypto.randomUUID();
    const from = settings.tollFreeNumber!;
    await recordSend(db, actorOf(c), { id, toNumber, message, messageType, fromNumber: from });
    try {
      const sent = await twilio.send({ to: toNumber, from, body: message, statusCallback: new URL("/api/sms/status", c.req.url).toString() });
      return c.json(await markSent(db, id, sent.sid), 201);
    } catch (err) {
      const error = err instanceof TwilioError ? err.message : "Twilio could not be reached";
      await markFailed(db, id, error);
      throw new ApiError(502, "sms_failed", error);
    }
  })
  .post("/status", async (c) => {
    const params = await verifiedTwilioForm(c);
    const status = STATUS_MAP[params.MessageStatus ?? ""];
    if (status && params.MessageSid) {
      const error = `Carrier reported ${params.MessageStatus}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ""}`;
      await recordCarrierStatus(createDb(c.env.DB), params.MessageSid, status, error);
    }
    return c.body(null, 204);
  })
  .post("/inbound", async (c) => {
    const params = await verifiedTwilioForm(c);
    const word = (params.Body ?? "").trim().toUpperCase();
    const phone = params.From ?? "";
    const db = createDb(c.env.DB);
    if (phone && STOP_WORDS.has(word)) {
      await optOut(db, phone, word);
    } else if (phone && START_WORDS.has(word)) {
      await optIn(db, phone);
    }
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response/>', 200, { "Content-Type": "text/xml" });
  });
