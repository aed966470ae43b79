import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The resume viewer's script (web/resume-viewer/viewer.ts), built apart from the SPA as ONE classic script: it runs
 * in a sandboxed frame whose origin is opaque, where a module script (which is fetched with CORS) would not load.
 * Its name is stable (/resume-viewer/viewer.js) because the frame's document is written by the SPA; static assets
 * outside /assets are revalidated, not cached for ever, so a new build reaches staff at once.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL("./web/dist/resume-viewer", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // unpdf and pdf.js read import.meta only on Node; in this classic script it is an empty object, on purpose.
    rolldownOptions: { transform: { define: { "import.meta": "{}" } } },
    lib: {
      entry: fileURLToPath(new URL("./web/resume-viewer/viewer.ts", import.meta.url)),
      formats: ["iife"],
      name: "resumeViewer",
      fileName: () => "viewer.js",
    },
  },
});
