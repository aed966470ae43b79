import { eq } from "drizzle-orm";
import type { ClientActivityQuery } from "../contract/clients";
import type { Db } from "../db/client";
import { clientContacts, clients } from "../db/schema";
import { clientJobIds } from "../jobs/store";
import { clientPlacementIds } from "../placements/store";
import { type ActivityLogPage, subjectsActivityPage } from "../staff/activity-store";
import { clientSubmittalIds } from "../submittals/store";

/**
 * A client's history as its page shows it: the client's own entries (its terms, contacts, emails) with those of its
 * contacts, job orders, submittals (and the contacts' answers) and placements, newest first. Apart from
 * worker/clients/store.ts because the areas it reads from read the clients store themselves.
 */
export async function clientActivity(
  db: Db,
  clientId: string,
  page: ClientActivityQuery,
): Promise<ActivityLogPage | undefined> {
  const client = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).get();
  if (!client) return undefined;
  return subjectsActivityPage(
    db,
    [
      { entityType: "client", ids: clientId },
      {
        entityType: "client_contact",
        ids: db.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, clientId)),
      },
      { entityType: "job", ids: clientJobIds(db, clientId) },
      { entityType: "submittal", ids: clientSubmittalIds(db, clientId) },
      { entityType: "placement", ids: clientPlacementIds(db, clientId) },
    ],
    page,
  );
}
