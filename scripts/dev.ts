/**
 * `npm run dev`: the fast local loop. The Worker runs in `wrangler dev` on :8787 (API, D1, R2, cron via
 * /__scheduled with --test-scheduled) and Vite serves the SPA with hot reload on :5173, proxying /api to it.
 * Open http://localhost:5173. Ctrl+C stops both.
 */
import { spawn } from "node:child_process";

// The packages' own entry points rather than npx, so a stop signal reaches the servers themselves.
const children = [
  spawn(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "dev", "--port", "8787", "--test-scheduled"], {
    stdio: "inherit",
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];

function stop(code = 0): never {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
