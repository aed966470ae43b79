import { runScheduled } from "./cron";
import type { Bindings } from "./env";
import { app } from "./app";
import { handleDeliveryBatch } from "./delivery/queue";

export type { AppType } from "./app";

/**
 * The Worker: the Hono app for requests (worker/app.ts), the cron work for scheduled events (worker/cron.ts), and the
 * delivery queues' consumer (worker/delivery/queue.ts).
 */
export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
  queue: handleDeliveryBatch,
} satisfies ExportedHandler<Bindings>;
