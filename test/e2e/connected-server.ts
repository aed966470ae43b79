import { test } from "./fixtures";
import { type RunningServer, serverOfWorker, startServer } from "./server";

/**
 * A second browser-test server that HAS a sender address (scripts/e2e-server.sh with E2E_EMAIL_FROM, in its own
 * state directory), for the specs of conversations by email: the main server has none, as a deployment without one,
 * and an email that starts a thread is refused there (503) since its replies could not come back. Started only by the
 * specs that call `runAgainstEmailConnectedServer`, so no other run pays for it; beside the worker's own server (its
 * port +100), so workers running such specs at once each have theirs.
 */

const SENDER = "info@talentpartners-search.com";

export function runAgainstEmailConnectedServer() {
  let server: RunningServer | undefined;
  let workerState: string | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
  test.use({ baseURL: async ({}, use) => use(server?.origin) });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const own = serverOfWorker(test.info().parallelIndex);
    const state = `${own.state}-email`;
    server = await startServer(own.port + 100, state, { E2E_EMAIL_FROM: SENDER });
    workerState = process.env.E2E_STATE;
    process.env.E2E_STATE = state;
  });
  test.afterAll(async () => {
    await server?.stop();
    process.env.E2E_STATE = workerState;
  });
}
