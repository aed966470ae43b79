import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { attachmentTextDelivery } from "../../worker/conversations/inbound-attachment-text";
import { createDb } from "../../worker/db/client";
import { deliveries } from "../../worker/db/schema";
import { queueDelivery, sendToQueue } from "../../worker/delivery/pipeline";
import { emptyDatabase } from "./helpers";

/** Issue 42's defects of email in: forged senders, costly HTML, unbounded attachments, large dispatches. */

const db = createDb(env.DB);

beforeEach(async () => {
  await emptyDatabase();
});

describe("handing many deliveries to the queue at once", () => {
  it("sends all of them, more than one sendBatch takes, through the real queue", async () => {
    // Readings of files that are no PDF nor DOCX: the consumer settles each at once ("failed"), calling nothing.
    const readings = Array.from({ length: 230 }, (_, index) =>
      queueDelivery(
        db,
        "attachment_text",
        attachmentTextDelivery("email-1", `mail/in/x/${index}-note.txt`, "note.txt"),
      ),
    );
    for (let start = 0; start < readings.length; start += 50) {
      const chunk = readings.slice(start, start + 50).map((reading) => reading.insert);
      await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
    }
    const ids = readings.map((reading) => reading.id);
    await sendToQueue(env, ids);
    // Each message that reached the consumer left "pending"; the cron's sweep is not run here.
    await vi.waitFor(
      async () => {
        const rows = await db.select({ id: deliveries.id, status: deliveries.status }).from(deliveries);
        expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
        expect(rows.filter((row) => row.status === "pending")).toEqual([]);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 40_000);
});
