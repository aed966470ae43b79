import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { hashLinkToken } from "../../worker/domain/link-token";
import { totpCode } from "../../worker/domain/totp";
import { api, apiInIsolate, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn } from "./helpers";

/**
 * "Trust this browser for 30 days" (issue "A working day without workarounds" item 6, decision 087): after a second
 * factor a browser may skip the code at its next sign-ins, until it is revoked, its 30 days end, or the password
 * changes.
 */

const STEP_MS = 30_000;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const STRONG = "quiet-harbour-lantern-47";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** The cookie pair ("name=value") and the whole header of one cookie a response set. */
function cookieOf(response: Response, name: string) {
  const header = response.headers.getAll("Set-Cookie").find((value) => value.startsWith(`${name}=`));
  return header ? { pair: header.split(";")[0]!, header } : undefined;
}

function passwordStep(username: string, trusted?: string) {
  return api("/api/auth/login", {
    method: "POST",
    body: { username, password: `${username}-password` },
    cookie: trusted,
    headers: { "User-Agent": CHROME },
  });
}

/** Enrols a fresh user in two-factor; answers their backup codes (ten sign-ins, one each). */
async function enrolled(username: string) {
  const user = await createStaffUser(username, "recruiter");
  const cookie = await signIn(username);
  const { secret } = await (await api("/api/auth/mfa/setup", { method: "POST", cookie })).json<{ secret: string }>();
  const enabled = await api("/api/auth/mfa/enable", {
    method: "POST",
    cookie,
    body: { code: totpCode(secret, Date.now() - STEP_MS) },
  });
  const { backupCodes } = await enabled.json<{ backupCodes: string[] }>();
  return { ...user, secret, backupCodes, cookie };
}

/** Password, then a backup code, ticking "trust this browser" or not: the session and the trust cookie, if any. */
async function signInWithCode(username: string, backupCode: string, trustBrowser?: boolean) {
  const first = await passwordStep(username);
  expect(await first.json()).toEqual({ mfaRequired: true });
  const second = await api("/api/auth/login/mfa", {
    method: "POST",
    cookie: cookieOf(first, "mfa-pending")!.pair,
    body: trustBrowser === undefined ? { backupCode } : { backupCode, trustBrowser },
    headers: { "User-Agent": CHROME },
  });
  expect(second.status).toBe(200);
  return { session: cookieOf(second, "session")!.pair, trust: cookieOf(second, "trusted-browser") };
}

/** Whether the password alone signs in with this trust cookie (else the code is asked). */
async function skipsTheCode(username: string, trust: string | undefined): Promise<boolean> {
  const response = await passwordStep(username, trust);
  expect(response.status).toBe(200);
  const body = await response.json<{ mfaRequired?: true; user?: { username: string } }>();
  if (body.mfaRequired) {
    expect(cookieOf(response, "session")).toBeUndefined();
    return false;
  }
  expect(body.user?.username).toBe(username);
  const session = cookieOf(response, "session")!.pair;
  expect((await api("/api/admin/applications", { cookie: session })).status).toBe(200);
  return true;
}

async function trustedRows(userId: string) {
  const { results } = await env.DB.prepare(
    "select id, token_hash, user_agent_label, created_at, last_used_at, expires_at from trusted_browsers where user_id = ?",
  )
    .bind(userId)
    .all<{
      id: string;
      token_hash: string;
      user_agent_label: string | null;
      created_at: number;
      last_used_at: number;
      expires_at: number;
    }>();
  return results;
}

beforeEach(async () => {
  await emptyDatabase();
  await insertDefaultStaffAreas();
});

describe("trusting a browser after a second factor", () => {
  it("sets no cookie unless asked, and then the code is asked again", async () => {
    const ada = await enrolled("ada");
    const unticked = await signInWithCode("ada", ada.backupCodes[0]!);
    expect(unticked.trust).toBeUndefined();
    const declined = await signInWithCode("ada", ada.backupCodes[1]!, false);
    expect(declined.trust).toBeUndefined();
    expect(await trustedRows(ada.id)).toEqual([]);
    expect(await skipsTheCode("ada", undefined)).toBe(false);
  });

  it("sets an HttpOnly, Strict cookie for 30 days on the sign-in path, keeps only its hash, and skips the code after", async () => {
    const bo = await enrolled("bo");
    const { trust, session } = await signInWithCode("bo", bo.backupCodes[0]!, true);
    expect(trust).toBeDefined();
    expect(trust!.header).toContain("HttpOnly");
    expect(trust!.header).toContain(`Max-Age=${THIRTY_DAYS_S}`);
    expect(trust!.header).toContain("Path=/api/auth/login");
    expect(trust!.header).toContain("SameSite=Strict");

    const token = trust!.pair.slice("trusted-browser=".length);
    const [row] = await trustedRows(bo.id);
    expect(row!.token_hash).toBe(await hashLinkToken(token));
    expect(JSON.stringify(await trustedRows(bo.id))).not.toContain(token);
    expect(row!.user_agent_label).toBe("Chrome on Windows");
    expect(row!.expires_at - row!.created_at).toBe(THIRTY_DAYS_S * 1000);

    await api("/api/auth/logout", { method: "POST", cookie: session });
    expect(await skipsTheCode("bo", trust!.pair)).toBe(true);
    // Trust skips the code only: the session it starts still ends 8 hours after sign-in (decision 087).
    const span = await env.DB.prepare(
      "select expires_at - created_at as ms from sessions where user_id = ? order by created_at desc limit 1",
    )
      .bind(bo.id)
      .first<{ ms: number }>();
    expect(span?.ms).toBe(8 * 60 * 60 * 1000);
    // Still the account's password first: a wrong one with the cookie is refused like any other.
    const wrong = await api("/api/auth/login", {
      method: "POST",
      body: { username: "bo", password: "not-the-password" },
      cookie: trust!.pair,
    });
    expect(wrong.status).toBe(401);
    const logged = await env.DB.prepare(
      "select count(*) as n from admin_activity_logs where action = 'account.trusted_browser_add' and entity_id = ?",
    )
      .bind(bo.id)
      .first<{ n: number }>();
    expect(logged?.n).toBe(1);
  });

  it("lists trusted browsers on the account page, and asks for the code again once one is revoked", async () => {
    const cy = await enrolled("cy");
    const first = await signInWithCode("cy", cy.backupCodes[0]!, true);
    const second = await signInWithCode("cy", cy.backupCodes[1]!, true);

    const listed = await api("/api/auth/trusted-browsers", { cookie: first.session });
    expect(listed.status).toBe(200);
    const rows = await listed.json<{ id: string; browser: string | null; createdAt: string; lastUsedAt: string }[]>();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.browser)).toEqual(["Chrome on Windows", "Chrome on Windows"]);

    const firstHash = await hashLinkToken(first.trust!.pair.slice("trusted-browser=".length));
    const firstId = (await trustedRows(cy.id)).find((row) => row.token_hash === firstHash)!.id;
    const revoked = await api(`/api/auth/trusted-browsers/${firstId}`, { method: "DELETE", cookie: first.session });
    expect(revoked.status).toBe(200);
    expect(await skipsTheCode("cy", first.trust!.pair)).toBe(false);
    expect(await skipsTheCode("cy", second.trust!.pair)).toBe(true);
    // Again: nothing of yours to revoke.
    expect(
      (await api(`/api/auth/trusted-browsers/${firstId}`, { method: "DELETE", cookie: first.session })).status,
    ).toBe(404);

    const all = await api("/api/auth/trusted-browsers", { method: "DELETE", cookie: first.session });
    expect(await all.json()).toEqual({ ok: true, ended: 1 });
    expect(await skipsTheCode("cy", second.trust!.pair)).toBe(false);
    expect(await (await api("/api/auth/trusted-browsers", { cookie: first.session })).json()).toEqual([]);
  });

  it("does not let one user revoke or list another's trusted browsers", async () => {
    const dee = await enrolled("dee");
    const dee1 = await signInWithCode("dee", dee.backupCodes[0]!, true);
    await createStaffUser("eve", "recruiter");
    const eve = await signIn("eve");
    const [row] = await trustedRows(dee.id);
    expect(await (await api("/api/auth/trusted-browsers", { cookie: eve })).json()).toEqual([]);
    expect((await api(`/api/auth/trusted-browsers/${row!.id}`, { method: "DELETE", cookie: eve })).status).toBe(404);
    expect((await api("/api/auth/trusted-browsers", { method: "DELETE", cookie: eve })).status).toBe(200);
    expect(await skipsTheCode("dee", dee1.trust!.pair)).toBe(true);
    expect((await api("/api/auth/trusted-browsers")).status).toBe(401);
  });

  it("asks for the code with a forged, expired or another user's cookie", async () => {
    const fay = await enrolled("fay");
    const gus = await enrolled("gus");
    const fays = await signInWithCode("fay", fay.backupCodes[0]!, true);
    const guss = await signInWithCode("gus", gus.backupCodes[0]!, true);

    expect(await skipsTheCode("fay", "trusted-browser=forged-token-value")).toBe(false);
    expect(await skipsTheCode("fay", `trusted-browser=${"x".repeat(5000)}`)).toBe(false);
    expect(await skipsTheCode("fay", guss.trust!.pair)).toBe(false);
    expect(await skipsTheCode("gus", fays.trust!.pair)).toBe(false);
    // A hash of the token in the cookie is not the token: the stored value itself opens nothing.
    const [fayRow] = await trustedRows(fay.id);
    expect(await skipsTheCode("fay", `trusted-browser=${fayRow!.token_hash}`)).toBe(false);

    expect(await skipsTheCode("fay", fays.trust!.pair)).toBe(true);
    await env.DB.prepare("update trusted_browsers set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1000, fay.id)
      .run();
    expect(await skipsTheCode("fay", fays.trust!.pair)).toBe(false);
    expect(await skipsTheCode("gus", guss.trust!.pair)).toBe(true);
  });
});

describe("what ends every trusted browser of an account", () => {
  async function setEmail(userId: string, email: string) {
    await env.DB.prepare("update users set email = ? where id = ?").bind(email, userId).run();
  }

  it("a password reset by email", async () => {
    const hal = await enrolled("hal");
    await setEmail(hal.id, "hal@example.com");
    const { trust } = await signInWithCode("hal", hal.backupCodes[0]!, true);
    expect(await skipsTheCode("hal", trust!.pair)).toBe(true);

    const asked = await apiInIsolate("/api/auth/password-reset", { method: "POST", body: { username: "hal" } });
    expect(asked.status).toBe(202);
    const email = await env.DB.prepare("select payload from deliveries where recipient = 'hal@example.com'").first<{
      payload: string;
    }>();
    const token = (JSON.parse(email!.payload) as { text: string }).text.match(/token=([A-Za-z0-9_-]+)/)![1]!;
    const done = await api("/api/auth/password-reset/complete", {
      method: "POST",
      body: { token, newPassword: STRONG },
    });
    expect(done.status).toBe(200);
    expect(await trustedRows(hal.id)).toEqual([]);
    const first = await api("/api/auth/login", {
      method: "POST",
      body: { username: "hal", password: STRONG },
      cookie: trust!.pair,
    });
    expect(await first.json()).toEqual({ mfaRequired: true });
  });

  it("a password change, turning two-factor off, an admin ending the sessions, and an admin's deactivation", async () => {
    await createStaffUser("root", "admin");
    const admin = await signIn("root");
    const ivy = await enrolled("ivy");

    const changed = await signInWithCode("ivy", ivy.backupCodes[0]!, true);
    const change = await api("/api/auth/password", {
      method: "POST",
      cookie: changed.session,
      body: { currentPassword: "ivy-password", newPassword: STRONG },
    });
    expect(change.status).toBe(200);
    expect(await trustedRows(ivy.id)).toEqual([]);
    const again = await api("/api/auth/login", {
      method: "POST",
      body: { username: "ivy", password: STRONG },
      cookie: changed.trust!.pair,
    });
    expect(await again.json()).toEqual({ mfaRequired: true });

    // Two-factor off: the trust goes with it.
    await env.DB.prepare("insert into trusted_browsers (id, user_id, token_hash, expires_at) values (?, ?, ?, ?)")
      .bind("t-ivy", ivy.id, await hashLinkToken("ivy-token"), Date.now() + 60_000)
      .run();
    const off = await api("/api/auth/mfa/disable", {
      method: "POST",
      cookie: changed.session,
      body: { code: totpCode(ivy.secret, Date.now()) },
    });
    expect(off.status).toBe(200);
    expect(await trustedRows(ivy.id)).toEqual([]);

    // An admin ending every session of the account.
    await env.DB.prepare("insert into trusted_browsers (id, user_id, token_hash, expires_at) values (?, ?, ?, ?)")
      .bind("t-ivy-1", ivy.id, await hashLinkToken("ivy-token-1"), Date.now() + 60_000)
      .run();
    const ended = await api(`/api/admin/users/${ivy.id}/sessions`, { method: "DELETE", cookie: admin });
    expect(ended.status).toBe(200);
    expect(await trustedRows(ivy.id)).toEqual([]);

    // An admin deactivating the account.
    await env.DB.prepare("insert into trusted_browsers (id, user_id, token_hash, expires_at) values (?, ?, ?, ?)")
      .bind("t-ivy-2", ivy.id, await hashLinkToken("ivy-token-2"), Date.now() + 60_000)
      .run();
    const deactivated = await api(`/api/admin/users/${ivy.id}`, {
      method: "PUT",
      cookie: admin,
      body: { isActive: false },
    });
    expect(deactivated.status).toBe(200);
    expect(await trustedRows(ivy.id)).toEqual([]);
  });
});
