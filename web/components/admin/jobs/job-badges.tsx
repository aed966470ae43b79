import type { JobView } from "#contract/job-listing";
import { Badge } from "../../ui/badge";
import { titleCase } from "../labels";

/** Status badge colours of back-office spec section 4: published green, draft yellow, archived gray. */
export function JobStatusBadge({ status }: { status: JobView["status"] }) {
  return (
    <Badge tone={status === "published" ? "green" : status === "draft" ? "yellow" : "neutral"}>
      {titleCase(status)}
    </Badge>
  );
}
