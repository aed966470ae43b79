import { apiError } from "./api";

/** Apart from web/lib/api.ts, which every page loads first: only the screens that download files load it. */

/**
 * Posts to a route that answers a file (a zip) instead of JSON, and returns it with the name the server gave it
 * (its Content-Disposition), or `fallback`, and the answer's headers (what the file holds); errors as `apiFetch`.
 *
 * @example const { blob, filename } = await fetchApiFile("/api/admin/privacy/export", { q: "ann@example.com" }, "export.zip")
 */
export async function fetchApiFile(
  path: string,
  body: Record<string, unknown>,
  fallback: string,
): Promise<{ blob: Blob; filename: string; headers: Headers }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!response.ok) throw apiError(response, await response.text().catch(() => ""));
  const named = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return { blob: await response.blob(), filename: named?.[1] ?? fallback, headers: response.headers };
}
