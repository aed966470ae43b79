import { Hono } from "hono";
import { z } from "zod";
import { emailChangeSchema, mfaCodeSchema, passwordChangeSchema, profileUpdateSchema } from "../contract/staff-account";
import { pagingFields } from "../contract/zod";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { STAFF_CACHE_CONTROL } from "../http/access";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { clearSessionCookie, requireStaff, sessionSecret } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { ownEmail, requestEmailChange } from "./email-change";
import { disableMfa, enableMfa, startMfaSetup } from "./mfa-store";
import { changePassword } from "./own-password-store";
import { endOtherSessions, endOwnSession, ownSessionsPage } from "./sessions-store";
import { ownTrustedBrowsers, revokeAllTrustedBrowsers, revokeTrustedBrowser } from "./trusted-browsers";
import { updateUser } from "./user-update-store";

const sessionsQuery = z.object(pagingFields(20, 50));

/**
 * Each signed-in staff member's own account: full name and signature, password, email address, two-factor, trusted
 * browsers and sessions (the account page). Under /api/auth,
 * so a session that must change its password or enrol first can still reach them; each route checks the session.
 */
export const accountRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", STAFF_CACHE_CONTROL);
  })
  .post("/password", validate("json", passwordChangeSchema), async (c) => {
    const staff = requireStaff(c);
    await changePassword(c.var.db, actorOf(c), staff, c.req.valid("json"));
    return reply(c, "POST /api/auth/password", { ok: true });
  })
  // The user's own name and signature: only those two fields, whatever else the body holds (the schema is strict).
  .put("/profile", validate("json", profileUpdateSchema), async (c) => {
    const staff = requireStaff(c);
    return reply(
      c,
      "PUT /api/auth/profile",
      await updateUser(c.var.db, actorOf(c), staff.user.id, c.req.valid("json")),
    );
  })
  .get("/email", async (c) => {
    const staff = requireStaff(c);
    return reply(c, "GET /api/auth/email", await ownEmail(c.var.db, staff.user));
  })
  .post("/email", validate("json", emailChangeSchema), async (c) => {
    const staff = requireStaff(c);
    const asked = await requestEmailChange(
      c.var.db,
      actorOf(c),
      sessionSecret(c),
      staff,
      c.req.valid("json"),
      siteOrigin(c.env, c.req.url),
    );
    dispatchDeliveries(c.env, c.executionCtx, asked.deliveryIds);
    return reply(c, "POST /api/auth/email", asked.view, 202);
  })
  .post("/mfa/setup", async (c) => {
    const staff = requireStaff(c);
    return reply(c, "POST /api/auth/mfa/setup", await startMfaSetup(c.var.db, sessionSecret(c), staff.user));
  })
  .post("/mfa/enable", validate("json", mfaCodeSchema), async (c) => {
    const staff = requireStaff(c);
    const backupCodes = await enableMfa(c.var.db, actorOf(c), sessionSecret(c), staff, c.req.valid("json").code);
    return reply(c, "POST /api/auth/mfa/enable", { backupCodes });
  })
  .post("/mfa/disable", validate("json", mfaCodeSchema), async (c) => {
    const staff = requireStaff(c);
    await disableMfa(c.var.db, actorOf(c), sessionSecret(c), staff.user, c.req.valid("json").code);
    return reply(c, "POST /api/auth/mfa/disable", { ok: true });
  })
  .get("/sessions", validate("query", sessionsQuery), async (c) => {
    const staff = requireStaff(c);
    const { limit, offset } = c.req.valid("query");
    return pagedReply(c, "GET /api/auth/sessions", await ownSessionsPage(c.var.db, staff, limit, offset));
  })
  .delete("/sessions", async (c) => {
    const staff = requireStaff(c);
    return reply(c, "DELETE /api/auth/sessions", {
      ok: true,
      ended: await endOtherSessions(c.var.db, actorOf(c), staff),
    });
  })
  .get("/trusted-browsers", async (c) => {
    const staff = requireStaff(c);
    return reply(c, "GET /api/auth/trusted-browsers", await ownTrustedBrowsers(c.var.db, staff.user.id));
  })
  .delete("/trusted-browsers", async (c) => {
    const staff = requireStaff(c);
    return reply(c, "DELETE /api/auth/trusted-browsers", {
      ok: true,
      ended: await revokeAllTrustedBrowsers(c.var.db, actorOf(c), staff.user.id),
    });
  })
  .delete("/trusted-browsers/:id", validate("param", idParamSchema), async (c) => {
    const staff = requireStaff(c);
    const { id } = c.req.valid("param");
    await revokeTrustedBrowser(c.var.db, actorOf(c), staff.user.id, id);
    return reply(c, "DELETE /api/auth/trusted-browsers/:id", { ok: true, id });
  })
  .delete("/sessions/:id", validate("param", idParamSchema), async (c) => {
    const staff = requireStaff(c);
    const { id } = c.req.valid("param");
    await endOwnSession(c.var.db, actorOf(c), staff, id);
    if (id === staff.sessionId) clearSessionCookie(c);
    return reply(c, "DELETE /api/auth/sessions/:id", { ok: true, id });
  });
