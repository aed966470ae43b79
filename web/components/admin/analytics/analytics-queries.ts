import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "../../../lib/query-client";

/** The firm's numbers of a date range (GET /api/admin/analytics); the previous range stays on screen while loading. */
export const useAnalytics = (range: { from: string; to: string }) =>
  useQuery({ ...apiQuery("GET /api/admin/analytics", undefined, range), placeholderData: (previous) => previous });
