import { Hono } from "hono";
import { z } from "zod";
import { IMAGE_MAX_BYTES, type ImageUploadResult } from "../contract/content";
import { COMPANY } from "../contract/company";
import { createDb } from "../db/client";
import { coverSvg } from "../domain/svg-cover";
import type { AppEnv, Bindings } from "../env";
import { activityLog, actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";

/** The image model used when Workers AI is bound (returns a base64 JPEG). */
export const IMAGE_MODEL = "@cf/black-forest-labs/flux-1-schnell";

const TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
} as const;
type Extension = keyof typeof TYPES;

/** What an uploaded file really is, by its first bytes; SVG is never accepted from uploads (it can carry script). */
export function sniffImage(bytes: Uint8Array): Exclude<Extension, "svg"> | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "webp";
  return undefined;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores bytes in R2 under their SHA-256 (the same image is stored once) and answers its public URL. */
async function storeImage(bucket: R2Bucket, bytes: Uint8Array<ArrayBuffer>, extension: Extension): Promise<string> {
  const key = `${await sha256Hex(bytes)}.${extension}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: TYPES[extension] } });
  return `/images/${key}`;
}

/** A cover image: the Workers AI image model when bound (falling back on error), else a generated SVG. */
async function generateCover(env: Bindings, subject: { title: string; label: string; prompt: string }): Promise<string> {
  if (env.AI) {
    try {
      const answer = await env.AI.run(IMAGE_MODEL, { prompt: subject.prompt, steps: 4 });
      if (answer.image) {
        const bytes = Uint8Array.from(atob(answer.image), (c) => c.charCodeAt(0));
        const extension = sniffImage(bytes);
        if (extension) return storeImage(env.IMAGES, bytes, extension);
      }
    } catch (error) {
      console.warn(JSON.stringify({ level: "warn", message: "image model failed, drawing an SVG cover", error: String(error) }));
    }
  }
  return storeImage(env.IMAGES, new Uint8Array(new TextEncoder().encode(coverSvg(subject))), "svg");
}

const articleImageSchema = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  content: z.string().max(100_000).default(""),
  category: z.string().trim().max(60).default("Career Resources"),
});

const jobImageSchema = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  description: z.string().max(20_000).default(""),
  industry: z.string().trim().max(60).default(""),
  company: z.string().trim().max(120).default(""),
});

/** POST /api/images (area content): one image in the body, at most 5 MB, a real JPEG, PNG, GIF or WebP. */
export const imageUploadRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > IMAGE_MAX_BYTES) throw new ApiError(413, "file_too_large", "Image must be less than 5MB");
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new ApiError(413, "file_too_large", "Image must be less than 5MB");
  if (bytes.byteLength === 0) throw new ApiError(400, "validation_failed", "Please select an image file", [{ path: "file", message: "Please select an image file" }]);
  const extension = sniffImage(bytes);
  if (!extension) throw new ApiError(415, "invalid_file_type", "Please select an image file (JPEG, PNG, GIF or WebP)");
  const imageUrl = await storeImage(c.env.IMAGES, bytes, extension);
  await activityLog(actorOf(c), createDb(c.env.DB), { action: "image.upload", entityType: "image", entityId: imageUrl, details: { bytes: bytes.byteLength } });
  return c.json({ imageUrl } satisfies ImageUploadResult, 201);
});

/** POST /api/generate-image/article and /job (area content): a cover stored in R2; the answer holds imageUrl. */
export const generateImageRoutes = new Hono<AppEnv>()
  .post("/article", validate("json", articleImageSchema), async (c) => {
    const { title, category, content } = c.req.valid("json");
    const imageUrl = await generateCover(c.env, {
      title,
      label: category,
      prompt: `Editorial cover photograph for a professional article titled "${title}" (${category}). ${content.slice(0, 300)} Modern office, natural light, no text.`,
    });
    await activityLog(actorOf(c), createDb(c.env.DB), { action: "image.generate", entityType: "image", entityId: imageUrl, details: { for: "article", title } });
    return c.json({ imageUrl } satisfies ImageUploadResult, 201);
  })
  .post("/job", validate("json", jobImageSchema), async (c) => {
    const { title, industry, company } = c.req.valid("json");
    const imageUrl = await generateCover(c.env, {
      title,
      label: industry || company || COMPANY.shortName,
      prompt: `Professional photograph representing a ${title} role${industry ? ` in ${industry}` : ""}. Modern workplace, natural light, no text.`,
    });
    await activityLog(actorOf(c), createDb(c.env.DB), { action: "image.generate", entityType: "image", entityId: imageUrl, details: { for: "job", title } });
    return c.json({ imageUrl } satisfies ImageUploadResult, 201);
  });

const KEY = /^[0-9a-f]{64}\.(jpg|png|gif|webp|svg)$/;

/**
 * GET /images/{key}: the stored image from R2, cached for a year (keys are content hashes, so they never change),
 * with nosniff, and for SVG a CSP that allows no script at all.
 */
export const imageFileRoutes = new Hono<AppEnv>().get("/:key", async (c) => {
  const key = c.req.param("key");
  const match = KEY.exec(key);
  if (!match) return c.notFound();
  const object = await c.env.IMAGES.get(key);
  if (!object) return c.notFound();
  const extension = match[1] as Extension;
  const headers = new Headers({
    "Content-Type": TYPES[extension],
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    ETag: object.httpEtag,
  });
  if (extension === "svg") headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  return new Response(object.body, { headers });
});
