import { app } from "./app";
import { receiveEmail } from "./conversations/inbound";
import { runScheduled } from "./cron";
import type { Bindings } from "./env";
import { handleQueueBatch } from "./queues";

/**
 * The Worker: the Hono app for requests (worker/app.ts), the cron work for scheduled events (worker/cron.ts), the
 * queues' consumers (worker/queues.ts), and the email handler of Email Routing (worker/conversations/inbound.ts).
 */
export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
  queue: handleQueueBatch,
  email: receiveEmail,
} satisfies ExportedHandler<Bindings>;
