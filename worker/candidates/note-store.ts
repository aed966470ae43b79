import { eq } from "drizzle-orm";
import type { ApplicationNoteView } from "../contract/application-pipeline";
import type { Db } from "../db/client";
import { candidateNotes, candidates, users } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";

/**
 * Notes on a candidate themself (issue "A working day without workarounds" item 9): the one writer of
 * `candidate_notes`. A note about one application stays on the application (worker/applications/note-store.ts).
 */

/**
 * Adds the acting staff member's note to the candidate, with its activity entry, in one batch; undefined when there
 * is no such candidate. One merged away between the check and the batch fails the note's foreign key, which undoes
 * the batch: no orphan note, no entry for it.
 */
export async function addCandidateNote(
  db: Db,
  actor: Actor,
  candidateId: string,
  body: string,
  now = new Date(),
): Promise<ApplicationNoteView | undefined> {
  const [[candidate], [author]] = await db.batch([
    db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, candidateId)).limit(1),
    db
      .select({ username: users.username, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, actor.userId ?? ""))
      .limit(1),
  ]);
  if (!candidate) return undefined;
  const id = crypto.randomUUID();
  try {
    await db.batch([
      db.insert(candidateNotes).values({ id, candidateId, authorId: actor.userId, body, createdAt: now }),
      activityLog(actor, db, { action: "candidate.note", entityType: "candidate", entityId: candidateId }),
    ]);
  } catch (error) {
    if (String(error).includes("FOREIGN KEY constraint failed")) return undefined;
    throw error;
  }
  return {
    id,
    body,
    author: actor.userId
      ? { id: actor.userId, name: author?.fullName || author?.username || "Former staff member" }
      : null,
    clientAuthor: null,
    createdAt: now.toISOString(),
  };
}

/** A merge's statement: the notes of the candidate merged away go to the one kept. */
export function moveCandidateNotes(db: Db, fromId: string, intoId: string) {
  return db.update(candidateNotes).set({ candidateId: intoId }).where(eq(candidateNotes.candidateId, fromId));
}
