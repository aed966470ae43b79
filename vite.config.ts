import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA lives in web/ and builds to web/dist, which wrangler.toml serves as static assets.
// `npm run dev` runs this dev server with /api and the Worker's documents proxied to `wrangler dev`.
const workerOrigin = "http://localhost:8787";

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss()],
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
