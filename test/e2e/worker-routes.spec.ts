import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/** What the Worker itself answers in front of the static assets, as the built site serves it. */

test("GET /api/health reports the database reachable", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: "reachable" });
});

test("an unknown API path is a JSON 404, never the SPA", async ({ request }) => {
  const response = await request.get("/api/does-not-exist");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ error: "not_found" });
});

test("a Worker-first path nothing serves yet answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto("/feeds/no-such-board.xml");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a page route is served by the SPA with 200", async ({ page }) => {
  const response = await page.goto("/company/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("pages carry a strict Content-Security-Policy and the security headers, and hashed assets are immutable", async ({
  page,
  request,
}) => {
  const csp: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  const response = await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(policy).toContain(directive);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
  expect(headers["permissions-policy"]).toContain("camera=()");
  // The app really runs under it: nothing was refused while the home page loaded.
  expect(csp).toEqual([]);

  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute("src");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

/** A GET over plain HTTP with exactly the given Accept-Encoding, its body left as it came. */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

test("a cached public read is sent compressed once, brotli or gzip, and plain to a client that takes neither", async ({
  baseURL,
}) => {
  const url = `${baseURL}/api/content/published-articles`;
  const plain = await rawGet(url, "");
  expect(plain.encoding).toBeUndefined();
  const articles = JSON.parse(plain.body.toString("utf8")) as unknown[];
  expect(articles.length).toBeGreaterThan(0);

  // Now a hit from memory, where the answer is kept compressed.
  // wrangler dev re-encodes in the first coding a client lists (Cloudflare's edge prefers brotli whatever the order).
  const brotli = await rawGet(url, "br, gzip");
  expect(brotli.encoding).toBe("br");
  expect(JSON.parse(brotliDecompressSync(brotli.body).toString("utf8"))).toEqual(articles);
  const hit = await rawGet(url, "gzip");
  expect(hit.encoding).toBe("gzip");
  expect(JSON.parse(gunzipSync(hit.body).toString("utf8"))).toEqual(articles);
  const identity = await rawGet(url, "identity");
  expect(identity.encoding).toBeUndefined();
  expect(JSON.parse(identity.body.toString("utf8"))).toEqual(articles);
});
