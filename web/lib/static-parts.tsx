import { type ComponentType, type MouseEvent, type ReactNode, Suspense, use, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PAGE_HEAD_SELECTORS } from "#contract/route-data";
import { useHydrated } from "./hydration";
import { useDeferredRender } from "./use-deferred-render";

/**
 * Static parts: what a pre-rendered page shows that the browser never hydrates (decision 011). Text, figures, cards
 * and links with no state of their own are kept as the HTML the server wrote, so their code is not part of the
 * page's first load. They render in the browser only when the page itself is rendered there: after a client-side
 * navigation to it, or when its pre-rendered HTML was not for this address (web/main.tsx).
 *
 * - A static page (routes.tsx `staticPage`) is one whole: its chunk is not even loaded to hydrate it.
 * - A page with interactive sections keeps its other sections static with `staticParts`.
 *
 * How: while React hydrates, a part renders its wrapper with an empty `dangerouslySetInnerHTML`. React neither
 * compares nor replaces the inner HTML of such an element when hydrating it, so the server's markup stays as it is,
 * and a part keeps doing so for as long as it is mounted. The wrapper is `display: contents`, so it does not
 * change the layout, and it turns clicks on the links inside into client-side navigation, as React Router's Link
 * would. A part must therefore hold no state, effects or event handlers of its own: only what HTML does by itself.
 * The browser tests check that kept markup survives hydration, that its code is not loaded, and that its links work.
 */

/** A module of parts: components that take no props, since what they show is the same for every visit. */
type ComponentModule<M> = { [Name in keyof M]: ComponentType };

/** Each module of parts and how to load it (preloadStaticParts). */
const partModules = new Set<{ ensureLoaded: () => Promise<unknown>; untilNear: boolean }>();

/** The inner HTML a kept part declares: a constant, so no re-render ever asks React to write it. */
const KEEP_SERVER_HTML = { __html: "" };

interface StaticPartsOptions {
  /**
   * For parts far down every page (the footer): when the browser renders them, their code loads as they near the
   * viewport, with a placeholder of this class meanwhile, instead of with the page.
   */
  placeholderUntilNear?: string;
}

/**
 * Declares a module whose components are static parts, loaded only when one of them must render in the browser,
 * and returns a factory for the part of each of its exports.
 */
export function staticParts<M extends ComponentModule<M>>(load: () => Promise<M>, options: StaticPartsOptions = {}) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const ensureLoaded = () => (loading ??= load().then((module) => (loaded = module)));
  partModules.add({ ensureLoaded, untilNear: Boolean(options.placeholderUntilNear) });

  return function part<Name extends keyof M & string>(name: Name): ComponentType {
    // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never during a render
    function RenderedPart() {
      // Suspends the first time (the page's boundary keeps the previous page on screen meanwhile).
      const Component: ComponentType = (loaded ?? use(ensureLoaded()))[name];
      return (
        <div className="contents">
          <Component />
        </div>
      );
    }
    // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never during a render
    function StaticPart() {
      if (useMountedByHydration()) return <KeptServerHtml />;
      if (!options.placeholderUntilNear || loaded) return <RenderedPart />;
      return (
        <UntilNear placeholderClass={options.placeholderUntilNear}>
          <RenderedPart />
        </UntilNear>
      );
    }
    StaticPart.displayName = `StaticPart(${name})`;
    return StaticPart;
  };
}

/** A placeholder until it nears the viewport (or a key is pressed), then `children`. */
function UntilNear({ placeholderClass, children }: { placeholderClass: string; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useDeferredRender(anchor);
  const placeholder = <div ref={anchor} aria-hidden="true" className={placeholderClass} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/**
 * Loads the modules of static parts declared so far, that is, by the pages already loaded: the pre-render loads them
 * all after loading a route; the browser, before it renders a page whose pre-rendered HTML it replaces, those that
 * do not wait to near the viewport.
 */
export async function preloadStaticParts(which: "all" | "page"): Promise<void> {
  const needed = [...partModules].filter((module) => which === "all" || !module.untilNear);
  await Promise.all(needed.map((module) => module.ensureLoaded()));
}

/**
 * A whole page kept as the server wrote it (routes.tsx `staticPage`), its children rendered only when the page is
 * rendered in the browser. The head tags the server wrote for it are not React's, so they are removed when the page
 * is left, as React removes a rendered page's own. (React's development-only double run of effects never meets a
 * kept page: the dev server serves no pre-rendered pages.)
 */
export function StaticPage({ children }: { children: ReactNode }) {
  // Static pages of different routes (or ids) share this component's place in the tree, so the server's markup is
  // kept only until the address changes; once the browser has rendered another page here, it is gone for good.
  const { pathname } = useLocation();
  const mountedByHydration = useMountedByHydration();
  const [keptPath, setKeptPath] = useState(mountedByHydration ? pathname : null);
  if (keptPath !== null && keptPath !== pathname) setKeptPath(null);
  const keep = keptPath === pathname;
  useEffect(() => {
    if (!keep) return;
    const serverHeadTags = [...document.head.querySelectorAll(PAGE_HEAD_SELECTORS.join(","))];
    return () => {
      for (const tag of serverHeadTags) tag.remove();
    };
  }, [keep]);
  if (keep) return <KeptServerHtml />;
  return <div className="contents">{children}</div>;
}

/**
 * True if this component was mounted by the hydration of a pre-rendered page (never in the pre-render itself), for
 * as long as it stays mounted; false if it was rendered in the browser.
 */
function useMountedByHydration(): boolean {
  const hydrated = useHydrated();
  const [mountedByHydration] = useState(() => !hydrated && !import.meta.env.SSR);
  return mountedByHydration;
}

/** The server's markup, left as it is, with its links followed in the app. */
function KeptServerHtml() {
  const followLink = useFollowLink();
  // The click handler only catches clicks on the links inside (a delegated handler): the links are the controls.
  // KEEP_SERVER_HTML is an empty string hydration leaves alone: the markup is the server's own, no user's input.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: links inside answer the keyboard themselves
    // biome-ignore lint/a11y/noStaticElementInteractions: a delegated handler for the links inside
    <div
      className="contents"
      onClick={followLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: keeps the server's markup; nothing is inserted
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}

/**
 * A click on a same-site link inside kept HTML navigates in the app, without reloading the page; what a browser does
 * itself (a new tab with a modifier key or the middle button, target or download links, other sites) is left to it.
 */
function useFollowLink() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !event.currentTarget.contains(link) || link.hasAttribute("download")) return;
    if ((link.target && link.target !== "_self") || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
}
