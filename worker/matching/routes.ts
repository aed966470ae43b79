import { Hono } from "hono";
import { candidateMatchesQuerySchema, jobMatchesQuerySchema } from "../contract/match-queries";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { pagedReply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { candidateJobMatches, candidateToMatch } from "./jobs-store";
import { jobMatches, jobToMatch } from "./store";

/**
 * Matching (issue 46 items 4 and 5): a job order's candidates and a candidate's open jobs, ranked with their reasons
 * and restrictions. Area: candidates (worker/http/access-policy.ts). Mounted at /api/admin.
 */
export const matchingRoutes = new Hono<AppEnv>()
  .get("/jobs/:id/matches", validate("param", idParamSchema), validate("query", jobMatchesQuerySchema), async (c) => {
    const job = await jobToMatch(c.var.db, c.req.valid("param").id);
    if (!job) throw new ApiError(404, "not_found", "No such job.");
    return pagedReply(
      c,
      "GET /api/admin/jobs/:id/matches",
      await jobMatches(c.var.db, job, c.req.valid("query"), new Date()),
    );
  })
  .get(
    "/candidates/:id/matches",
    validate("param", idParamSchema),
    validate("query", candidateMatchesQuerySchema),
    async (c) => {
      const candidate = await candidateToMatch(c.var.db, c.req.valid("param").id);
      if (!candidate) throw new ApiError(404, "not_found", "No such candidate.");
      return pagedReply(
        c,
        "GET /api/admin/candidates/:id/matches",
        await candidateJobMatches(c.var.db, candidate, c.req.valid("query"), new Date()),
      );
    },
  );
