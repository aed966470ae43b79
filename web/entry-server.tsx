import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { createQueryClient } from "./lib/query-client";
import { preloadStaticParts } from "./lib/static-parts";
import { AppRoutes, preloadRoute } from "./routes";

/** One page rendered at build time: the head tags React hoisted and the body markup for `#root`. */
export interface RenderedPage {
  head: string;
  body: string;
}

/** React 19 writes a partial tree's hoisted head tags (title, meta, link) first, before the tree itself. */
const LEADING_HEAD_TAGS = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders a path of the SPA to HTML as the browser's first render will produce it (scripts/prerender.ts writes it
 * into the page, web/main.tsx hydrates it). The route's chunks and its static parts are loaded first, so the markup
 * is the page itself, not a fallback; queries stay pending, so data-driven parts render their loading state, as in the browser before
 * the first answer arrives.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadRoute(path);
  await preloadStaticParts("all");
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? "";
  return { head, body: html.slice(head.length) };
}
