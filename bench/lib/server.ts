/**
 * What every bench needs to measure the real Worker locally: command-line flags, a fresh local D1 state of its own
 * (migrated, and seeded or filled by the bench), and `wrangler dev` serving the built SPA and the Worker from that
 * state on a port of its own, so benches never share a database or a port with each other or with the e2e server.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const WRANGLER = path.join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");

/** `--name value` pairs from the command line; `defaults` names every flag the bench knows. */
export function flags<T extends Record<string, string>>(defaults: T): T {
  const values: Record<string, string> = { ...defaults };
  for (let i = 2; i < process.argv.length; i += 2) {
    const name = process.argv[i]!.replace(/^--/, "");
    if (!(name in defaults))
      throw new Error(
        `unknown flag --${name}; known: ${Object.keys(defaults)
          .map((k) => `--${k}`)
          .join(" ")}`,
      );
    values[name] = process.argv[i + 1] ?? "";
  }
  return values as T;
}

/** Runs the wrangler CLI of node_modules, without its prompts, printing only its errors. */
export function wrangler(argv: string[]) {
  execFileSync(process.execPath, [WRANGLER, ...argv], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CI: "true" },
  });
}

/**
 * Stops early when the site was not built and pre-rendered (app-shell.html is the pre-render's last file): wrangler
 * dev would serve the API with no pages, or pages that are not what visitors get.
 */
export function requireBuild() {
  if (!existsSync(path.join(ROOT, "web/dist/app-shell.html")))
    throw new Error("web/dist is not pre-rendered: run `npm run build` first");
}

/** An empty local state folder under .wrangler/ (gitignored) with the real migrations applied. */
export function freshState(name: string): string {
  const state = path.join(ROOT, ".wrangler", name);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  return state;
}

/**
 * The project's seed (jobs, articles, booking types ...) as `npm run db:seed` writes it, into `state`. The admin
 * password is a throwaway: benches never sign in, and it must not land in .dev.vars.
 */
export function seed(state: string) {
  execFileSync(process.execPath, [TSX, "scripts/seed.ts", "--persist-to", state], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ADMIN_PASSWORD: randomBytes(18).toString("base64url") },
  });
}

/** The local D1 database's SQLite file in a state folder. */
export function d1File(state: string): string {
  const dir = path.join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${dir}`);
  return path.join(dir, file);
}

export interface Server {
  base: string;
  stop(): Promise<void>;
}

/**
 * `wrangler dev` on 127.0.0.1:`port` from `state`, once /api/health answers. `options.args` go to wrangler dev (an
 * entry of the bench's own, `--var`s); `options.output` receives what the server prints, else it is dropped.
 */
export async function serve(
  state: string,
  port: number,
  options: { args?: string[]; output?: (text: string) => void } = {},
): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    // Its own inspector port, so it never clashes with another wrangler dev on this machine.
    [
      WRANGLER,
      "dev",
      "--port",
      String(port),
      "--inspector-port",
      String(port + 1000),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      ...(options.args ?? []),
    ],
    { cwd: ROOT, stdio: ["ignore", options.output ? "pipe" : "ignore", "ignore"], detached: true },
  );
  if (options.output) {
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", options.output);
  }
  // The whole process group: wrangler starts workerd as a child of its own. Also on exit and Ctrl-C, so an
  // interrupted bench leaves no server holding the port for the next run.
  const killGroup = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  const interrupted = () => process.exit(130);
  process.once("exit", killGroup);
  process.once("SIGINT", interrupted);
  const stop = async () => {
    killGroup();
    process.off("exit", killGroup);
    process.off("SIGINT", interrupted);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`wrangler dev on port ${port} did not start`);
}

/** The seeded ids the page benches visit: the newest published job and article. */
export async function publishedIds(base: string): Promise<{ jobId: string; articleId: string }> {
  const jobs = (await (await fetch(`${base}/api/jobs?limit=1`)).json()) as { id: string }[];
  const articles = (await (await fetch(`${base}/api/content/published-articles`)).json()) as { id: string }[];
  if (!jobs[0] || !articles[0]) throw new Error("the seed has no published job or article");
  return { jobId: jobs[0].id, articleId: articles[0].id };
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
