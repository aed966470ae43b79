import { and, eq, gt, isNull } from "drizzle-orm";
import { INTERVIEW_PICK_LINK_DAYS } from "../contract/interviews";
import type { Db } from "../db/client";
import { asD1StatementWhere, type ExistsCondition } from "../db/raw-batch";
import { interviewPickLinks } from "../db/schema";
import { hashLinkToken, randomLinkToken } from "../domain/link-token";
import { ApiError } from "../http/errors";

/**
 * The candidate's link to pick an interview time (issue 47 item 3), kept as the house keeps links (decision 051): a
 * random token of which only the SHA-256 is stored, working INTERVIEW_PICK_LINK_DAYS days, ended at once when times
 * are offered again (a new link replaces it) or the interview is cancelled. A wrong, expired or revoked token is the
 * same 404.
 */

const LINK_TTL_MS = INTERVIEW_PICK_LINK_DAYS * 24 * 60 * 60_000;

/** The candidate's page for a token, on the site's origin. */
export function interviewPickUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/interview/${token}`;
}

/** A new link for an interview: the token (answered once, never stored) and its insert, for the caller's batch. */
export async function newInterviewPickLink(db: Db, interviewId: string, now: Date) {
  const token = randomLinkToken();
  const insert = db.insert(interviewPickLinks).values({
    interviewId,
    tokenHash: await hashLinkToken(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    createdAt: now,
  });
  return { token, insert };
}

export const interviewLinkNotFound = () =>
  new ApiError(404, "not_found", "This link does not work. It may have expired: ask your recruiter for a new one.");

/** The interview a live token opens; 404 for a wrong, expired or revoked one. */
export async function interviewOfLink(db: Db, token: string, now: Date): Promise<string> {
  const found = await db
    .select({ interviewId: interviewPickLinks.interviewId })
    .from(interviewPickLinks)
    .where(
      and(
        eq(interviewPickLinks.tokenHash, await hashLinkToken(token)),
        isNull(interviewPickLinks.revokedAt),
        gt(interviewPickLinks.expiresAt, now),
      ),
    )
    .get();
  if (!found) throw interviewLinkNotFound();
  return found.interviewId;
}

/** Ends the interview's live links, for the caller's batch. */
export function revokeInterviewPickLinks(db: Db, interviewId: string, now: Date) {
  return db
    .update(interviewPickLinks)
    .set({ revokedAt: now })
    .where(and(eq(interviewPickLinks.interviewId, interviewId), isNull(interviewPickLinks.revokedAt)));
}

/** The same, written only if `condition` (the cancel happened) holds in the batch's transaction. */
export function revokeInterviewPickLinksWhere(
  d1: D1Database,
  db: Db,
  interviewId: string,
  now: Date,
  condition: ExistsCondition,
): D1PreparedStatement {
  return asD1StatementWhere(d1, condition, (holds) =>
    db
      .update(interviewPickLinks)
      .set({ revokedAt: now })
      .where(and(eq(interviewPickLinks.interviewId, interviewId), isNull(interviewPickLinks.revokedAt), holds)),
  );
}
