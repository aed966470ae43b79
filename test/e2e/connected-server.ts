import { type ChildProcess, spawn } from "node:child_process";
import { test } from "./fixtures";

/**
 * A second browser-test server that HAS a sender address (scripts/e2e-server.sh with E2E_EMAIL_FROM, in its own
 * state directory), for the specs of conversations by email: the main server has none, as a deployment without one,
 * and an email that starts a thread is refused there (503) since its replies could not come back. Started only by the
 * specs that call `runAgainstEmailConnectedServer`, so no other run pays for it.
 */

const STATE = ".wrangler/e2e-email";
const SENDER = "info@talentpartners-search.com";

export function runAgainstEmailConnectedServer() {
  // Beside the main server's port (and its inspector's, at +1000).
  const port = Number(process.env.E2E_PORT ?? 8790) + 100;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  test.use({ baseURL: origin });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    process.env.E2E_STATE = STATE;
    server = spawn("bash", ["scripts/e2e-server.sh", String(port)], {
      env: { ...process.env, E2E_STATE: STATE, E2E_EMAIL_FROM: SENDER },
      stdio: "ignore",
      detached: true,
    });
    for (const started = Date.now(); Date.now() - started < 170_000; ) {
      const up = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`The email-connected server did not start on ${origin}`);
  });
  test.afterAll(() => {
    // Its whole process group (bash, wrangler, workerd), by the id of the one started here.
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    delete process.env.E2E_STATE;
  });
}
