import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The SPA lives in web/ and builds to web/dist, which wrangler.toml serves as static assets.
// `npm run dev` runs this dev server with /api and the Worker's documents proxied to `wrangler dev`.
const workerOrigin = "http://localhost:8787";

/**
 * The site's public origin, written into canonical links, Open Graph and structured data of the pre-rendered pages
 * (web/lib/head.tsx siteOrigin). Deploys set SITE_ORIGIN to the production address; local builds use `npm start`'s.
 */
const siteOrigin = process.env.SITE_ORIGIN ?? workerOrigin;
if (!/^https?:\/\/[^/]+$/.test(siteOrigin)) throw new Error(`SITE_ORIGIN must be an origin such as https://example.com, got "${siteOrigin}"`);

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

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss(), scriptsAfterContent],
  define: { "import.meta.env.VITE_SITE_ORIGIN": JSON.stringify(siteOrigin) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
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
