import { Navigate } from "react-router";
import { ACCOUNT_PAGE } from "../../../content/account";
import { useSession } from "../../../lib/session";
import { reachableSections } from "./AdminNav";

/**
 * Where the back office starts (/admin, and sign-in without a page to return to): the first section the user may
 * reach in the navigation's order, the desk for recruiters and up (decision 064); their account page when no
 * section is theirs. Rendered behind the guard, so the session is known.
 */
export function AdminLanding() {
  const session = useSession();
  const areas = session.status === "signed-in" ? session.areas : [];
  return <Navigate to={reachableSections(areas)[0]?.to ?? ACCOUNT_PAGE.path} replace />;
}
