import type { QueryClient } from "@tanstack/react-query";
import { ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "../../worker/contract/route-data";

/** Puts the data the Worker embedded in the page (worker/contract/route-data.ts) into the query cache. */
export function seedRouteData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const entries = JSON.parse(element.textContent) as RouteDataEntry[];
    for (const { queryKey, data } of entries) client.setQueryData(queryKey, data);
  } catch {
    // Unreadable data only costs the page its head start: its queries fetch as usual.
  }
}
