import type { QueryClient } from "@tanstack/react-query";
import { ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "#contract/route-data";
import { ApiError } from "./api";

/** Puts route data into the query cache: the browser's from the page (seedRouteData), the Worker's as it renders. */
export function seedQueryCache(client: QueryClient, entries: readonly RouteDataEntry[]): void {
  for (const entry of entries) {
    if ("data" in entry) client.setQueryData(entry.queryKey, entry.data);
    else {
      // The query starts in the error state its own request would have reached.
      const error = new ApiError(entry.error.status, "", entry.error.body);
      client
        .getQueryCache()
        .build(client, { queryKey: entry.queryKey })
        .setState({ status: "error", error, errorUpdatedAt: Date.now(), errorUpdateCount: 1, fetchStatus: "idle" });
    }
  }
}

/** Puts the data the Worker embedded in the page (worker/contract/route-data.ts) into the query cache. */
export function seedRouteData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    seedQueryCache(client, JSON.parse(element.textContent) as RouteDataEntry[]);
  } catch {
    // Unreadable data only costs the page its head start: its queries fetch as usual.
  }
}
