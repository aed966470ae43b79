import { and, asc, count, eq, gt, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { CampaignAudience, CampaignChannel } from "../contract/campaigns";
import type { MergeFieldName } from "../contract/merge-fields";
import type { Db } from "../db/client";
import { candidates, clientContacts, clients, newsletterSubscribers } from "../db/schema";
import { ApiError, validationError } from "../http/errors";
import { candidateConditions, resolveCandidateFilter } from "../matching/filters";
import { knownPlace } from "../places/store";

/**
 * Who a campaign goes to (decision 116): candidates narrowed by the candidates list's own filter builder (a stage,
 * tags, a radius around a place, skills), the newsletter's active subscribers, or the clients' contacts, each with an
 * address for the channel. Read in id order a batch at a time, so a list of 50,000 is never read whole.
 */

export type PersonKind = "candidate" | "contact" | "subscriber";

/** One person of an audience, with the merge fields that are theirs. */
export interface AudienceMember {
  kind: PersonKind;
  id: string;
  /** The email address or the phone the channel sends to. */
  address: string;
  candidateId?: string;
  values: Partial<Record<MergeFieldName, string>>;
  /** A subscriber's manage token, sealed or legacy: their email's one-click link is the newsletter's own. */
  subscriberTokens?: { manageTokenSealed: string | null; legacyManageToken: string | null };
}

/** The audience's 400s that the schema cannot see: a place the gazetteer does not know, a client that is not one. */
export async function checkAudience(db: Db, channel: CampaignChannel, audience: CampaignAudience): Promise<void> {
  if (audience.kind === "subscribers" && channel === "text")
    throw validationError([
      { path: "audience.kind", message: "Newsletter subscribers gave only an email address: send them an email." },
    ]);
  if (audience.kind === "candidates" && audience.near !== undefined)
    await knownPlace(db, audience.near, "audience.near");
  if (audience.kind === "contacts" && audience.clientId !== undefined) {
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, audience.clientId));
    if (!client) throw validationError([{ path: "audience.clientId", message: "No such client." }]);
  }
}

async function candidateWhere(db: Db, channel: CampaignChannel, audience: CampaignAudience & { kind: "candidates" }) {
  const filter = await resolveCandidateFilter(db, audience, { payPeriod: "year" });
  return and(
    isNull(candidates.erasedAt),
    ...(channel === "text" ? [isNotNull(candidates.phone)] : []),
    ...candidateConditions(filter),
  );
}

function contactWhere(channel: CampaignChannel, audience: CampaignAudience & { kind: "contacts" }) {
  return and(
    channel === "text" ? isNotNull(clientContacts.phone) : isNotNull(clientContacts.email),
    audience.clientId ? eq(clientContacts.clientId, audience.clientId) : undefined,
  );
}

const activeSubscribers = eq(newsletterSubscribers.status, "active");

/** How many the campaign would go to now. */
export async function countAudience(db: Db, channel: CampaignChannel, audience: CampaignAudience): Promise<number> {
  await checkAudience(db, channel, audience);
  const from = (table: typeof candidates | typeof clientContacts | typeof newsletterSubscribers, where?: SQL) =>
    db.select({ value: count() }).from(table).where(where);
  const [row] =
    audience.kind === "candidates"
      ? await from(candidates, await candidateWhere(db, channel, audience))
      : audience.kind === "contacts"
        ? await from(clientContacts, contactWhere(channel, audience))
        : await from(newsletterSubscribers, activeSubscribers);
  return row?.value ?? 0;
}

/** The next `limit` members after `cursor` (an id), in id order. */
export async function audienceBatch(
  db: Db,
  channel: CampaignChannel,
  audience: CampaignAudience,
  cursor: string,
  limit: number,
): Promise<AudienceMember[]> {
  if (audience.kind === "candidates") {
    const rows = await db
      .select({
        id: candidates.id,
        email: candidates.email,
        phone: candidates.phone,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
      })
      .from(candidates)
      .where(and(gt(candidates.id, cursor), await candidateWhere(db, channel, audience)))
      .orderBy(asc(candidates.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: "candidate",
      id: row.id,
      candidateId: row.id,
      address: channel === "text" ? (row.phone ?? "") : row.email,
      values: {
        "candidate.firstName": row.firstName,
        "candidate.lastName": row.lastName,
        "candidate.email": row.email,
      },
    }));
  }
  if (audience.kind === "contacts") {
    const rows = await db
      .select({
        id: clientContacts.id,
        email: clientContacts.email,
        phone: clientContacts.phone,
        name: clientContacts.name,
        client: clients.name,
      })
      .from(clientContacts)
      .innerJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(and(gt(clientContacts.id, cursor), contactWhere(channel, audience)))
      .orderBy(asc(clientContacts.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: "contact",
      id: row.id,
      address: (channel === "text" ? row.phone : row.email) ?? "",
      values: { "contact.name": row.name, "client.name": row.client },
    }));
  }
  if (channel === "text") throw new ApiError(400, "validation_failed", "Newsletter subscribers cannot be texted.");
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      manageTokenSealed: newsletterSubscribers.manageTokenSealed,
      legacyManageToken: newsletterSubscribers.legacyManageToken,
    })
    .from(newsletterSubscribers)
    .where(and(gt(newsletterSubscribers.id, cursor), activeSubscribers))
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);
  return rows.map(({ id, email, ...subscriberTokens }) => ({
    kind: "subscriber",
    id,
    address: email,
    values: {},
    subscriberTokens,
  }));
}
