/**
 * `npm test`: format and lint (Biome, biome.json), typecheck, build, the worker and web unit tests (vitest), then
 * the browser tests (Playwright on Debian's Chromium). Every step runs even when an earlier one fails, so one run shows everything; the last
 * line is the totals of all suites together, "N passed, N failed" (", N skipped" when any were).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const results = "test-results";
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
}

interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky?: number; skipped?: number };
}

const failures: string[] = [];
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (status !== 0) failures.push(`${label} (exit ${status})`);
  return status === 0;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function chromium(): string | undefined {
  return [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));
}

const totals = { passed: 0, failed: 0, skipped: 0 };

run("format and lint", "npx", ["biome", "ci", "."]);
run("typecheck", "npx", ["tsc", "-b"]);
// Built for the origin the browser tests serve it on, so canonical links and structured data name that address.
const built = run("build", "npm", ["run", "build"], {
  SITE_ORIGIN: `http://localhost:${process.env.E2E_PORT ?? 8790}`,
});

run("unit and worker tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${results}/vitest.json`,
]);
const vitest = readJson<VitestReport>(`${results}/vitest.json`);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} else {
  failures.push("vitest wrote no report");
}

if (!chromium()) {
  console.error(
    "\nNo Chromium for the browser tests: install Debian's (`sudo apt-get install -y chromium`) or set CHROME_PATH.",
  );
  failures.push("browser tests (no Chromium found)");
} else if (!built) {
  failures.push("browser tests (not run: the build failed)");
} else {
  run("browser tests", "npx", ["playwright", "test"]);
  const e2e = readJson<PlaywrightReport>(`${results}/e2e.json`);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped ?? 0;
  } else {
    failures.push("playwright wrote no report");
  }
}

if (failures.length > 0) console.error(`\nFailed steps: ${failures.join("; ")}`);
const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`;
writeFileSync(`${results}/summary.txt`, `${line}\n`);
console.log(`\n${line}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
