import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./lib/query-client";
import { PAGE_HEAD_SELECTORS } from "../worker/contract/route-data";
import { seedRouteData } from "./lib/route-data";
import { routes } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createBrowserRouter(routes);
seedRouteData(queryClient);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * Rendered only once the first page's lazy module has loaded, so the first render is the page itself and never the
 * empty fallback. A page pre-rendered for exactly this address (scripts/prerender.ts) is hydrated; any other markup
 * (the Worker's summary of a job or article, the not-found page under another address, a page opened with a query
 * string that changes what it shows) is replaced in one commit.
 */
whenRouterReady(router).then(() => {
  const prerenderedFor = container.getAttribute("data-prerendered");
  if (prerenderedFor !== null && prerenderedFor === window.location.pathname + window.location.search) {
    hydrateRoot(container, app);
  } else {
    // The page renders its own head tags; the ones the server wrote would otherwise stay beside them.
    for (const tag of document.head.querySelectorAll(PAGE_HEAD_SELECTORS.join(","))) tag.remove();
    createRoot(container).render(app);
  }
});

function whenRouterReady(browserRouter: typeof router): Promise<void> {
  if (browserRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = browserRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
