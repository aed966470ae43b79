/**
 * Creates an administrator in a D1 database: how production gets its first admin (no default password exists).
 *   npm run create-admin -- --username jane.doe --remote   # the deployed database
 *   npm run create-admin -- --username jane.doe            # the local one
 * The password is generated here, printed once, and only its PBKDF2 hash leaves this machine.
 * `wrangler d1 execute` takes no bound parameters, so the statement is written with literals: the username is
 * checked against a strict pattern and every other value is generated here (uuid, base64url hash, digits).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generatePassword, hashPassword } from "../worker/domain/password";

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,63}$/i;

const { values } = parseArgs({
  options: { username: { type: "string" }, remote: { type: "boolean", default: false } },
});
// Usernames are case-insensitive and stored lower-cased (worker/contract/staff.ts), so sign-in finds this one.
const username = (values.username ?? "").toLowerCase();
if (!USERNAME_PATTERN.test(username)) {
  console.error("--username is required: 3-64 letters, digits, dots, dashes or underscores.");
  process.exit(2);
}

const password = generatePassword();
const hash = await hashPassword(password);
const now = Date.now();
const statement =
  "INSERT INTO users (id, username, password, role, department, is_active, created_at) " +
  `VALUES ('${crypto.randomUUID()}', '${username}', '${hash}', 'admin', 'operations', 1, ${now});`;

const dir = mkdtempSync(join(tmpdir(), "create-admin-"));
const file = join(dir, "admin.sql");
writeFileSync(file, statement, { mode: 0o600 });
try {
  const target = values.remote ? "--remote" : "--local";
  const { status } = spawnSync("npx", ["wrangler", "d1", "execute", "DB", target, "--file", file, "--yes"], {
    stdio: "inherit",
  });
  if (status !== 0) {
    console.error("The admin was not created (is the username taken?).");
    process.exit(status ?? 1);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`Admin "${username}" created. Password (shown once, change it after the first sign-in): ${password}`);
