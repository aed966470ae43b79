import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { JobPortalView } from "../contract/job-listing";
import { jobPortalUpdateSchema } from "../contract/jobs";
import { createDb } from "../db/client";
import { bumpPublicVersion } from "../db/public-version";
import { type JobPortal, jobPortals } from "../db/schema";
import { FEED_PORTALS, isFeedPortal } from "../domain/job-feeds";
import type { AppEnv } from "../env";
import { activityLog, actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { idParamSchema, validate } from "../http/validate";

function toJobPortalView(portal: JobPortal): JobPortalView {
  return { id: portal.id, name: portal.name, slug: portal.slug, isActive: portal.isActive, feedPath: isFeedPortal(portal.slug) ? FEED_PORTALS[portal.slug].path : null };
}

/** Job portals (Indeed, LinkedIn ...) and their active switch on the job page. Area: jobs. */
export const jobPortalRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await createDb(c.env.DB).select().from(jobPortals).orderBy(asc(jobPortals.name));
    return c.json(rows.map(toJobPortalView));
  })
  .put("/:id", validate("param", idParamSchema), validate("json", jobPortalUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { isActive } = c.req.valid("json");
    const db = createDb(c.env.DB);
    const [existing] = await db.select({ id: jobPortals.id }).from(jobPortals).where(eq(jobPortals.id, id)).limit(1);
    if (!existing) throw new ApiError(404, "not_found", "No such job portal.");
    const [[updated]] = await db.batch([
      db.update(jobPortals).set({ isActive }).where(eq(jobPortals.id, id)).returning(),
      // Switching a portal off empties its public feed.
      bumpPublicVersion(db),
      activityLog(actorOf(c), db, { action: "job_portal.update", entityType: "job_portal", entityId: id, details: { isActive } }),
    ]);
    return c.json(toJobPortalView(updated!));
  });
