import { decideAccess } from "../contract/access";
import type { SessionRequirement } from "../contract/account-rules";
import type { SessionInfo } from "../contract/staff-sign-in";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { emailServiceStatus } from "../integrations/email/client";
import { orderedStaffAreas } from "./store";
import { toStaffUser } from "./user-view";

/**
 * The signed-in user, the areas they may use and what they must do first (what the SPA's route guard and navigation
 * read). While something must be done first, no area is listed: the API refuses them all anyway.
 */
export async function sessionInfo(
  db: Db,
  user: User,
  requirement: SessionRequirement | null,
  env: Parameters<typeof emailServiceStatus>[0],
): Promise<SessionInfo> {
  const portals = requirement ? [] : await orderedStaffAreas(db);
  return {
    user: toStaffUser(user),
    areas: portals.filter((portal) => decideAccess(user, portal).allowed).map((p) => p.slug),
    requirement,
    emailConnected: emailServiceStatus(env).configured,
  };
}
