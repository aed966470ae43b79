import { desc, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { smsSendSchema, smsSettingsUpdateSchema, type SmsServiceStatus } from "../contract/sms";
import { createDb, type Db } from "../db/client";
import { smsConsent } from "./store";
import { smsMessages, smsOptOuts, type SmsSettings, smsSettings } from "../db/schema";
import type { AppEnv } from "../env";
import { activityLog, actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { createTwilioClient, TwilioError } from "../integrations/twilio/client";
import { isValidTwilioSignature } from "../integrations/twilio/signature";

/** The one settings row. */
const SETTINGS_ID = "default";
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

async function loadSettings(db: Db): Promise<SmsSettings> {
  await db.insert(smsSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.id, SETTINGS_ID)).limit(1);
  return row!;
}

function serviceStatus(c: Context<AppEnv>, settings: SmsSettings): SmsServiceStatus {
  const twilio = createTwilioClient(c.env);
  const reason = !twilio.configured
    ? twilio.reason
    : !settings.isActive
      ? "SMS service inactive: switch it on in Settings"
      : !settings.tollFreeNumber
        ? "SMS service inactive: set the toll-free number to send from"
        : null;
  return { twilioConfigured: twilio.configured, active: settings.isActive, canSend: reason === null, reason };
}

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
    return c.json({ ...settings, service: serviceStatus(c, settings) });
  })
  .post("/settings", validate("json", smsSettingsUpdateSchema), async (c) => {
    const changes = c.req.valid("json");
    const db = createDb(c.env.DB);
    await loadSettings(db);
    const [[updated]] = await db.batch([
      db.update(smsSettings).set(changes).where(eq(smsSettings.id, SETTINGS_ID)).returning(),
      activityLog(actorOf(c), db, { action: "sms.settings.update", entityType: "sms_settings", entityId: SETTINGS_ID, details: { changed: Object.keys(changes) } }),
    ]);
    return c.json({ ...updated!, service: serviceStatus(c, updated!) });
  })
  .get("/messages", validate("query", z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) })), async (c) => {
    const { limit } = c.req.valid("query");
    const rows = await createDb(c.env.DB).select().from(smsMessages).orderBy(desc(smsMessages.createdAt), desc(sql`${smsMessages}.rowid`)).limit(limit);
    return c.json(rows);
  })
  .post("/send", validate("json", smsSendSchema), async (c) => {
    const { toNumber, message, messageType } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const settings = await loadSettings(db);
    const status = serviceStatus(c, settings);
    const twilio = createTwilioClient(c.env);
    if (!status.canSend || !twilio.configured) throw new ApiError(503, "sms_inactive", status.reason ?? "SMS service inactive");
    const consent = await smsConsent(db, toNumber, messageType);
    if (!consent.allowed) throw new ApiError(403, "no_consent", consent.reason);

    // Stored first, as pending, so the attempt is on record whatever Twilio does.
    const id = crypto.randomUUID();
    const from = settings.tollFreeNumber!;
    await db.batch([
      db.insert(smsMessages).values({ id, toNumber, message, messageType, fromNumber: from, status: "pending", attempts: 1 }),
      activityLog(actorOf(c), db, { action: "sms.send", entityType: "sms_message", entityId: id, details: { messageType } }),
    ]);
    try {
      const sent = await twilio.send({ to: toNumber, from, body: message, statusCallback: new URL("/api/sms/status", c.req.url).toString() });
      const [row] = await db.update(smsMessages).set({ status: "sent", twilioSid: sent.sid, sentAt: new Date() }).where(eq(smsMessages.id, id)).returning();
      return c.json(row!, 201);
    } catch (err) {
      const error = err instanceof TwilioError ? err.message : "Twilio could not be reached";
      await db.update(smsMessages).set({ status: "failed", errorMessage: error }).where(eq(smsMessages.id, id));
      throw new ApiError(502, "sms_failed", error);
    }
  })
  .post("/status", async (c) => {
    const params = await verifiedTwilioForm(c);
    const status = STATUS_MAP[params.MessageStatus ?? ""];
    if (status && params.MessageSid) {
      const db = createDb(c.env.DB);
      await db
        .update(smsMessages)
        .set({
          status,
          ...(status === "delivered" ? { deliveredAt: new Date() } : {}),
          ...(status === "failed" ? { errorMessage: `Carrier reported ${params.MessageStatus}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ""}` } : {}),
        })
        .where(eq(smsMessages.twilioSid, params.MessageSid));
    }
    return c.body(null, 204);
  })
  .post("/inbound", async (c) => {
    const params = await verifiedTwilioForm(c);
    const word = (params.Body ?? "").trim().toUpperCase();
    const phone = params.From ?? "";
    const db = createDb(c.env.DB);
    if (phone && STOP_WORDS.has(word)) {
      await db.insert(smsOptOuts).values({ phone, optedOutAt: new Date(), keyword: word }).onConflictDoUpdate({ target: smsOptOuts.phone, set: { optedOutAt: new Date(), keyword: word } });
    } else if (phone && START_WORDS.has(word)) {
      await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
    }
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response/>', 200, { "Content-Type": "text/xml" });
  });
