import { createDb } from "../db/client";
import { coverSvg } from "../domain/svg-cover";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";

/** Images in the IMAGES bucket (R2): uploads and generated covers, each recorded in the activity log. */

interface CoverSubject {
  title: string;
  label: string;
  prompt: string;
}

/** The image model used when Workers AI is bound (returns a base64 JPEG). */
export const IMAGE_MODEL = "@cf/black-forest-labs/flux-1-schnell";

export const IMAGE_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** What an uploaded file really is, by its first bytes; SVG is never accepted from uploads (it can carry script). */
export function sniffImage(bytes: Uint8Array): Exclude<ImageExtension, "svg"> | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return "webp";
  return undefined;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores bytes in R2 under their SHA-256 (the same image is stored once) and answers its public URL. */
async function storeImage(
  bucket: R2Bucket,
  bytes: Uint8Array<ArrayBuffer>,
  extension: ImageExtension,
): Promise<string> {
  const key = `${await sha256Hex(bytes)}.${extension}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: IMAGE_TYPES[extension] } });
  return `/images/${key}`;
}

/** A cover image: the Workers AI image model when bound (falling back on error), else a generated SVG. */
async function generateCover(env: Bindings, subject: CoverSubject): Promise<string> {
  if (env.AI) {
    try {
      const answer = await env.AI.run(IMAGE_MODEL, { prompt: subject.prompt, steps: 4 });
      if (answer.image) {
        const bytes = Uint8Array.from(atob(answer.image), (c) => c.charCodeAt(0));
        const extension = sniffImage(bytes);
        if (extension) return storeImage(env.IMAGES, bytes, extension);
      }
    } catch (error) {
      console.warn(
        JSON.stringify({ level: "warn", message: "image model failed, drawing an SVG cover", error: String(error) }),
      );
    }
  }
  return storeImage(env.IMAGES, new Uint8Array(new TextEncoder().encode(coverSvg(subject))), "svg");
}

export async function saveUploadedImage(
  env: Bindings,
  actor: Actor,
  bytes: Uint8Array<ArrayBuffer>,
  extension: Exclude<ImageExtension, "svg">,
): Promise<string> {
  const imageUrl = await storeImage(env.IMAGES, bytes, extension);
  await activityLog(actor, createDb(env.DB), {
    action: "image.upload",
    entityType: "image",
    entityId: imageUrl,
    details: { bytes: bytes.byteLength },
  });
  return imageUrl;
}

/** A generated cover for an article or a job; `details` go to the activity log. */
export async function generateImage(
  env: Bindings,
  actor: Actor,
  subject: CoverSubject,
  details: { for: "article" | "job"; title: string; jobId?: string },
): Promise<string> {
  const imageUrl = await generateCover(env, subject);
  await activityLog(actor, createDb(env.DB), {
    action: "image.generate",
    entityType: "image",
    entityId: imageUrl,
    details,
  });
  return imageUrl;
}
