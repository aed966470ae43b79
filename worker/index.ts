import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { runScheduled } from "./cron";
import type { AppEnv, Bindings } from "./env";
import { apiNotFound, handleError } from "./http/errors";
import { analyticsRoutes } from "./routes/analytics";
import { applicationRoutes } from "./routes/applications";
import { contactRoutes, directContactRoutes } from "./routes/contacts";
import { healthRoutes } from "./routes/health";

/** The JSON API: one sub-app per resource, mounted here. Its type is what `hc<AppType>` reads. */
const api = new Hono<AppEnv>()
  .route("/health", healthRoutes)
  .route("/applications", applicationRoutes)
  .route("/contact", contactRoutes)
  .route("/ghl/direct-contact", directContactRoutes)
  .route("/analytics", analyticsRoutes);

const app = new Hono<AppEnv>().use(requestId()).use(secureHeaders()).route("/api", api);

app.notFound(async (c) => {
  if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return apiNotFound(c);
  // A path routed to the Worker first (wrangler.toml run_worker_first) that no route claims: the SPA shell, which
  // shows its not-found page, with a real 404 status so crawlers and feed readers are not told it exists.
  const shell = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  return new Response(shell.body, { status: 404, headers: shell.headers });
});
app.onError(handleError);

export type AppType = typeof api;

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Bindings>;
