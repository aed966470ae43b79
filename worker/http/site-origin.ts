import type { Bindings } from "../env";

/**
 * The public origin written into links the Worker sends out (emails, texts' callbacks, LinkedIn posts, client portal and
 * alert links): `SITE_URL` when set, else the origin of the request (or of the stored address) the link is made
 * for, else "" (a cron run with neither). One place, so every link names the same site.
 */
export function siteOrigin(env: Pick<Bindings, "SITE_URL">, requestUrl?: string | null): string {
  return env.SITE_URL ?? (requestUrl ? new URL(requestUrl).origin : "");
}
