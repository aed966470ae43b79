import { useDateZone } from "../../lib/hydration";
import { postedLabel } from "./posted-label";

/**
 * "Posted Jan 10, 2026" for a job, in UTC while a page the Worker rendered is hydrated and in the reader's zone from
 * the next render on. Its own component, so that change re-renders this text, not the card or page around it.
 */
export function PostedLabel({ createdAt }: { createdAt: string | null | undefined }) {
  return postedLabel(createdAt, useDateZone());
}
