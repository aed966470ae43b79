import type { Context } from "hono";
import { Hono } from "hono";
import {
  notificationListQuerySchema,
  notificationPreferencesUpdateSchema,
  notificationReadSchema,
} from "../contract/notifications";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { validate } from "../http/validate";
import {
  countUnreadNotifications,
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  updateNotificationPreferences,
} from "./store";

/** The caller, whom the access check (any signed-in staff, worker/http/access-policy.ts) has already required. */
const me = (c: Context<AppEnv>) => requireStaff(c).user;

/**
 * Each staff user's own notifications and notification preferences. Mounted at /api/staff; every signed-in staff
 * user may use them, each only for themselves.
 */
export const staffNotificationRoutes = new Hono<AppEnv>()
  .get("/notifications", validate("query", notificationListQuerySchema), async (c) => {
    const page = await listNotifications(c.var.db, me(c).id, c.req.valid("query"));
    return pagedReply(c, "GET /api/staff/notifications", page);
  })
  .get("/notifications/unread-count", async (c) =>
    reply(c, "GET /api/staff/notifications/unread-count", {
      unread: await countUnreadNotifications(c.var.db, me(c).id),
    }),
  )
  .post("/notifications/read", validate("json", notificationReadSchema), async (c) => {
    const { ids, all } = c.req.valid("json");
    const marked = await markNotificationsRead(c.var.db, me(c).id, all ? undefined : ids, new Date());
    return reply(c, "POST /api/staff/notifications/read", { marked });
  })
  .get("/notification-preferences", async (c) =>
    reply(c, "GET /api/staff/notification-preferences", await getNotificationPreferences(c.var.db, me(c))),
  )
  .put("/notification-preferences", validate("json", notificationPreferencesUpdateSchema), async (c) => {
    const saved = await updateNotificationPreferences(c.var.db, actorOf(c), me(c), c.req.valid("json"));
    return reply(c, "PUT /api/staff/notification-preferences", saved);
  });
