import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { PageRenderer } from "#contract/page-render";
import { ServerCookieBanner } from "./components/ServerCookieBanner";
import { siteOrigin as buildSiteOrigin } from "./lib/head";
import { createQueryClient } from "./lib/query-client";
import { seedQueryCache } from "./lib/route-data";
import { preloadStaticParts } from "./lib/static-parts";
import { AppRoutes, preloadRoute } from "./routes";

/** React 19 writes a partial tree's hoisted head tags (title, meta, link) first, before the tree itself. */
const LEADING_HEAD_TAGS = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders an address of the SPA to HTML as the browser's first render will produce it: scripts/prerender.ts writes
 * the static pages at build time, the Worker a job's or an article's page per request, and web/main.tsx hydrates
 * either. The route's chunks and its static parts are loaded first, so the markup is the page itself, not a
 * fallback; queries without route data stay pending, so those parts render their loading state, as in the browser
 * before the first answer arrives.
 */
export const renderPage: PageRenderer["renderPage"] = async (path, routeData = []) => {
  const { pathname, search } = new URL(path, "http://site");
  // With the query string: a page's address may name the step it shows (/book?type=...), whose chunks load too.
  await preloadRoute(pathname + search);
  await preloadStaticParts("all");
  const client = createQueryClient();
  seedQueryCache(client, routeData);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? "";
  return { head, body: html.slice(head.length) };
};

// Its ids prefixed: the page it is added to has its own, from the same counter.
export const renderCookieBanner: PageRenderer["renderCookieBanner"] = () =>
  renderToString(
    <StaticRouter location="/">
      <ServerCookieBanner />
    </StaticRouter>,
    { identifierPrefix: "cookie-banner-" },
  );

export const siteOrigin: PageRenderer["siteOrigin"] = buildSiteOrigin;
