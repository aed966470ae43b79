import { and, eq, gte, inArray, max } from "drizzle-orm";
import { addDays } from "../contract/time-zone";
import type { Db } from "../db/client";
import { assignments } from "../db/schema";

/**
 * When a contractor is free again (issue 48 item 5, decision 113): the day after the last working day of their
 * assignments still running (not ended early or converted, last day today or later), for matching's "available
 * from". A person with no running assignment is absent from the answer.
 */
const CHUNK = 90;

export async function availableFromOf(
  db: Db,
  candidateIds: readonly string[],
  today: string,
): Promise<Map<string, string>> {
  // In chunks: a page of 100 people and the two other values would pass D1's 100 bound parameters.
  const chunks = Array.from({ length: Math.ceil(candidateIds.length / CHUNK) }, (_, index) =>
    candidateIds.slice(index * CHUNK, (index + 1) * CHUNK),
  );
  const rows = (
    await Promise.all(
      chunks.map((ids) =>
        db
          .select({ candidateId: assignments.candidateId, lastDay: max(assignments.endDate) })
          .from(assignments)
          .where(
            and(
              inArray(assignments.candidateId, ids),
              eq(assignments.status, "upcoming"),
              gte(assignments.endDate, today),
            ),
          )
          .groupBy(assignments.candidateId),
      ),
    )
  ).flat();
  return new Map(
    rows.flatMap((row) => (row.candidateId && row.lastDay ? [[row.candidateId, addDays(row.lastDay, 1)]] : [])),
  );
}
