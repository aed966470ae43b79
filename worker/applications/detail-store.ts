import { aliasedTable, and, desc, eq, ne, sql } from "drizzle-orm";
import type { ApplicationDetail } from "../contract/application-pipeline";
import { CANDIDATE_ITEMS_MAX } from "../contract/candidates";
import type { Db } from "../db/client";
import { applicationNotes, applications, clientContacts, clients, jobs, users } from "../db/schema";
import { candidateMessagesQuery, toCandidateMessageView } from "../leads/inbox-store";
import { historyQuery, toEventView } from "./history";
import { listColumns, listSelect, owners, toListItem } from "./list-store";
import { toNoteView } from "./note-store";

/**
 * One application as staff work it (issue 17): its row, who added it, its history, its notes, the same person's
 * other applications and their messages, read in two batches.
 */

const authors = aliasedTable(users, "note_authors");
const adders = aliasedTable(users, "adders");

/** One application with its history, notes and the same person's other applications; undefined when missing. */
export async function findApplication(db: Db, id: string): Promise<ApplicationDetail | undefined> {
  const [[row], history, notes] = await db.batch([
    db
      .select({
        ...listColumns,
        industry: applications.industry,
        additionalInfo: applications.additionalInfo,
        resumeTextStatus: applications.resumeTextStatus,
        source: applications.source,
        addedBy: applications.addedBy,
        // Aliased: a batch reads rows by column name, and the owner's is "username" too.
        adderName: sql<string | null>`${adders.username}`.as("adder_name"),
      })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(owners, eq(owners.id, applications.ownerId))
      .leftJoin(adders, eq(adders.id, applications.addedBy))
      .where(eq(applications.id, id))
      .limit(1),
    historyQuery(db, id),
    db
      .select({
        note: applicationNotes,
        name: authors.username,
        // Aliased: a batch reads rows by column name, and both tables name theirs "name".
        contactName: sql<string | null>`${clientContacts.name}`.as("contact_name"),
        clientName: sql<string | null>`${clients.name}`.as("client_name"),
      })
      .from(applicationNotes)
      .leftJoin(authors, eq(authors.id, applicationNotes.authorId))
      .leftJoin(clientContacts, eq(clientContacts.id, applicationNotes.clientContactId))
      .leftJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(desc(applicationNotes.createdAt), desc(sql`${applicationNotes}.rowid`)),
  ]);
  if (!row) return undefined;
  // The same person: their candidate's applications (merges included), or, for a row without one, the same email.
  const samePerson = row.candidateId
    ? eq(applications.candidateId, row.candidateId)
    : eq(sql`lower(trim(${applications.email}))`, row.email.trim().toLowerCase());
  const othersQuery = listSelect(db)
    .where(and(samePerson, ne(applications.id, id)))
    .orderBy(desc(applications.createdAt))
    .limit(20);
  const [others, messages] = row.candidateId
    ? await db.batch([othersQuery, candidateMessagesQuery(db, row.candidateId, CANDIDATE_ITEMS_MAX)])
    : [await othersQuery, []];
  const kind = row.resumeKey?.split(".").pop()?.toLowerCase();
  return {
    ...toListItem(row),
    industry: row.industry,
    additionalInfo: row.additionalInfo,
    resumePath: row.resumeKey ? `/api/admin/applications/${encodeURIComponent(row.id)}/resume` : null,
    resumeTextStatus: row.resumeTextStatus,
    source: row.source,
    addedBy: row.addedBy ? { id: row.addedBy, name: row.adderName ?? "Former staff member" } : null,
    resumeType:
      kind === "pdf"
        ? "application/pdf"
        : kind === "docx"
          ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          : kind === "doc"
            ? "application/msword"
            : null,
    history: history.map(toEventView),
    notes: notes.map(({ note, name, contactName, clientName }) =>
      toNoteView(note, name, contactName === null ? null : { name: contactName, clientName: clientName ?? "" }),
    ),
    otherApplications: others.map(toListItem),
    candidateMessages: messages.map(toCandidateMessageView),
  };
}
