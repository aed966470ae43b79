import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { PAGE_HEAD_SELECTORS } from "#contract/route-data";
import { queryClient } from "./lib/query-client";
import { seedRouteData } from "./lib/route-data";
import { preloadStaticParts } from "./lib/static-parts";
import { AppRoutes, preloadRoute } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

const prerenderedFor = container.getAttribute("data-prerendered");
const hydrating = prerenderedFor !== null && prerenderedFor === window.location.pathname + window.location.search;

/**
 * Rendered once the first page's chunk has loaded, so the first render is the page itself and never an empty
 * fallback. A page rendered for exactly this address (at build time by scripts/prerender.ts, or by the Worker for a
 * job or an article) is hydrated, its static parts kept as they are (web/lib/static-parts.tsx; a static page needs
 * no chunk at all). Any other markup (the not-found page under another address, a page opened with a query string
 * that changes what it shows) is replaced in one commit, once the page's static parts have loaded too. A chunk that fails
 * to load is left to the page's error boundary, which offers a reload. Both run as a transition, so React yields to
 * the browser while it works through a long page instead of blocking input in one long task.
 *
 * Each step before that is a task of its own (the route data, matching the routes, asking for their chunks): in a
 * browser that has compiled none of this code yet, each takes a phone tens of milliseconds, and one task for all of
 * them would hold up a tap for their sum (bench/lighthouse counts it as blocking time).
 */
async function start(root: HTMLElement) {
  seedRouteData(queryClient);
  await nextTask();
  try {
    await preloadRoute(window.location.pathname + window.location.search, hydrating ? "hydrate" : "render", nextTask);
    if (!hydrating) await preloadStaticParts("page");
  } catch {
    // The page's error boundary shows it.
  }
  if (hydrating) {
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  // The page renders its own head tags; the ones the server wrote would otherwise stay beside them.
  for (const tag of document.head.querySelectorAll(PAGE_HEAD_SELECTORS.join(","))) tag.remove();
  startTransition(() => createRoot(root).render(app));
}

/** Resolves in a new task, so what runs before and after it are separate tasks with input handled in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The app's modules were evaluated in this task; starting it in the next lets the browser handle input in between.
setTimeout(() => void start(container), 0);
