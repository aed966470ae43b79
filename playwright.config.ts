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

export default defineConfig({
  testDir: "test/e2e",
  // Each worker starts its own server on its own fresh database (test/e2e/fixtures.ts, at E2E_PORT, +10, ...), so two
  // keep both cores busy where one left them partly idle (the README's "Test it" has the times); a file's tests run
  // in order on one worker.
  fullyParallel: false,
  workers: 2,
  // The build once, when missing, before any worker's server needs it.
  globalSetup: "./test/e2e/global-setup.ts",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
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
});
