import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { builtOrigin } from "./server";

/** Builds the site for the first server's origin when there is no build, once, before the workers start servers. */
export default function globalSetup() {
  if (existsSync("web/dist/app-shell.html")) return;
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SITE_ORIGIN: builtOrigin() } });
}
