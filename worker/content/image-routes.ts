import { Hono } from "hono";
import { z } from "zod";
import { IMAGE_MAX_BYTES } from "../contract/images";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { generateImage, IMAGE_TYPES, type ImageExtension, saveUploadedImage, sniffImage } from "./image-store";

const articleImageSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  content: z.string().max(100_000).default(""),
  category: z.string().trim().max(60).default("Career Resources"),
});

/** POST /api/images (area content): one image in the body, at most 5 MB, a real JPEG, PNG, GIF or WebP. */
export const imageUploadRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > IMAGE_MAX_BYTES) throw new ApiError(413, "file_too_large", "Image must be less than 5MB");
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new ApiError(413, "file_too_large", "Image must be less than 5MB");
  if (bytes.byteLength === 0)
    throw new ApiError(400, "validation_failed", "Please select an image file", [
      { path: "file", message: "Please select an image file" },
    ]);
  const extension = sniffImage(bytes);
  if (!extension) throw new ApiError(415, "invalid_file_type", "Please select an image file (JPEG, PNG, GIF or WebP)");
  const imageUrl = await saveUploadedImage(c.env, actorOf(c), bytes, extension);
  return reply(c, "POST /api/images", { imageUrl }, 201);
});

/** POST /api/generate-image/article (area content): a cover stored in R2; the answer holds imageUrl. */
export const generateImageRoutes = new Hono<AppEnv>().post(
  "/article",
  validate("json", articleImageSchema),
  async (c) => {
    const { title, category, content } = c.req.valid("json");
    const subject = {
      title,
      label: category,
      prompt: `Editorial cover photograph for a professional article titled "${title}" (${category}). ${content.slice(0, 300)} Modern office, natural light, no text.`,
    };
    const imageUrl = await generateImage(c.env, actorOf(c), subject, { for: "article", title });
    return reply(c, "POST /api/generate-image/article", { imageUrl }, 201);
  },
);

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
  const extension = match[1] as ImageExtension;
  const headers = new Headers({
    "Content-Type": IMAGE_TYPES[extension],
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    ETag: object.httpEtag,
  });
  if (extension === "svg") headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  return new Response(object.body, { headers });
});
