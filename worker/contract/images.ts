import type { JobView } from "./job-listing";

/** Images uploaded or generated for articles and job orders (spec section 9). */

/** The image upload limit (spec section 9): at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The SPA resizes uploads to fit this box and re-encodes them as JPEG at IMAGE_JPEG_QUALITY (spec section 9). */
export const IMAGE_MAX_DIMENSION = 800;
export const IMAGE_JPEG_QUALITY = 0.8;

export interface ImageUploadResult {
  imageUrl: string;
}

/** POST /api/generate-image/job: the image, and the job it was set on when the request named one. */
export interface JobImageResult extends ImageUploadResult {
  job: JobView | null;
}
