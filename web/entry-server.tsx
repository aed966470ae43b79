import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createQueryClient } from "./lib/query-client";
import { routes } from "./routes";

/** One page rendered at build time: the head tags React hoisted and the body markup for `#root`. */
export interface RenderedPage {
  head: string;
  body: string;
}

/** React 19 writes a partial tree's hoisted head tags (title, meta, link) first, before the tree itself. */
const LEADING_HEAD_TAGS = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders a path of the SPA to HTML as the browser's first render will produce it (scripts/prerender.ts writes it
 * into the page, web/main.tsx hydrates it). The route's lazy module is loaded first, so the markup is the page
 * itself, not the loading fallback; queries stay pending, so data-driven parts render their loading state, as in
 * the browser before the first answer arrives. No hydration data is embedded: the routes have no loaders, and an
 * inline script would break the Content-Security-Policy.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, import.meta.env.VITE_SITE_ORIGIN)));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? "";
  return { head, body: html.slice(head.length) };
}
