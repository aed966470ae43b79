import { clientContactIds, clientExists } from "../clients/store";
import type { ClientActivityQuery } from "../contract/clients";
import type { Db } from "../db/client";
import { clientJobIds } from "../jobs/store";
import { clientPlacementIds } from "../placements/view-store";
import { type ActivityLogPage, subjectsActivityPage } from "../staff/activity-store";
import { clientSubmittalIds } from "../submittals/store";

/**
 * A client's history as its page shows it: the client's own entries (its terms, contacts, emails) with those of its
 * contacts, job orders, submittals (and the contacts' answers) and placements, newest first. On the desk, beside its
 * other figures across areas, because those areas read the clients store themselves (an import circle otherwise).
 */
export async function clientActivity(
  db: Db,
  clientId: string,
  page: ClientActivityQuery,
): Promise<ActivityLogPage | undefined> {
  if (!(await clientExists(db, clientId))) return undefined;
  return subjectsActivityPage(
    db,
    [
      { entityType: "client", ids: clientId },
      { entityType: "client_contact", ids: clientContactIds(db, clientId) },
      { entityType: "job", ids: clientJobIds(db, clientId) },
      { entityType: "submittal", ids: clientSubmittalIds(db, clientId) },
      { entityType: "placement", ids: clientPlacementIds(db, clientId) },
    ],
    page,
  );
}
