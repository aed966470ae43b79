import { describe, expect, it } from "vitest";
import { workerFetch } from "./helpers";

/**
 * The cookie banner in the Worker's pages from the first byte, and its native post (issue 43,
 * worker/site/consent-banner.ts and consent-routes.ts).
 */

const CHOSEN = `cookies_accepted=${encodeURIComponent(JSON.stringify({ essential: true, analytics: false, functional: false, marketing: false }))}`;
const BANNER = 'id="cookie-banner-server"';

async function page(path: string, cookie?: string): Promise<Response> {
  return workerFetch(new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
}

function post(body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return workerFetch(
    new Request("http://localhost/cookie-consent", {
      method: "POST",
      headers: { Origin: "http://localhost", Referer: "http://localhost/jobs?keyword=nurse", ...headers },
      body: new URLSearchParams(body),
      redirect: "manual",
    }),
  );
}

describe("the banner in the Worker's pages", () => {
  it("is in the pre-rendered and the rendered pages of a visitor who has not chosen, as a form posting the choice", async () => {
    for (const path of ["/", "/contact", "/apply", "/jobs", "/book", "/resources"]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(BANNER);
      expect(html, path).toContain('<form class="relative mx-auto');
      expect(html, path).toMatch(/action="\/cookie-consent" method="post"/);
      // Before </body>, once: after the page's own markup.
      expect(html.indexOf(BANNER), path).toBeGreaterThan(html.indexOf('<div id="root"'));
      expect(html.split(BANNER).length, path).toBe(2);
      expect(response.headers.get("Vary"), path).toMatch(/Cookie/);
    }
  });

  it("is not in the pages of a visitor who has chosen, whatever another visitor was answered before", async () => {
    for (const path of ["/", "/jobs", "/book"]) {
      expect(await (await page(path)).text(), path).toContain(BANNER);
      const response = await page(path, CHOSEN);
      expect(await response.text(), path).not.toContain(BANNER);
      expect(response.headers.get("Vary"), path).toMatch(/Cookie/);
      // And the other way round: the edge cache keeps both versions apart.
      expect(await (await page(path)).text(), path).toContain(BANNER);
    }
  });

  it("gives the two versions of a pre-rendered page different ETags, each answered 304 by its own", async () => {
    const plain = await page("/contact", CHOSEN);
    const banner = await page("/contact");
    const plainTag = plain.headers.get("ETag")!;
    const bannerTag = banner.headers.get("ETag")!;
    expect(plainTag).toBeTruthy();
    expect(bannerTag).toBeTruthy();
    expect(bannerTag).not.toBe(plainTag);
    const again = await workerFetch(
      new Request("http://localhost/contact", { headers: { "If-None-Match": plainTag } }),
    );
    expect(again.status).toBe(200);
  });
});

describe("POST /cookie-consent", () => {
  it("stores Accept All in the consent cookie for a year and sends the visitor back to their page", async () => {
    const response = await post({ choice: "all" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/jobs?keyword=nurse");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^cookies_accepted=/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    const value = JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!));
    expect(value).toEqual({ essential: true, analytics: true, functional: true, marketing: true });
  });

  it("stores only the categories ticked for custom preferences, and essential only", async () => {
    const custom = await post({ choice: "custom", analytics: "on" });
    expect(decodeURIComponent(custom.headers.get("Set-Cookie")!)).toContain(
      '{"essential":true,"analytics":true,"functional":false,"marketing":false}',
    );
    const essential = await post({ choice: "essential", marketing: "on" });
    expect(decodeURIComponent(essential.headers.get("Set-Cookie")!)).toContain(
      '{"essential":true,"analytics":false,"functional":false,"marketing":false}',
    );
  });

  it("sends a visitor whose page is unknown or on another site to the home page", async () => {
    expect((await post({ choice: "all" }, { Referer: "https://elsewhere.example/jobs" })).headers.get("Location")).toBe(
      "/",
    );
  });

  it("refuses a choice that is not one, naming the field, and a post from another site, storing nothing", async () => {
    const bad = await post({ choice: "everything" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("Set-Cookie")).toBeNull();
    expect(JSON.stringify(await bad.json())).toContain("choice");
    const foreign = await post({ choice: "all" }, { Origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("Set-Cookie")).toBeNull();
  });
});
