/**
 * The site's addresses that carry a private link's secret (issue 42): a client's portal and a job alert's or the
 * newsletter's confirm and manage links hold it in the path; a booking's manage link and confirmation and a staff
 * password reset hold it as `?token=`. Analytics never receives one: the Worker does not count pages whose path holds
 * a secret (it records paths only, never queries), and the browser's analytics gets every address with the secret
 * replaced. Shared by the Worker (worker/analytics/page-views.ts) and the SPA (web/lib/analytics.ts).
 */

const SECRET_IN_PATH = /^(\/(?:client|job-alerts\/(?:confirm|manage)|newsletter\/(?:confirm|manage))\/)[^/]+/;
const SECRET_PARAM = "token";
/** What stands in for a secret in an address analytics receives. */
export const SECRET_PLACEHOLDER = "redacted";

/** Whether a path holds a private link's secret. */
export function pathHoldsSecret(pathname: string): boolean {
  return SECRET_IN_PATH.test(pathname);
}

/** A path with its private link's secret replaced: "/client/abc/submittals/1" is "/client/redacted/submittals/1". */
export function pathWithoutSecret(pathname: string): string {
  return pathname.replace(SECRET_IN_PATH, `$1${SECRET_PLACEHOLDER}`);
}

/**
 * A full address (a page's location, a referrer) with its secrets replaced, in the path and in `?token=`; the
 * other parameters (the campaign's UTM values) stay. Anything that is not an absolute URL is answered empty.
 */
export function addressWithoutSecrets(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "";
  }
  url.pathname = pathWithoutSecret(url.pathname);
  if (url.searchParams.has(SECRET_PARAM)) url.searchParams.set(SECRET_PARAM, SECRET_PLACEHOLDER);
  return url.href;
}
