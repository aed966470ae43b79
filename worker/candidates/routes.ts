import { Hono } from "hono";
import { addCandidatesToJob, addCandidateToJob, jobToAddTo } from "../applications/add-store";
import { candidateProfileSchema } from "../contract/candidate-profile";
import {
  candidateAddToJobSchema,
  candidateListQuerySchema,
  candidateMergePreviewQuerySchema,
  candidateMergeSchema,
  candidateNoteSchema,
  candidatesAddToJobSchema,
  candidateTagsSchema,
} from "../contract/candidates";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { addCandidateNote } from "./note-store";
import { candidateSkillSuggestions, updateCandidateProfile } from "./profile-store";
import { candidateListPage, findCandidate, mergeCandidate, previewMerge, setCandidateTags } from "./store";

const notFound = () => new ApiError(404, "not_found", "No such candidate.");

/** Candidates for staff (issue 17). Area: candidates (worker/http/access-policy.ts). Mounted at /api/admin/candidates. */
export const candidateRoutes = new Hono<AppEnv>()
  .get("/", validate("query", candidateListQuerySchema), async (c) => {
    return pagedReply(
      c,
      "GET /api/admin/candidates",
      await candidateListPage(c.var.db, c.req.valid("query"), new Date()),
    );
  })
  // "Add to job" for the list's selection (issue 44): each candidate's outcome, in the order sent.
  .post("/add-to-job", validate("json", candidatesAddToJobSchema), async (c) => {
    const { jobId, candidateIds } = c.req.valid("json");
    const job = await jobToAddTo(c.var.db, jobId);
    const { outcomes, deliveryIds } = await addCandidatesToJob(c.var.db, actorOf(c), candidateIds, job, new Date());
    dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
    const added = outcomes.filter((outcome) => outcome.outcome === "added").length;
    return reply(c, "POST /api/admin/candidates/add-to-job", { jobId, jobTitle: job.title, added, outcomes });
  })
  .post("/:id/applications", validate("param", idParamSchema), validate("json", candidateAddToJobSchema), async (c) => {
    const job = await jobToAddTo(c.var.db, c.req.valid("json").jobId);
    const { application, deliveryId } = await addCandidateToJob(
      c.var.db,
      actorOf(c),
      c.req.valid("param").id,
      job,
      new Date(),
    );
    dispatchDeliveries(c.env, c.executionCtx, deliveryId ? [deliveryId] : []);
    return reply(c, "POST /api/admin/candidates/:id/applications", application, 201);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const candidate = await findCandidate(c.var.db, c.req.valid("param").id, new Date());
    if (!candidate) throw notFound();
    return reply(c, "GET /api/admin/candidates/:id", candidate);
  })
  // What the candidate offers (issue 46): only the fields named change.
  .patch("/:id", validate("param", idParamSchema), validate("json", candidateProfileSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await updateCandidateProfile(c.var.db, actorOf(c), id, c.req.valid("json"), new Date()))) throw notFound();
    const candidate = await findCandidate(c.var.db, id, new Date());
    if (!candidate) throw notFound();
    return reply(c, "PATCH /api/admin/candidates/:id", candidate);
  })
  .get("/:id/skill-suggestions", validate("param", idParamSchema), async (c) => {
    const suggestions = await candidateSkillSuggestions(c.var.db, c.req.valid("param").id);
    if (!suggestions) throw notFound();
    return reply(c, "GET /api/admin/candidates/:id/skill-suggestions", { suggestions });
  })
  .get(
    "/:id/merge-preview",
    validate("param", idParamSchema),
    validate("query", candidateMergePreviewQuerySchema),
    async (c) => {
      const preview = await previewMerge(c.var.db, c.req.valid("param").id, c.req.valid("query").into);
      if (!preview) throw notFound();
      return reply(c, "GET /api/admin/candidates/:id/merge-preview", preview);
    },
  )
  .post("/:id/merge", validate("param", idParamSchema), validate("json", candidateMergeSchema), async (c) => {
    const merged = await mergeCandidate(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json").intoId);
    if (!merged) throw notFound();
    return reply(c, "POST /api/admin/candidates/:id/merge", merged);
  })
  .post("/:id/notes", validate("param", idParamSchema), validate("json", candidateNoteSchema), async (c) => {
    const note = await addCandidateNote(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json").body);
    if (!note) throw notFound();
    return reply(c, "POST /api/admin/candidates/:id/notes", note, 201);
  })
  .put("/:id/tags", validate("param", idParamSchema), validate("json", candidateTagsSchema), async (c) => {
    const tagged = await setCandidateTags(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json").tags);
    if (!tagged) throw notFound();
    return reply(c, "PUT /api/admin/candidates/:id/tags", tagged);
  });
