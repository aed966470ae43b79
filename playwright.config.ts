import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium (or CHROME_PATH): no browser downloads are possible here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` " +
        "or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}

const port = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // A fresh local database per run, migrated and seeded, served by the real Worker in workerd; never a server left
    // running from an earlier run, whose data would carry that run's writes into this one.
    command: `bash scripts/e2e-server.sh ${port}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
  },
});
