import type { Context } from "hono";
import type { RouteDataEntry } from "../contract/route-data";
import { PAGE_SECURITY_HEADERS } from "../contract/security-headers";
import type { AppEnv } from "../env";
import { loadPageRenderer } from "../lazy-modules";
import { builtFile, builtFileResponse } from "./built-files";
import { builtFileWithBanner, hasChosen, withConsentBanner } from "./consent-banner";
import { prerenderedDocument } from "./prerendered-document";

/**
 * How the Worker answers with an HTML page: a file of the build (the not-found page, the bare shell, a pre-rendered
 * page) or the request's address rendered by the SPA's own renderer (decision 034). Used by the page routes
 * (./page-routes.ts) and the native form posts (./form-posts.ts), which re-render the page a refused post came from.
 */

/** Pre-rendered files of web/dist the pages are built on, by their address (html_handling drops ".html"). */
const FRAMES = { notFound: "/404", shell: "/app-shell" } as const;

/** A frame's markup, from this isolate's memory after the first read (./built-files.ts). */
async function frame(c: Context<AppEnv>, path: string): Promise<string> {
  const file = await builtFile(c.env.ASSETS, new URL(path, c.req.url));
  if (file.status !== 200) throw new Error(`the built site has no ${path} page (run npm run build)`);
  return file.body;
}

function htmlResponse(body: BodyInit | null, status: number): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, no-cache",
      ...PAGE_SECURITY_HEADERS,
    },
  });
}

export interface RenderedPageOptions {
  /** 200 unless the page says otherwise (410 for a closed job, 400 for a refused form post). */
  status?: number;
  /** The page holds what one visitor typed (a refused form post): never stored by a cache, never indexed. */
  personal?: boolean;
}

/**
 * The request's address rendered into the shell, with the answers its queries start from, and the cookie banner
 * for a visitor who has not chosen (./consent-banner.ts; every page rendered here is a public one).
 */
export async function renderedPage(
  c: Context<AppEnv>,
  routeData: RouteDataEntry[],
  { status = 200, personal = false }: RenderedPageOptions = {},
): Promise<Response> {
  const { pathname, search } = new URL(c.req.url);
  const address = pathname + search;
  // Loaded on the first page it renders, not when the isolate starts: most requests (the API) never need React.
  const { renderPage } = await loadPageRenderer();
  // Rendered from the data as the browser will read it from the page (JSON), so both renders see the same values.
  const asSent = JSON.parse(JSON.stringify(routeData)) as RouteDataEntry[];
  const [shell, page] = await Promise.all([frame(c, FRAMES.shell), renderPage(address, asSent)]);
  const html = prerenderedDocument(shell, address, page, routeData);
  const response = htmlResponse(hasChosen(c) ? html : await withConsentBanner(c, html), status);
  response.headers.append("Vary", "Cookie");
  if (personal) {
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex");
  }
  return response;
}

/** The not-found page with a real 404 status, so crawlers drop the address (also app.ts's answer to unknown paths). */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  return htmlResponse(await frame(c, FRAMES.notFound), 404);
}

/** The bare shell, rendered in the browser only: staff pages and a visitor's private links. */
export async function shellPage(c: Context<AppEnv>): Promise<Response> {
  const response = htmlResponse(await frame(c, FRAMES.shell), 200);
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

/**
 * The page the build pre-rendered for the request's address, as the assets server would answer it (its headers,
 * its ETag and 304), from this isolate's memory after the first read; with the cookie banner for a visitor who has
 * not chosen (./consent-banner.ts). For the pages wrangler.toml routes to the
 * Worker only because their form posts there (POST reaches the Worker only for paths routed to it first): their GET
 * stays the static file.
 */
export async function prerenderedPage(c: Context<AppEnv>): Promise<Response> {
  const file = await builtFile(c.env.ASSETS, c.req.url);
  if (file.status !== 200) return builtFileResponse(file, c.req.raw);
  if (!hasChosen(c)) return builtFileResponse(await builtFileWithBanner(c, file), c.req.raw);
  const response = builtFileResponse(file, c.req.raw);
  response.headers.append("Vary", "Cookie");
  return response;
}
