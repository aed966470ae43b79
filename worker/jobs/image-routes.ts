import { Hono } from "hono";
import { z } from "zod";
import { generateImage } from "../content/image-store";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { findJob } from "./search-store";
import { setJobImage } from "./store";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** The spec's body of POST /api/generate-image/job, and the job whose image it becomes (when named). */
const jobImageSchema = z.object({
  title: text("Title", 200).min(1, "Title is required"),
  description: text("Description", 20_000).default(""),
  industry: text("Industry", 60).default(""),
  company: text("Company", 200).default(""),
  jobId: text("Job id", 64).min(1, "Job id must not be empty").optional(),
});

/**
 * POST /api/generate-image/job (area jobs): an image made as the article covers are (Workers AI's when bound, else
 * the drawn SVG cover: the same honest stand-in), stored in R2; the answer holds imageUrl. Given a jobId, the image
 * becomes that job's (decision 079: the picture of its page's social card); an unknown job is a 404 before anything
 * is made.
 */
export const jobImageRoutes = new Hono<AppEnv>().post("/job", validate("json", jobImageSchema), async (c) => {
  const { title, description, industry, company, jobId } = c.req.valid("json");
  const job = jobId ? await findJob(c.var.db, jobId) : undefined;
  if (jobId && !job) throw new ApiError(404, "not_found", "No such job.");
  // A confidential search's client is not named even to the image model: the picture may be shared.
  const employer = job?.confidential || !company ? "" : ` at ${company}`;
  const subject = {
    title,
    label: industry || "Job opening",
    prompt: `Professional photograph for a job opening: ${title}${employer}${industry ? ` (${industry})` : ""}. ${description.slice(0, 300)} Modern workplace, natural light, no text, no logos.`,
  };
  const imageUrl = await generateImage(c.env, actorOf(c), subject, { for: "job", title, jobId });
  const updated = jobId ? await setJobImage(c.var.db, actorOf(c), jobId, imageUrl) : undefined;
  if (jobId && !updated) throw new ApiError(404, "not_found", "No such job.");
  return reply(c, "POST /api/generate-image/job", { imageUrl, job: updated ?? null }, 201);
});
