import { apiError } from "./api";

/** Apart from web/lib/api.ts, which every page loads first: only the privacy screen downloads files this way. */

/**
 * Posts to a route that answers a file (a zip) instead of JSON, and returns it; errors as `apiFetch`.
 *
 * @example const zip = await fetchApiFile("/api/admin/privacy/export", { q: "ann@example.com" })
 */
export async function fetchApiFile(path: string, body: Record<string, unknown>): Promise<Blob> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!response.ok) throw apiError(response, await response.text().catch(() => ""));
  return response.blob();
}
