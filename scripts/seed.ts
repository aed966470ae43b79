/**
 * Seeds the LOCAL D1 database (the one `wrangler dev` uses) when it is empty.
 *   npm run db:seed                      # .wrangler/state, as npm start uses
 *   tsx scripts/seed.ts --persist-to DIR # another local state folder (the e2e harness)
 *   tsx scripts/seed.ts --migrate ...    # the migrations applied first (scripts/apply-migrations.ts), to an empty one
 * The first admin's password comes from ADMIN_PASSWORD (environment, then .dev.vars); without one, a random
 * password is generated, saved to .dev.vars and printed. It also makes sure .dev.vars has a SESSION_SECRET, which
 * signs session cookies locally, and an EMAIL_FROM, so local email goes out through the simulated binding. Never run
 * against production: see scripts/create-admin.ts.
 */

import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { generatePassword } from "../worker/domain/password";
import type { Bindings } from "../worker/env";
import { isDatabaseEmpty, SEED_ADMIN_USERNAME, seedDatabase } from "../worker/seed";
import { applyMigrations } from "./apply-migrations";
import { appendDevVar, ensureDevVar, readDevVars } from "./dev-vars";

const LOCAL_EMAIL_FROM = "Talent Partners <info@talentpartners-search.com>";

const { values } = parseArgs({ options: { "persist-to": { type: "string" }, migrate: { type: "boolean" } } });
const persistTo = values["persist-to"];

function adminPassword(): { password: string; generated: boolean } {
  const configured = process.env.ADMIN_PASSWORD || readDevVars().ADMIN_PASSWORD;
  if (configured) return { password: configured, generated: false };
  const password = generatePassword();
  appendDevVar("ADMIN_PASSWORD", password);
  return { password, generated: true };
}

ensureDevVar("SESSION_SECRET", () => randomBytes(32).toString("base64url"));
// The firm's sender: with it, `wrangler dev`'s simulated EMAIL binding "sends" every email (decision 054).
ensureDevVar("EMAIL_FROM", () => LOCAL_EMAIL_FROM);

const { env, dispose } = await getPlatformProxy<Bindings>({
  configPath: "wrangler.toml",
  // wrangler's --persist-to DIR keeps its state in DIR/v3; getPlatformProxy takes that inner folder.
  persist: persistTo ? { path: join(persistTo, "v3") } : true,
});
try {
  if (values.migrate) await applyMigrations(env.DB);
  if (!(await isDatabaseEmpty(env.DB))) {
    console.log("Local database already has data: seed skipped.");
  } else {
    const { password, generated } = adminPassword();
    const report = await seedDatabase(env.DB, { adminPassword: password });
    console.log(
      `Seeded ${report.jobs} jobs, ${report.articles} articles, ${report.staffAreas} staff areas, ` +
        `${report.jobBoards} job boards, ${report.bookingTypes} booking types and ${report.emailTemplates} email templates.`,
    );
    if (report.adminCreated) {
      console.log(
        `Sign in at /login as "${SEED_ADMIN_USERNAME}" with the password ${generated ? `${password} (generated and saved to .dev.vars as ADMIN_PASSWORD)` : "set in ADMIN_PASSWORD"}.`,
      );
    }
  }
} finally {
  await dispose();
}
