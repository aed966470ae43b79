import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { candidates, inboundTexts, smsOptOuts } from "../db/schema";

/**
 * Texts received (Twilio's incoming-message webhook, issue 33 item 7): each is stored as it came, and in the same
 * batch a carrier keyword takes effect: STOP and its kin end every text to the number until START.
 */

/** Carrier opt-out and opt-in keywords (CTIA); Twilio also answers them itself on toll-free numbers. */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"]);
const START_WORDS = new Set(["START", "UNSTOP", "YES"]);

export interface ReceivedText {
  /** Twilio's MessageSid: a retried webhook carries the same one and is stored once. */
  twilioSid: string;
  fromNumber: string;
  toNumber: string;
  body: string;
}

/** The candidate whose phone sent it: the newest one with that number. */
function senderCandidate(db: Db, phone: string) {
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.phone, phone))
    .orderBy(desc(candidates.createdAt))
    .limit(1);
}

/** Stores a received text, and opts its number out (STOP) or back in (START) when it is one of those words. */
export async function receiveText(db: Db, text: ReceivedText, now = new Date()): Promise<void> {
  const [candidate] = await senderCandidate(db, text.fromNumber);
  const word = text.body.trim().toUpperCase();
  const store = db
    .insert(inboundTexts)
    .values({ id: crypto.randomUUID(), ...text, candidateId: candidate?.id ?? null, receivedAt: now })
    .onConflictDoNothing({ target: inboundTexts.twilioSid });
  if (STOP_WORDS.has(word)) {
    await db.batch([
      store,
      db
        .insert(smsOptOuts)
        .values({ phone: text.fromNumber, optedOutAt: now, keyword: word })
        .onConflictDoUpdate({ target: smsOptOuts.phone, set: { optedOutAt: now, keyword: word } }),
    ]);
  } else if (START_WORDS.has(word)) {
    await db.batch([store, db.delete(smsOptOuts).where(eq(smsOptOuts.phone, text.fromNumber))]);
  } else {
    await store;
  }
}
