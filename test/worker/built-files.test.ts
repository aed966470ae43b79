import { env } from "cloudflare:workers";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { workerFetch } from "./helpers";

/**
 * The pre-rendered pages and frames the Worker answers with come from the isolate's memory after their first read
 * (worker/site/built-files.ts, issue 43): counted at the ASSETS binding, wrapped.
 */

/** The test's bindings with ASSETS counting the paths it is asked for. */
function countingAssets(): { bindings: Bindings; reads: string[] } {
  const reads: string[] = [];
  const assets = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      reads.push(new URL(input instanceof Request ? input.url : input).pathname);
      return env.ASSETS.fetch(input, init);
    },
    connect: env.ASSETS.connect.bind(env.ASSETS),
  } as Fetcher;
  return { bindings: { ...env, ASSETS: assets }, reads };
}

describe("pages from the build, kept in memory", () => {
  it("reads /contact from the assets at most once for several visits, each answered the whole file", async () => {
    const { bindings, reads } = countingAssets();
    const direct = await (await env.ASSETS.fetch("http://localhost/contact")).text();
    // A visitor who has chosen their cookies gets the file as built (the others get the banner in it as well).
    const headers = {
      Cookie: `cookies_accepted=${encodeURIComponent('{"analytics":false,"functional":false,"marketing":false}')}`,
    };
    for (let i = 0; i < 4; i++) {
      const response = await workerFetch(new Request("http://localhost/contact", { headers }), bindings);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(await response.text()).toBe(direct);
    }
    expect(reads.filter((path) => path === "/contact").length).toBeLessThanOrEqual(1);
  });

  it("answers 304 to a browser holding the page's version, with no body", async () => {
    const first = await workerFetch(new Request("http://localhost/"));
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await workerFetch(new Request("http://localhost/", { headers: { "If-None-Match": etag! } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("renders /book and the not-found page on the shell and the 404 file read once", async () => {
    const { bindings, reads } = countingAssets();
    for (let i = 0; i < 3; i++) {
      expect((await workerFetch(new Request("http://localhost/book"), bindings)).status).toBe(200);
      expect((await workerFetch(new Request("http://localhost/no-such-page"), bindings)).status).toBe(404);
    }
    expect(reads.filter((path) => path === "/app-shell").length).toBeLessThanOrEqual(1);
    expect(reads.filter((path) => path === "/404").length).toBeLessThanOrEqual(1);
  });

  it("sends a page compressed once in memory: brotli to a browser that takes it, gzip to one that takes only gzip, plain to one that takes neither", async () => {
    const plain = await workerFetch(new Request("http://localhost/"));
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const page = await plain.text();
    expect(page).toContain("</body>");

    const zipped = await workerFetch(new Request("http://localhost/", { headers: { "Accept-Encoding": "gzip" } }));
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(zipped.headers.get("Vary")).toMatch(/Cookie/);
    const gzipped = await zipped.arrayBuffer();
    expect(gzipped.byteLength).toBeLessThan(page.length / 2);
    const inflated = await new Response(
      new Response(gzipped).body!.pipeThrough(new DecompressionStream("gzip")),
    ).text();
    expect(inflated).toBe(page);

    const brotli = await workerFetch(
      new Request("http://localhost/", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }),
    );
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const compressed = await brotli.arrayBuffer();
    // Brotli is what puts the home page's HTML within the first round trip (issue 43): smaller than the gzip.
    expect(compressed.byteLength).toBeLessThan(gzipped.byteLength);
    expect(new TextDecoder().decode(brotliDecompressSync(compressed))).toBe(page);
  });
});
