import type { BatchItem } from "drizzle-orm/batch";
import type { CampaignTestSent, campaignTestSchema } from "../contract/campaigns";
import { normalizePhone } from "../contract/normalize";
import type { z } from "../contract/zod";
import type { Db } from "../db/client";
import { queueDelivery } from "../delivery/pipeline";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { smsConsent } from "../sms/store";
import { queueText } from "../sms/text-store";
import { audienceBatch } from "./campaign-audience";
import { CAMPAIGN_TEXT_TYPE, renderFor, withStopLine } from "./campaign-fan-out";

/**
 * A campaign's test, sent once to the staff member who writes it (decision 116), filled in for the audience's first
 * person so the merge fields show as they will: an email to their own address (marked as a test, and saying that
 * each recipient's copy ends with its own one-click unsubscribe), a text to the mobile they give, which, like every
 * number, must have agreed to marketing texts and not replied STOP. Neither counts toward the daily cap.
 */

const UNSUBSCRIBE_NOTE = "(Each recipient's copy ends here with their own one-click unsubscribe link.)";

export async function sendCampaignTest(
  db: Db,
  actor: Actor,
  sender: { name: string; origin: string; email: string | null },
  input: z.output<typeof campaignTestSchema>,
  now: Date,
): Promise<CampaignTestSent & { deliveryId: string }> {
  const [first] = await audienceBatch(db, input.channel, input.audience, "", 1);
  if (!first)
    throw validationError([
      { path: "audience", message: "No one in this audience: there is no one to fill it in for." },
    ]);
  const fill = (text: string) => renderFor({ senderName: sender.name, origin: sender.origin }, text, first);
  let to: string;
  let deliveryId: string;
  const inserts: BatchItem<"sqlite">[] = [];
  if (input.channel === "email") {
    if (!sender.email)
      throw new ApiError(409, "no_email", "Set your own email address (Notifications) to send yourself a test.");
    to = sender.email;
    const subject = `[Test] ${fill(input.subject ?? "")}`;
    const email = queueDelivery(
      db,
      "email",
      { recipient: to, summary: subject, payload: { subject, text: `${fill(input.body)}\n\n${UNSUBSCRIBE_NOTE}` } },
      now,
    );
    deliveryId = email.id;
    inserts.push(email.insert);
  } else {
    const phone = input.phone ? normalizePhone(input.phone) : null;
    if (!phone) throw validationError([{ path: "phone", message: "Give your own mobile number to text the test to." }]);
    const consent = await smsConsent(db, phone, CAMPAIGN_TEXT_TYPE);
    if (!consent.allowed) throw new ApiError(409, "no_consent", consent.reason);
    to = phone;
    const text = queueText(
      db,
      {
        toNumber: phone,
        message: withStopLine(fill(input.body)),
        messageType: CAMPAIGN_TEXT_TYPE,
        authorId: actor.userId,
      },
      now,
    );
    deliveryId = text.deliveryId;
    inserts.push(...text.inserts);
  }
  await db.batch([
    activityLog(actor, db, { action: "campaign.test", details: { channel: input.channel, deliveryId } }),
    ...inserts,
  ]);
  return { to, deliveryId };
}
