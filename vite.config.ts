import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { OutputBundle } from "rolldown";
import { defineConfig, type Plugin } from "vite";

// The SPA lives in web/ and builds to web/dist, which wrangler.toml serves as static assets.
// `npm run dev` runs this dev server with /api and the Worker's documents proxied to `wrangler dev`.
const workerOrigin = "http://localhost:8787";

/**
 * The site's public origin, written into canonical links, Open Graph and structured data of the pre-rendered pages
 * (web/lib/head.tsx siteOrigin). Deploys set SITE_ORIGIN to the production address; local builds use `npm start`'s.
 */
const siteOrigin = process.env.SITE_ORIGIN ?? workerOrigin;
if (!/^https?:\/\/[^/]+$/.test(siteOrigin))
  throw new Error(`SITE_ORIGIN must be an origin such as https://example.com, got "${siteOrigin}"`);

/**
 * Every page arrives pre-rendered (scripts/prerender.ts), so its first paint needs the stylesheet, not the
 * scripts: they are fetched at low priority, after what the page shows, and hydrate it when they arrive.
 */
const scriptsAfterContent: Plugin = {
  name: "scripts-after-content",
  transformIndexHtml: {
    order: "post",
    handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
};

/**
 * Chunks for what every public page loads anyway, so it arrives in a few files instead of dozens (each file is its
 * own request and its own gzip stream, which compresses worse than one): the framework (React, React Router,
 * TanStack Query's core, the icon and class-name helpers every component uses), and the site's shared parts (the
 * button and form primitives, the Intl-free date and number text most pages show, what the shell imports on every
 * page: the API client, query client, session, navigation and the firm's identity, and what runs once the page has
 * painted: consent, page tracking).
 * Everything else is split as Rolldown sees fit: pages, forms, the booking steps, admin, Radix dialogs.
 */
const chunkGroups = [
  {
    name: "framework",
    test: (id: string) =>
      (/node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/.test(
        id,
      ) ||
        /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|shared[\\/])/.test(id)) &&
      // Only forms use mutations; they stay with the forms.
      !/(useMutation|mutationObserver)\.js$/.test(id),
  },
  {
    name: "site",
    test: /web[\\/](components[\\/](analytics[\\/]PageTracking|ui[\\/](button|form))|lib[\\/](consent|analytics|api|query-client|session)|content[\\/]navigation)\.tsx?$|worker[\\/]contract[\\/](plain-text|company)\.ts$/,
  },
];

/**
 * The bundle as built, kept for the preload lists below: Vite asks for them in the same hook, after this one.
 */
let builtBundle: OutputBundle | undefined;
const keepBundle: Plugin = {
  name: "keep-bundle-for-preload-lists",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      builtBundle = bundle;
    },
  },
};

/** Every chunk `file` imports statically, directly or not: all of it is loaded before `file` runs. */
function staticImportsOf(file: string, found = new Set<string>()): Set<string> {
  const chunk = builtBundle?.[file];
  if (chunk?.type !== "chunk") return found;
  for (const imported of chunk.imports) {
    if (!found.has(imported)) staticImportsOf(imported, found.add(imported));
  }
  return found;
}

/** The back office's page chunks (and its layout), named `admin-*` so the preload lists below can tell them apart. */
const ADMIN_PAGE = /[\\/]web[\\/](pages[\\/]admin[\\/]|components[\\/]layout[\\/]AdminLayout\.tsx$)/;

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss(), scriptsAfterContent, keepBundle],
  define: { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(siteOrigin) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        chunkFileNames: (chunk) =>
          `assets/${chunk.facadeModuleId && ADMIN_PAGE.test(chunk.facadeModuleId) ? "admin-" : ""}[name]-[hash].js`,
      },
    },
    /**
     * Every browser the site supports has modulepreload, so no polyfill. Opening a back-office page, or the job alert
     * dialog that /jobs loads on a click, preloads nothing ahead (its chunk fetches its own imports): the list of its
     * files would otherwise be part of the first load of every public page (the main chunk) or of /jobs. Nor does the
     * app's start (web/boot.ts importing main): the browser fetches main's imports itself, without the page's first
     * script adding a link element for each (a task a phone takes tens of milliseconds over, measured). Public pages
     * keep their lists, so a visitor's next page arrives in one round trip.
     */
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostId }) => {
        if (/(^|\/)(admin-|JobAlertDialog-|main-)[^/]*$/.test(file)) return [];
        // What the importing chunk loaded statically is there already: a link for it is only work for the page.
        const loaded = staticImportsOf(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": workerOrigin,
      "/images": workerOrigin,
      "/feeds": workerOrigin,
      "/sitemap.xml": workerOrigin,
      "/robots.txt": workerOrigin,
    },
  },
});
