import { eq } from "drizzle-orm";
import { BULK_EMAIL_DAILY_CAP_DEFAULT, type OutreachSettings, type OutreachSettingsUpdate } from "../contract/outreach";
import type { Db } from "../db/client";
import { outreachSettings } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";

/** The outreach settings (one row, id 1): the daily cap of bulk email per sender (decision 106). */

const SETTINGS_ID = 1;

export async function loadOutreachSettings(db: Db): Promise<OutreachSettings> {
  const [row] = await db.select().from(outreachSettings).where(eq(outreachSettings.id, SETTINGS_ID)).limit(1);
  return {
    dailyEmailCap: row?.dailyEmailCap ?? BULK_EMAIL_DAILY_CAP_DEFAULT,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveOutreachSettings(
  db: Db,
  actor: Actor,
  update: OutreachSettingsUpdate,
  now = new Date(),
): Promise<OutreachSettings> {
  await db.batch([
    db
      .insert(outreachSettings)
      .values({ id: SETTINGS_ID, dailyEmailCap: update.dailyEmailCap, updatedAt: now, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: outreachSettings.id,
        set: { dailyEmailCap: update.dailyEmailCap, updatedAt: now, updatedBy: actor.userId },
      }),
    activityLog(actor, db, {
      action: "settings.outreach",
      entityType: "settings",
      entityId: "outreach",
      details: { dailyEmailCap: update.dailyEmailCap },
    }),
  ]);
  return loadOutreachSettings(db);
}
