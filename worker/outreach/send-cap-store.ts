import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { bulkSendDays, bulkSendSlots } from "../db/schema";

/**
 * Each sender's daily cap of bulk email (decision 106): a send over the cap is not refused but given the first day
 * with a free place, and waits for it. Days are UTC days.
 */

/** Days ahead a send looks for a free place; beyond them it waits and looks again from the last. */
export const CAP_LOOKAHEAD_DAYS = 60;
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of an instant, UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The day this delivery goes on: the day it already holds, or the first of the next CAP_LOOKAHEAD_DAYS with fewer
 * than `cap` places taken by `sender`, taken now. The read of the days' places (bulk_send_days, one row a day, kept by
 * the insert's trigger) and the insert are ONE statement, so sends racing for the last place of a day get exactly the
 * places there are; a retried delivery keeps its day (its id is the key).
 *
 * @returns the day, or null when every day looked at is full.
 */
export async function claimSendDay(
  db: Db,
  claim: { deliveryId: string; sender: string; cap: number },
  now: Date,
): Promise<string | null> {
  const days = Array.from({ length: CAP_LOOKAHEAD_DAYS }, (_, index) =>
    utcDay(new Date(now.getTime() + index * DAY_MS)),
  );
  const [, [held]] = await db.batch([
    db
      .insert(bulkSendSlots)
      .select(
        sql`select ${claim.deliveryId}, ${claim.sender}, d.value, ${now.getTime()} from json_each(${JSON.stringify(days)}) d
          where coalesce((select ${bulkSendDays.taken} from ${bulkSendDays}
            where ${bulkSendDays.sender} = ${claim.sender} and ${bulkSendDays.day} = d.value), 0) < ${claim.cap}
          order by d.value limit 1`,
      )
      .onConflictDoNothing(),
    db.select({ day: bulkSendSlots.day }).from(bulkSendSlots).where(eq(bulkSendSlots.deliveryId, claim.deliveryId)),
  ]);
  return held?.day ?? null;
}

/** The instant a day starts (UTC). */
export const startOfUtcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The last day looked at: where a send that found every day full waits to look again. */
export const lastLookedAtDay = (now: Date) => utcDay(new Date(now.getTime() + (CAP_LOOKAHEAD_DAYS - 1) * DAY_MS));
