import { app } from "./app";
import { runScheduled } from "./cron";
import type { Bindings } from "./env";
import { handleQueueBatch } from "./queues";

/**
 * The Worker: the Hono app for requests (worker/app.ts), the cron work for scheduled events (worker/cron.ts), and the
 * queues' consumers (worker/queues.ts).
 */
export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
  queue: handleQueueBatch,
} satisfies ExportedHandler<Bindings>;
