import { runScheduled } from "./cron";
import type { Bindings } from "./env";
import { app } from "./app";

export type { AppType } from "./app";

/** The Worker: the Hono app for requests (worker/app.ts), the cron work for scheduled events (worker/cron.ts). */
export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Bindings>;
