import { IMAGE_JPEG_QUALITY, IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from "#contract/images";

/** The size that fits `width` x `height` inside a `max` x `max` box, keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, max = IMAGE_MAX_DIMENSION): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type ImageCheck = { ok: true } | { ok: false; title: string; description: string };

/** The spec's checks before upload (section 5): an image type, under 5 MB, with its exact messages. */
export function checkImageFile(file: { type: string; size: number }): ImageCheck {
  if (!file.type.startsWith("image/"))
    return { ok: false, title: "Invalid file type", description: "Please select an image file" };
  if (file.size >= IMAGE_MAX_BYTES)
    return { ok: false, title: "File too large", description: "Image must be less than 5MB" };
  return { ok: true };
}

/** A file that claims to be an image but cannot be decoded as one (damaged, or not what its type says). */
export class ImageReadError extends Error {
  constructor() {
    super("Failed to read image file");
  }
}

/**
 * Resizes an image file to fit 800x800 and re-encodes it as JPEG at quality 0.8 with a canvas (spec section 9).
 * Throws ImageReadError when the file cannot be decoded.
 */
export async function compressImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new ImageReadError();
  });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  // JPEG has no transparency: a white background instead of black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("Failed to process image"))),
      "image/jpeg",
      IMAGE_JPEG_QUALITY,
    ),
  );
}
