import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import {
  NEW_PASSWORD_MIN,
  NEW_PASSWORD_MIN_WITH_MFA,
  PREDICTABLE_PASSWORD_MESSAGE,
} from "../../worker/contract/account-rules";
import { acceptedTotpStep, newBackupCodes, normalizeBackupCode, totpCode, totpStep } from "../../worker/domain/totp";
import { browserLabel } from "../../worker/domain/user-agent";
import { staffAreaOf } from "../../worker/http/access-policy";
import { LOGIN_MAX_FAILURES_PER_PAIR } from "../../worker/http/login-throttle";
import { isCommonPassword, newPasswordProblem } from "../../worker/staff/password-rules";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";

/** A password of the required length that is in no list. */
const STRONG = "quiet-harbour-lantern-47";
/** 300 characters of unrelated words: long, and no pattern. */
const LONG =
  "amber-falcon-quill-97-birch-tundra-violin-02-cobalt-meadow-harp-55-dune-ember-lynx-38-fjord-garnet-oak-71-"
    .concat(
      "hazel-isle-jasper-14-kelp-lotus-mosaic-63-nectar-opal-pike-29-quartz-raven-sable-86-tulip-umber-vale-40-",
      "willow-xenon-yarrow-17-zephyr-acorn-basalt-52-cedar-delta-egret-09-flint-grove-heron-",
    )
    .concat("74-iris-juniper-kestrel-31");
const STEP_MS = 30_000;

interface ErrorBody {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
}

function changePassword(cookie: string, currentPassword: string, newPassword: string) {
  return api("/api/auth/password", { method: "POST", cookie, body: { currentPassword, newPassword } });
}

function setCookies(response: Response): string[] {
  return response.headers.getAll("Set-Cookie");
}

/** The cookie pair ("name=value") of one cookie a response set. */
function cookieFrom(response: Response, name: string): string | undefined {
  return setCookies(response)
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
}

/** Enrols `cookie`'s user in two-factor; answers the secret and the backup codes. Uses the previous step's code. */
async function enrol(cookie: string): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await api("/api/auth/mfa/setup", { method: "POST", cookie });
  expect(setup.status).toBe(200);
  const { secret } = await setup.json<{ secret: string }>();
  const enabled = await api("/api/auth/mfa/enable", {
    method: "POST",
    cookie,
    body: { code: totpCode(secret, Date.now() - STEP_MS) },
  });
  expect(enabled.status).toBe(200);
  const { backupCodes } = await enabled.json<{ backupCodes: string[] }>();
  return { secret, backupCodes };
}

async function passwordStep(username: string, password: string, ip = "192.0.2.10") {
  return api("/api/auth/login", { method: "POST", body: { username, password }, headers: { "CF-Connecting-IP": ip } });
}

function secondStep(pending: string | undefined, body: { code?: string; backupCode?: string }, ip = "192.0.2.10") {
  return api("/api/auth/login/mfa", { method: "POST", cookie: pending, body, headers: { "CF-Connecting-IP": ip } });
}

describe("password rules", () => {
  it("ships a list of at least 10,000 common passwords, compared without case", async () => {
    expect(await isCommonPassword("password1234")).toBe(true);
    expect(await isCommonPassword("PassWord1234")).toBe(true);
    expect(await isCommonPassword("iloveyou")).toBe(true);
    expect(await isCommonPassword(STRONG)).toBe(false);
    // The list's own size (entries of 8+ characters are what is kept): far above 10,000.
    return import("@zxcvbn-ts/language-common/src/passwords.json").then(({ default: list }) =>
      expect(list.length).toBeGreaterThanOrEqual(10_000),
    );
  });

  it("needs 15 characters, or 8 with two-factor; allows 64 and more; sets no composition rule", async () => {
    const rules = (password: string, mfaEnabled = false) =>
      newPasswordProblem(password, { mfaEnabled, username: "alice" });
    expect(NEW_PASSWORD_MIN).toBe(15);
    expect(NEW_PASSWORD_MIN_WITH_MFA).toBe(8);
    expect(await rules("zq8-vw3k-pl5-mx")).toBeNull();
    expect(await rules("short-but-fine")).toMatch(/at least 15/);
    expect(await rules("zq8-vw3k", true)).toBeNull();
    expect(await rules("zq8-vw3", true)).toMatch(/at least 8/);
    expect(await rules(LONG.slice(0, 64))).toBeNull();
    expect(await rules(LONG.slice(0, 256))).toBeNull();
    expect(await rules(`${LONG.slice(0, 256)}x`)).toMatch(/at most 256/);
    // All lower-case letters, no digit, no symbol: fine.
    expect(await rules("correcthorsebatterystaple")).toBeNull();
    expect(await rules("1QAZ2WSX3EDC4RFV")).toMatch(/common or breached/);
    expect(await rules("alice-is-my-name-here")).toMatch(/username/);
  });

  it("refuses repeated and sequential patterns, with or without two-factor, and nothing less predictable", async () => {
    const rules = (password: string, mfaEnabled = false) =>
      newPasswordProblem(password, { mfaEnabled, username: "alice" });
    const predictable = [
      "aaaaaaaaaaaaaaaa",
      "1234567890123456",
      "abcdefghijklmnop",
      "ponmlkjihgfedcba",
      "9876543210987654",
      "abcabcabcabcabca",
      "xyz!xyz!xyz!xyz!",
      "trumpettrumpettrumpet",
      "aaaaaaaaaaaaaaaq",
      "AAAAAAAAbbbbbbbb",
      "abcdefgh12345678",
      "zzzzzzzz11111111!!!",
    ];
    for (const password of predictable) expect(await rules(password), password).toBe(PREDICTABLE_PASSWORD_MESSAGE);
    for (const password of ["56789012", "hijk5678", "qqqqrrrr"])
      expect(await rules(password, true), password).toBe(PREDICTABLE_PASSWORD_MESSAGE);
    for (const password of [
      STRONG,
      "correcthorsebatterystaple",
      "zq8-vw3k-pl5-mx",
      "bookkeeper-committee-1",
      LONG.slice(0, 256),
    ])
      expect(await rules(password), password).toBeNull();
    expect(await rules("zq8-vw3k", true)).toBeNull();
  });
});

describe("TOTP with a fixed clock", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  const now = Date.UTC(2026, 10, 24, 9, 0, 10);

  it("accepts the current code and one step either side, and refuses older ones as expired", () => {
    expect(acceptedTotpStep(secret, totpCode(secret, now), now, null)).toBe(totpStep(now));
    expect(acceptedTotpStep(secret, totpCode(secret, now - STEP_MS), now, null)).toBe(totpStep(now) - 1);
    expect(acceptedTotpStep(secret, totpCode(secret, now + STEP_MS), now, null)).toBe(totpStep(now) + 1);
    expect(acceptedTotpStep(secret, totpCode(secret, now - 2 * STEP_MS), now, null)).toBeNull();
    expect(acceptedTotpStep(secret, "12345", now, null)).toBeNull();
  });

  it("refuses a code whose step was already used, or an earlier one", () => {
    const code = totpCode(secret, now);
    const step = acceptedTotpStep(secret, code, now, null)!;
    expect(acceptedTotpStep(secret, code, now, step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now - STEP_MS), now, step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now + STEP_MS), now, step)).toBe(step + 1);
  });

  it("makes ten distinct backup codes that read back however they are typed", () => {
    const codes = newBackupCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normalizeBackupCode(` ${codes[0]!.toUpperCase()} `)).toBe(codes[0]!.replace("-", ""));
    expect(normalizeBackupCode("nope")).toBeNull();
  });

  it("names browsers as people do", () => {
    expect(
      browserLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      ),
    ).toBe("Chrome on Windows");
    expect(
      browserLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(browserLabel(null)).toBeNull();
  });
});

describe("changing one's password", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  it("needs the current password, refuses weak ones by field, and ends the user's other sessions", async () => {
    await createStaffUser("alice", "recruiter");
    const here = await signIn("alice", undefined, "192.0.2.1");
    const elsewhere = await signIn("alice", undefined, "192.0.2.2");

    const wrong = await changePassword(here, "not-it", STRONG);
    expect(wrong.status).toBe(400);
    expect((await wrong.json<ErrorBody>()).issues?.map((i) => i.path)).toEqual(["currentPassword"]);
    for (const weak of ["too-short", "1qaz2wsx3edc4rfv", "alice-password-again"]) {
      const refused = await changePassword(here, "alice-password", weak);
      expect(refused.status, weak).toBe(400);
      expect((await refused.json<ErrorBody>()).issues?.map((i) => i.path)).toEqual(["newPassword"]);
    }
    const missing = await api("/api/auth/password", { method: "POST", cookie: here, body: { newPassword: STRONG } });
    expect(missing.status).toBe(400);
    expect(
      (await api("/api/auth/password", { method: "POST", body: { currentPassword: "x", newPassword: STRONG } })).status,
    ).toBe(401);

    const changed = await changePassword(here, "alice-password", STRONG);
    expect(changed.status).toBe(200);
    expect((await api("/api/auth/verify", { cookie: here })).status).toBe(200);
    expect((await api("/api/auth/verify", { cookie: elsewhere })).status).toBe(401);
    expect((await passwordStep("alice", "alice-password")).status).toBe(401);
    expect((await passwordStep("alice", STRONG)).status).toBe(200);
    const log = await env.DB.prepare(
      "select details from admin_activity_logs where action = 'account.password_change'",
    ).first<{ details: string }>();
    expect(log?.details).not.toContain(STRONG);
  });

  it("refuses a predictable new password with its message, whoever sets it: the user, or an admin for a new account or a reset", async () => {
    const { id } = await createStaffUser("carl", "recruiter");
    await createStaffUser("boss", "admin");
    const own = await changePassword(await signIn("carl"), "carl-password", "abcdefghijklmnop");
    expect(own.status).toBe(400);
    expect((await own.json<ErrorBody>()).issues).toEqual([
      { path: "newPassword", message: PREDICTABLE_PASSWORD_MESSAGE },
    ]);

    const admin = await signIn("boss");
    const created = await api("/api/admin/users", {
      method: "POST",
      cookie: admin,
      body: { username: "dora", password: "aaaaaaaaaaaaaaaa", role: "user" },
    });
    expect(created.status).toBe(400);
    expect((await created.json<ErrorBody>()).issues).toEqual([
      { path: "password", message: PREDICTABLE_PASSWORD_MESSAGE },
    ]);
    const reset = await api(`/api/admin/users/${id}`, {
      method: "PUT",
      cookie: admin,
      body: { password: "1234567890123456" },
    });
    expect(reset.status).toBe(400);
    expect((await reset.json<ErrorBody>()).issues).toEqual([
      { path: "password", message: PREDICTABLE_PASSWORD_MESSAGE },
    ]);
    // Nothing was stored: the old password still signs in, and there is no new account.
    expect((await passwordStep("carl", "carl-password")).status).toBe(200);
    expect(await env.DB.prepare("select count(*) as n from users where username = 'dora'").first("n")).toBe(0);
  });

  it("stops guessing the current password after five wrong tries", async () => {
    await createStaffUser("bob", "recruiter");
    const cookie = await signIn("bob");
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_PAIR; i++)
      expect((await changePassword(cookie, `guess-${i}`, STRONG)).status).toBe(400);
    expect((await changePassword(cookie, "bob-password", STRONG)).status).toBe(429);
  });
});

describe("an admin's reset", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  it("ends all the user's sessions at once and makes them choose a new password before anything else", async () => {
    await createStaffUser("root", "admin");
    const carol = await createStaffUser("carol", "recruiter");
    const admin = await signIn("root");
    const carolSession = await signIn("carol");
    const reset = await api(`/api/admin/users/${carol.id}`, {
      method: "PUT",
      cookie: admin,
      body: { password: "temporary-123" },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ mustChangePassword: true });
    expect((await api("/api/auth/verify", { cookie: carolSession })).status).toBe(401);

    const cookie = await signIn("carol", "temporary-123");
    const verify = await api("/api/auth/verify", { cookie });
    expect(await verify.json()).toMatchObject({ requirement: "password_change_required", areas: [] });
    const blocked = await api("/api/admin/applications", { cookie });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ error: "password_change_required" });
    expect((await api("/api/auth/sessions", { cookie })).status).toBe(200);

    expect((await changePassword(cookie, "temporary-123", STRONG)).status).toBe(200);
    expect(await (await api("/api/auth/verify", { cookie })).json()).toMatchObject({ requirement: null });
    expect((await api("/api/admin/applications", { cookie })).status).toBe(200);
    const actions = await env.DB.prepare("select action from admin_activity_logs order by created_at").all<{
      action: string;
    }>();
    expect(actions.results.map((r) => r.action)).toEqual(
      expect.arrayContaining(["user.password_reset", "account.password_change"]),
    );
  });

  it("does not skip two-factor", async () => {
    await createStaffUser("root", "admin");
    const dan = await createStaffUser("dan", "recruiter");
    await enrol(await signIn("dan"));
    await api(`/api/admin/users/${dan.id}`, {
      method: "PUT",
      cookie: await signIn("root"),
      body: { password: "temporary-123" },
    });
    const answer = await passwordStep("dan", "temporary-123");
    expect(await answer.json()).toEqual({ mfaRequired: true });
    expect(cookieFrom(answer, "session")).toBeUndefined();
  });
});

describe("two-factor sign-in", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  it("enrols with a first code, keeps the secret sealed and the backup codes hashed, and ends other sessions", async () => {
    await createStaffUser("erin", "recruiter");
    const cookie = await signIn("erin", undefined, "192.0.2.1");
    const other = await signIn("erin", undefined, "192.0.2.2");
    const setup = await api("/api/auth/mfa/setup", { method: "POST", cookie });
    const { secret, uri, qrSvg } = await setup.json<{ secret: string; uri: string; qrSvg: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await api("/api/auth/mfa/enable", { method: "POST", cookie, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<ErrorBody>()).issues?.map((i) => i.path)).toEqual(["code"]);

    const enabled = await api("/api/auth/mfa/enable", {
      method: "POST",
      cookie,
      body: { code: totpCode(secret, Date.now()) },
    });
    expect(enabled.status).toBe(200);
    const { backupCodes } = await enabled.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(10);
    expect((await api("/api/auth/verify", { cookie: other })).status).toBe(401);
    expect(await (await api("/api/auth/verify", { cookie })).json()).toMatchObject({ user: { mfaEnabled: true } });

    const row = await env.DB.prepare("select mfa_secret, mfa_pending_secret from users where username = 'erin'").first<{
      mfa_secret: string;
      mfa_pending_secret: string | null;
    }>();
    expect(row?.mfa_secret).toBeTruthy();
    expect(row?.mfa_secret).not.toContain(secret);
    expect(row?.mfa_pending_secret).toBeNull();
    const stored = await env.DB.prepare("select code_hash from mfa_backup_codes").all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    const dump = JSON.stringify(stored.results);
    for (const code of backupCodes) expect(dump).not.toContain(code.replace("-", ""));
    const logs = await env.DB.prepare("select details from admin_activity_logs").all<{ details: string | null }>();
    expect(JSON.stringify(logs.results)).not.toContain(secret);
    expect((await api("/api/auth/mfa/setup", { method: "POST", cookie })).status).toBe(409);
  });

  it("asks for the code after the password, accepts it once, and throttles wrong codes", async () => {
    await createStaffUser("frank", "recruiter");
    const { secret } = await enrol(await signIn("frank"));

    const wrongPassword = await passwordStep("frank", "not-it");
    expect(wrongPassword.status).toBe(401);
    const first = await passwordStep("frank", "frank-password");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ mfaRequired: true });
    expect(cookieFrom(first, "session")).toBeUndefined();
    const pending = cookieFrom(first, "mfa-pending");
    expect(pending).toBeTruthy();
    expect(setCookies(first).find((c) => c.startsWith("mfa-pending="))).toMatch(
      /HttpOnly.*Max-Age=300|Max-Age=300.*HttpOnly/,
    );

    const code = totpCode(secret, Date.now());
    expect((await secondStep(undefined, { code })).status).toBe(401);
    const signedIn = await secondStep(pending, { code });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { username: "frank" }, requirement: null });
    const session = cookieFrom(signedIn, "session")!;
    expect((await api("/api/admin/applications", { cookie: session })).status).toBe(200);

    // The same code again, even with a fresh password step: refused.
    const again = cookieFrom(await passwordStep("frank", "frank-password"), "mfa-pending");
    const reused = await secondStep(again, { code });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ error: "invalid_code" });

    for (let i = 1; i < LOGIN_MAX_FAILURES_PER_PAIR; i++)
      expect((await secondStep(again, { code: "000000" }, `192.0.2.${20 + i}`)).status).toBe(401);
    // Five failures for the user, from any addresses: the second step waits, even with a right code.
    const throttled = await secondStep(again, { code: totpCode(secret, Date.now() + STEP_MS) }, "192.0.2.99");
    expect(throttled.status).toBe(429);
  });

  it("takes a backup code only after the right password, and each only once", async () => {
    await createStaffUser("gina", "recruiter");
    const { backupCodes } = await enrol(await signIn("gina"));
    const [firstCode, secondCode] = backupCodes;

    // No password step, or a forged pending cookie: the backup code is not even looked at.
    expect((await secondStep(undefined, { backupCode: firstCode })).status).toBe(401);
    expect((await secondStep("mfa-pending=forged.token.value", { backupCode: firstCode })).status).toBe(401);
    const failedPassword = await passwordStep("gina", "wrong-password");
    expect(cookieFrom(failedPassword, "mfa-pending")).toBeUndefined();
    const unused = await env.DB.prepare("select count(*) as n from mfa_backup_codes where used_at is null").first<{
      n: number;
    }>();
    expect(unused?.n).toBe(10);

    const pending = cookieFrom(await passwordStep("gina", "gina-password"), "mfa-pending");
    const used = await secondStep(pending, { backupCode: firstCode!.toUpperCase() });
    expect(used.status).toBe(200);
    const pendingAgain = cookieFrom(await passwordStep("gina", "gina-password"), "mfa-pending");
    expect((await secondStep(pendingAgain, { backupCode: firstCode })).status).toBe(401);
    expect((await secondStep(pendingAgain, { backupCode: secondCode })).status).toBe(200);
    const both = await secondStep(pendingAgain, { code: "123456", backupCode: secondCode });
    expect(both.status).toBe(400);
  });

  it("turns off only with a current code, and not while it is required for all", async () => {
    await createStaffUser("root", "admin");
    const hank = await createStaffUser("hank", "recruiter");
    const cookie = await signIn("hank");
    const { secret, backupCodes } = await enrol(cookie);
    expect((await api("/api/auth/mfa/disable", { method: "POST", cookie, body: {} })).status).toBe(400);
    expect(
      (await api("/api/auth/mfa/disable", { method: "POST", cookie, body: { code: backupCodes[0] } })).status,
    ).toBe(400);
    expect((await api("/api/auth/mfa/disable", { method: "POST", cookie, body: { code: "000000" } })).status).toBe(400);

    const admin = await signIn("root");
    await enrol(admin);
    await api("/api/admin/security-settings", { method: "PUT", cookie: admin, body: { requireMfa: true } });
    const required = await api("/api/auth/mfa/disable", {
      method: "POST",
      cookie,
      body: { code: totpCode(secret, Date.now()) },
    });
    expect(required.status).toBe(409);
    expect(
      (await api("/api/admin/security-settings", { method: "PUT", cookie: admin, body: { requireMfa: false } })).status,
    ).toBe(200);

    const off = await api("/api/auth/mfa/disable", {
      method: "POST",
      cookie,
      body: { code: totpCode(secret, Date.now() + STEP_MS) },
    });
    expect(off.status).toBe(200);
    expect(await (await api("/api/auth/verify", { cookie })).json()).toMatchObject({ user: { mfaEnabled: false } });
    expect(
      await env.DB.prepare("select count(*) as n from mfa_backup_codes where user_id = ?")
        .bind(hank.id)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 });
    const actions = await env.DB.prepare("select action from admin_activity_logs").all<{ action: string }>();
    expect(actions.results.map((r) => r.action)).toEqual(
      expect.arrayContaining(["account.mfa_enable", "account.mfa_disable", "settings.require_mfa"]),
    );
  });
});

describe("requiring two-factor for everyone", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  it("refuses an admin without two-factor with a 409 saying to enrol first, and changes nothing (issue 42 item 15a)", async () => {
    await createStaffUser("root", "admin");
    const admin = await signIn("root");
    const refused = await api("/api/admin/security-settings", {
      method: "PUT",
      cookie: admin,
      body: { requireMfa: true },
    });
    expect(refused.status).toBe(409);
    const body = await refused.json<ErrorBody>();
    expect(body.error).toBe("mfa_enrolment_first");
    expect(body.message).toMatch(/Set up two-factor sign-in for your own account first/);
    expect(await env.DB.prepare("select count(*) as n from staff_security_settings").first<number>("n")).toBe(0);
    expect(
      await env.DB.prepare(
        "select count(*) as n from admin_activity_logs where action = 'settings.require_mfa'",
      ).first<number>("n"),
    ).toBe(0);
    // The admin is not held anywhere: the Users screen still answers.
    expect((await api("/api/admin/users", { cookie: admin })).status).toBe(200);
    // Turning it off needs nothing, and once enrolled the admin can turn it on.
    expect(
      (await api("/api/admin/security-settings", { method: "PUT", cookie: admin, body: { requireMfa: false } })).status,
    ).toBe(200);
    await enrol(admin);
    const saved = await api("/api/admin/security-settings", {
      method: "PUT",
      cookie: admin,
      body: { requireMfa: true },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ requireMfa: true });
    expect((await api("/api/admin/users", { cookie: admin })).status).toBe(200);
  });
});

describe("sessions", () => {
  beforeEach(async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
  });

  it("lists one's own sessions, paged, and signs one out or every other one", async () => {
    await createStaffUser("ivy", "recruiter");
    await createStaffUser("jack", "recruiter");
    const jack = await signIn("jack");
    const here = await signIn("ivy", undefined, "192.0.2.1");
    const second = await signIn("ivy", undefined, "192.0.2.2");
    const third = await signIn("ivy", undefined, "192.0.2.3");

    const list = await api("/api/auth/sessions?limit=2", { cookie: here });
    expect(list.status).toBe(200);
    expect(list.headers.get("X-Total-Count")).toBe("3");
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    const rows = await list.json<{ id: string; current: boolean; ipAddress: string }[]>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ current: true, ipAddress: "192.0.2.1" });
    expect((await api("/api/auth/sessions?limit=500", { cookie: here })).status).toBe(400);

    const all = await (await api("/api/auth/sessions", { cookie: here })).json<{ id: string; ipAddress: string }[]>();
    const secondId = all.find((s) => s.ipAddress === "192.0.2.2")!.id;
    const jackId = (await (await api("/api/auth/sessions", { cookie: jack })).json<{ id: string }[]>())[0]!.id;
    expect((await api(`/api/auth/sessions/${jackId}`, { method: "DELETE", cookie: here })).status).toBe(404);
    expect((await api("/api/auth/verify", { cookie: jack })).status).toBe(200);

    expect((await api(`/api/auth/sessions/${secondId}`, { method: "DELETE", cookie: here })).status).toBe(200);
    expect((await api("/api/auth/verify", { cookie: second })).status).toBe(401);
    expect((await api("/api/auth/verify", { cookie: third })).status).toBe(200);

    const others = await api("/api/auth/sessions", { method: "DELETE", cookie: here });
    expect(await others.json()).toEqual({ ok: true, ended: 1 });
    expect((await api("/api/auth/verify", { cookie: third })).status).toBe(401);
    expect((await api("/api/auth/verify", { cookie: here })).status).toBe(200);
  });

  it("lets an admin end all sessions of a user; others may not", async () => {
    await createStaffUser("root", "admin");
    const kim = await createStaffUser("kim", "manager");
    const admin = await signIn("root");
    const kimSessions = [await signIn("kim", undefined, "192.0.2.1"), await signIn("kim", undefined, "192.0.2.2")];
    expect(
      (await api(`/api/admin/users/${kim.id}/sessions`, { method: "DELETE", cookie: kimSessions[0] })).status,
    ).toBe(403);
    const ended = await api(`/api/admin/users/${kim.id}/sessions`, { method: "DELETE", cookie: admin });
    expect(await ended.json()).toEqual({ ok: true, ended: 2 });
    for (const cookie of kimSessions) expect((await api("/api/auth/verify", { cookie })).status).toBe(401);
    expect((await api("/api/admin/users/no-such-user/sessions", { method: "DELETE", cookie: admin })).status).toBe(404);
  });
});

describe("two-factor required for all staff", () => {
  const staffRequests = [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))]
    .map((key) => key.split(" ") as [string, string])
    .filter(([method, path]) => staffAreaOf(method, path))
    .map(([method, path]) => ({ method, path: path.replace(/:id\b/g, "no-such-id") }));
  /** Two-factor required for all: lee is waiting to enrol, max has enrolled (each test starts from this afresh). */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    await createStaffUser("root", "admin");
    await createStaffUser("lee", "admin");
    await createStaffUser("max", "admin");
    const enrolled = await signIn("max");
    await enrol(enrolled);
    const waiting = await signIn("lee");
    const root = await signIn("root");
    // Before it is switched on, the admin is told who would be stopped: every active user without two-factor.
    await createStaffUser("gone", "admin", { isActive: false });
    const before = await api("/api/admin/security-settings", { cookie: root });
    expect(await before.json()).toMatchObject({
      requireMfa: false,
      unenrolled: { total: 2, usernames: ["lee", "root"] },
    });
    // Only an admin who has two-factor can require it (issue 42 item 15a); root enrols first.
    await enrol(root);
    const settings = await api("/api/admin/security-settings", {
      method: "PUT",
      cookie: root,
      body: { requireMfa: true },
    });
    expect(await settings.json()).toMatchObject({ requireMfa: true, unenrolled: { total: 1, usernames: ["lee"] } });
    return { waiting, enrolled };
  }

  it("blocks every staff route of the access policy until enrolment", async () => {
    const { waiting, enrolled } = await setup();
    expect(staffRequests.length).toBeGreaterThan(50);
    for (const request of staffRequests) {
      const response = await api(request.path, {
        method: request.method,
        cookie: waiting,
        body: request.method === "GET" ? undefined : {},
      });
      expect(response.status, `${request.method} ${request.path}`).toBe(403);
      expect((await response.json<ErrorBody>()).error).toBe("mfa_enrolment_required");
      const passes = await api(request.path, {
        method: request.method,
        cookie: enrolled,
        body: request.method === "GET" ? undefined : {},
      });
      expect([401, 403], `${request.method} ${request.path} for the enrolled`).not.toContain(passes.status);
    }
    expect(await (await api("/api/auth/verify", { cookie: waiting })).json()).toMatchObject({
      requirement: "mfa_enrolment_required",
    });
  }, 120_000);

  it("opens the back office once the user has enrolled", async () => {
    const { waiting } = await setup();
    await enrol(waiting);
    expect(await (await api("/api/auth/verify", { cookie: waiting })).json()).toMatchObject({ requirement: null });
    expect((await api("/api/admin/users", { cookie: waiting })).status).toBe(200);
    expect(await (await api("/api/admin/users", { cookie: waiting })).json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: "lee", mfaEnabled: true }),
        expect.objectContaining({ username: "root", mfaEnabled: true }),
      ]),
    );
    // Four sign-ins and three enrolments before it starts: more than the default 5 s on a busy machine.
  }, 30_000);
});
