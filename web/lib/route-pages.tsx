import { type ComponentType, createElement, lazy } from "react";
import type { RouteObject } from "react-router";
import { StaticPage } from "./static-parts";

/**
 * A route's chunk: its default export is the route's element. A section that holds routes of its own (the back
 * office) also exports `preload`, which loads the chunks its routes need for `path`.
 */
type PageModule = { default: ComponentType; preload?: (path: string) => Promise<void> };

export interface PageHandle {
  /** Loads the route's chunks for `path`, after which it renders without suspending (pre-rendering and hydration need that). */
  preload: (path: string) => Promise<void>;
  /** A static page: hydrating its pre-rendered HTML needs no chunk. */
  static?: boolean;
}

/**
 * A route-level code split. Until `preload` has run it is a React.lazy that suspends (client-side navigation,
 * inside a transition, keeps the old page on screen meanwhile).
 */
export function page(load: () => Promise<PageModule>): Pick<RouteObject, "element" | "handle"> {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level, never during a render
  function Page() {
    return loaded ? createElement(loaded) : <Lazy />;
  }
  const handle: PageHandle = {
    preload: async (path) => {
      const module = await load();
      await module.preload?.(path);
      loaded = module.default;
    },
  };
  return { element: <Page />, handle };
}

/**
 * A page with nothing to hydrate (text, cards and links): its pre-rendered HTML is kept as it is and its chunk is
 * loaded only when the page is rendered in the browser (web/lib/static-parts.tsx, decision 011).
 */
export function staticPage(load: () => Promise<PageModule>): Pick<RouteObject, "element" | "handle"> {
  const { element, handle } = page(load);
  return { element: <StaticPage>{element}</StaticPage>, handle: { ...handle, static: true } satisfies PageHandle };
}

/** Loads the chunks of the matched routes (for `path`); a static page needs none to hydrate. */
export async function preloadMatches(
  matched: { route: RouteObject }[] | null,
  path: string,
  purpose: "render" | "hydrate",
): Promise<void> {
  const handles = (matched ?? []).map((match) => match.route.handle as PageHandle | undefined);
  await Promise.all(
    handles.map((handle) => (handle?.static && purpose === "hydrate" ? undefined : handle?.preload(path))),
  );
}
