import { type ChildProcess, spawn } from "node:child_process";

/**
 * Browser-test servers: scripts/e2e-server.sh (the built site and the real Worker in workerd, on a fresh migrated and
 * seeded D1/R2 state) started on a port and a state directory of their own, so several can run side by side.
 */

/** The port of the first server, which the build names (`SITE_ORIGIN=http://localhost:<E2E_PORT> npm run build`). */
export const firstPort = () => Number(process.env.E2E_PORT ?? 8790);

/** The origin the build was made for: canonical links and structured data name it, whichever server serves them. */
export const builtOrigin = () => `http://localhost:${firstPort()}`;

/**
 * The port and state of Playwright worker `index`'s server: ports 10 apart (the email-connected server uses +100 and
 * each inspector +1000), the first worker's state where `npm start`'s tools and the README expect it.
 */
export function serverOfWorker(index: number): { port: number; state: string } {
  return { port: firstPort() + 10 * index, state: index === 0 ? ".wrangler/e2e" : `.wrangler/e2e-${index}` };
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts a server and waits until it answers its health check; `env` adds to the script's environment. */
export async function startServer(
  port: number,
  state: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 170_000,
): Promise<RunningServer> {
  const origin = `http://localhost:${port}`;
  // Never a server left running from an earlier run: its data would carry that run's writes into this one.
  if (await answers(origin)) throw new Error(`${origin} is already in use: stop the server on it first`);
  // Its own process group (bash, wrangler, workerd), so stopping it stops all of them and nothing else.
  const child: ChildProcess = spawn("bash", ["scripts/e2e-server.sh", String(port)], {
    env: { ...process.env, ...env, E2E_STATE: state },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group is already gone.
    }
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Until its port is free: a worker started after a failed one reuses the port and the state directory.
  const stop = async () => {
    signal("SIGTERM");
    if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) signal("SIGKILL");
    for (let tries = 0; tries < 20 && (await answers(origin)); tries++) await sleep(500);
  };
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (child.exitCode !== null) break;
    if (await answers(origin)) return { origin, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`The browser-test server did not start on ${origin} (state ${state}, exit ${child.exitCode})`);
}

function answers(origin: string): Promise<boolean> {
  return fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
