import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { OwnEmail } from "../../worker/contract/staff-account";
import { totpCode } from "../../worker/domain/totp";
import {
  api,
  apiInIsolate,
  createStaffUser,
  emptyDatabase,
  insertDefaultStaffAreas,
  ORIGIN,
  signIn,
  workerFetch,
} from "./helpers";

/**
 * Changing one's own email address (issue 42 item 7): any session could redirect password resets by setting the
 * address through the notification preferences. Now it takes the current password (and a code with two-factor),
 * the old address hears of it, and the new one becomes the account's only once its link is used.
 */

const STEP_MS = 30_000;

interface ErrorBody {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
}

async function setEmail(userId: string, email: string) {
  await env.DB.prepare("update users set email = ? where id = ?").bind(email, userId).run();
}

async function accountEmail(userId: string) {
  return env.DB.prepare("select email from users where id = ?").bind(userId).first<string | null>("email");
}

async function emailsTo(recipient: string) {
  const { results } = await env.DB.prepare(
    "select summary, payload, related_id from deliveries where kind = 'email' and recipient = ? order by created_at, rowid",
  )
    .bind(recipient)
    .all<{ summary: string; payload: string; related_id: string }>();
  return results.map((row) => ({ ...row, text: (JSON.parse(row.payload) as { text: string }).text }));
}

function changeEmail(cookie: string, body: Record<string, unknown>) {
  return api("/api/auth/email", { method: "POST", cookie, body });
}

function confirmToken(text: string): string {
  const match = text.match(/http:\/\/localhost\/confirm-email\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
}

function openLink(token: string) {
  return workerFetch(new Request(`${ORIGIN}/confirm-email?token=${encodeURIComponent(token)}`));
}

/** The confirmation page's button, as the browser posts it without scripts. */
function pressConfirm(token: string) {
  return workerFetch(
    new Request(`${ORIGIN}/confirm-email`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
    }),
  );
}

async function issuesOf(response: Response) {
  return ((await response.json<ErrorBody>()).issues ?? []).map((issue) => issue.path);
}

beforeEach(async () => {
  await emptyDatabase();
  await insertDefaultStaffAreas();
});

describe("the notification preferences (issue 42 item 7)", () => {
  it("no longer change the account's email address", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");
    const cookie = await signIn("kim");
    const response = await api("/api/staff/notification-preferences", {
      method: "PUT",
      cookie,
      body: { email: "attacker@evil.test" },
    });
    expect(response.status).toBe(400);
    const body = await response.json<ErrorBody>();
    expect(body.issues?.map((issue) => issue.path)).toEqual(["email"]);
    expect(body.issues?.[0]?.message).toMatch(/My account/);
    expect(await accountEmail(kim.id)).toBe("kim@example.com");
    // The preferences still show the address the emails go to.
    const prefs = await api("/api/staff/notification-preferences", { cookie });
    expect(await prefs.json()).toMatchObject({ email: "kim@example.com" });
  });
});

describe("POST /api/auth/email (issue 42 item 7)", () => {
  it("asks for the current password, tells the old address, and changes only when the new address confirms", async () => {
    const kim = await createStaffUser("kim", "recruiter");
    await setEmail(kim.id, "kim@example.com");
    const cookie = await signIn("kim");

    // No password, a wrong one: refused by field, nothing written, nothing sent.
    expect(await issuesOf(await changeEmail(cookie, { newEmail: "kim.new@example.com" }))).toEqual(["currentPassword"]);
    const wrong = await changeEmail(cookie, { newEmail: "kim.new@example.com", currentPassword: "not-it" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<ErrorBody>()).error).toBe("wrong_password");
    expect(await issuesOf(await changeEmail(cookie, { newEmail: "nope", currentPassword: "kim-password" }))).toEqual([
      "newEmail",
    ]);
    expect(
      await issuesOf(await changeEmail(cookie, { newEmail: "kim@example.com", currentPassword: "kim-password" })),
    ).toEqual(["newEmail"]);
    expect(await env.DB.prepare("select count(*) as n from deliveries").first<number>("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from account_links").first<number>("n")).toBe(0);

    const asked = await changeEmail(cookie, { newEmail: " Kim.New@Example.com ", currentPassword: "kim-password" });
    expect(asked.status).toBe(202);
    const view = await asked.json<OwnEmail>();
    expect(view).toMatchObject({ email: "kim@example.com", pendingEmail: "kim.new@example.com" });
    expect(Date.parse(view.pendingExpiresAt!) - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
    expect(await (await api("/api/auth/email", { cookie })).json()).toEqual(view);

    // Until confirmed the old address stays the account's.
    expect(await accountEmail(kim.id)).toBe("kim@example.com");
    // The old address is told, through the pipeline, naming the new one; the new one gets the link.
    const [notice] = await emailsTo("kim@example.com");
    expect(notice).toMatchObject({ summary: "The email address of kim is being changed", related_id: kim.id });
    expect(notice!.text).toContain("kim.new@example.com");
    expect(notice!.text).not.toContain("confirm-email");
    const [linkEmail] = await emailsTo("kim.new@example.com");
    expect(linkEmail!.summary).toBe("Confirm your new email address for kim");
    const token = confirmToken(linkEmail!.text);
    // Only the token's hash is stored.
    const stored = await env.DB.prepare("select token_hash, new_email, purpose from account_links").all<{
      token_hash: string;
      new_email: string;
      purpose: string;
    }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]).toMatchObject({ new_email: "kim.new@example.com", purpose: "email_change" });
    expect(stored.results[0]!.token_hash).not.toContain(token);

    // A reset asked meanwhile still goes to the old address.
    await apiInIsolate("/api/auth/password-reset", { method: "POST", body: { username: "kim" } });
    expect((await emailsTo("kim@example.com")).map((e) => e.summary)).toContain("Choose a new password for kim");
    expect(await emailsTo("kim.new@example.com")).toHaveLength(1);
    // The new address's token sets no password.
    const asReset = await api("/api/auth/password-reset/check", { method: "POST", body: { token } });
    expect(asReset.status).toBe(404);
    const asComplete = await api("/api/auth/password-reset/complete", {
      method: "POST",
      body: { token, newPassword: "quiet-harbour-lantern-47" },
    });
    expect(asComplete.status).toBe(404);

    // Opening the link changes nothing (mail scanners open links): its page has a button that posts without scripts.
    const opened = await openLink(token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await opened.text();
    expect(page).toContain("kim.new@example.com");
    expect(page).toMatch(/<form method="post" action="\/confirm-email">/);
    expect(page).not.toContain("<script");
    expect(await accountEmail(kim.id)).toBe("kim@example.com");

    const confirmed = await pressConfirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Email address confirmed");
    expect(await accountEmail(kim.id)).toBe("kim.new@example.com");
    expect(await (await api("/api/auth/email", { cookie })).json()).toEqual({
      email: "kim.new@example.com",
      pendingEmail: null,
      pendingExpiresAt: null,
    });
    // Single use.
    expect((await pressConfirm(token)).status).toBe(404);
    expect((await openLink(token)).status).toBe(404);
    const actions = await env.DB.prepare("select action from admin_activity_logs where entity_id = ?")
      .bind(kim.id)
      .all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(
      expect.arrayContaining(["account.email_change_request", "account.email_change"]),
    );
  });

  it("asks for a current code when two-factor is on", async () => {
    const lee = await createStaffUser("lee", "recruiter");
    await setEmail(lee.id, "lee@example.com");
    const cookie = await signIn("lee");
    const setup = await api("/api/auth/mfa/setup", { method: "POST", cookie });
    const { secret } = await setup.json<{ secret: string }>();
    const enabled = await api("/api/auth/mfa/enable", {
      method: "POST",
      cookie,
      body: { code: totpCode(secret, Date.now() - STEP_MS) },
    });
    expect(enabled.status).toBe(200);

    const body = { newEmail: "lee.new@example.com", currentPassword: "lee-password" };
    const missing = await changeEmail(cookie, body);
    expect(missing.status).toBe(400);
    expect((await missing.json<ErrorBody>()).issues?.map((issue) => issue.path)).toEqual(["code"]);
    expect(await issuesOf(await changeEmail(cookie, { ...body, code: "000000" }))).toEqual(["code"]);
    expect(await env.DB.prepare("select count(*) as n from account_links").first<number>("n")).toBe(0);
    const asked = await changeEmail(cookie, { ...body, code: totpCode(secret, Date.now()) });
    expect(asked.status).toBe(202);
    expect(await emailsTo("lee.new@example.com")).toHaveLength(1);
  });

  it("lets an expired link, a newer request or a password change end a pending change", async () => {
    const max = await createStaffUser("max", "recruiter");
    await setEmail(max.id, "max@example.com");
    const cookie = await signIn("max");
    const body = { newEmail: "first@example.com", currentPassword: "max-password" };
    expect((await changeEmail(cookie, body)).status).toBe(202);
    const first = confirmToken((await emailsTo("first@example.com"))[0]!.text);
    expect((await changeEmail(cookie, { ...body, newEmail: "second@example.com" })).status).toBe(202);
    // Only the newest link works.
    expect((await pressConfirm(first)).status).toBe(404);
    const second = confirmToken((await emailsTo("second@example.com"))[0]!.text);
    await env.DB.prepare("update account_links set expires_at = ? where purpose = 'email_change'")
      .bind(Date.now() - 1)
      .run();
    expect((await openLink(second)).status).toBe(404);
    expect((await pressConfirm(second)).status).toBe(404);
    expect(await accountEmail(max.id)).toBe("max@example.com");

    expect((await changeEmail(cookie, { ...body, newEmail: "third@example.com" })).status).toBe(202);
    const third = confirmToken((await emailsTo("third@example.com"))[0]!.text);
    const changed = await api("/api/auth/password", {
      method: "POST",
      cookie,
      body: { currentPassword: "max-password", newPassword: "quiet-harbour-lantern-47" },
    });
    expect(changed.status).toBe(200);
    expect((await pressConfirm(third)).status).toBe(404);
    expect(await accountEmail(max.id)).toBe("max@example.com");
  });
});
