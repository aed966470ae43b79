import { get } from "node:http";

/** Issue 9's budget for the JavaScript a public page loads first, gzip. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120_000;

/**
 * The gzip body wrangler dev sends for `url`, in bytes. A browser's transfer size would add each response's headers
 * (about 1 KB here, most of it the CSP), which over HTTP/2 or 3 at the edge are compressed away after the first.
 */
export function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      if (response.headers["content-encoding"] !== "gzip") return reject(new Error(`${url} was not sent gzipped`));
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}
