import { eq } from "drizzle-orm";
import type { ApplicationNoteView, ClientContactRef } from "../contract/application-pipeline";
import type { Db } from "../db/client";
import { applicationNotes, applications, users } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import type { ChangedBy } from "./history";

/**
 * Notes on an application: staff's own, and those another area writes in its batch (a client's answer on the
 * portal, a placement's fall-off). The one writer of `application_notes`; an application's page reads them
 * (detail-store.ts).
 */

export function toNoteView(
  note: typeof applicationNotes.$inferSelect,
  authorName: string | null,
  clientAuthor: ClientContactRef | null = null,
): ApplicationNoteView {
  return {
    id: note.id,
    body: note.body,
    author: note.authorId ? { id: note.authorId, name: authorName ?? "Former staff member" } : null,
    clientAuthor,
    createdAt: note.createdAt.toISOString(),
  };
}

/** Adds a note by the acting staff member; undefined when the application does not exist. */
export async function addApplicationNote(
  db: Db,
  actor: Actor,
  id: string,
  body: string,
): Promise<ApplicationNoteView | undefined> {
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  if (!existing) return undefined;
  const [[note], , [author]] = await db.batch([
    db.insert(applicationNotes).values({ applicationId: id, authorId: actor.userId, body }).returning(),
    activityLog(actor, db, { action: "application.note", entityType: "application", entityId: id }),
    db
      .select({ name: users.username })
      .from(users)
      .where(eq(users.id, actor.userId ?? ""))
      .limit(1),
  ]);
  return toNoteView(note!, author?.name ?? null);
}

/**
 * A note on an application for another area's batch: the client's answer on the portal (by the contact, no staff
 * author) or a placement's terms.
 */
export function applicationNoteStatement(db: Db, applicationId: string, by: ChangedBy, body: string) {
  return db
    .insert(applicationNotes)
    .values({ applicationId, authorId: by.userId, clientContactId: by.clientContactId ?? null, body });
}
