import { z } from "zod";
import type { FieldIssue } from "../../contract/errors";
import { RESUME_KINDS, RESUME_MAX_BYTES } from "../../contract/forms";
import { RESUME_MAGIC_LENGTH, resumeKindFromBytes } from "../../contract/resume";
import { ApiError, validationError } from "../../http/errors";

/**
 * ZipRecruiter's apply webhook (decision 104): when someone applies to one of our jobs on ZipRecruiter, it POSTs the
 * application as JSON to /api/board-applications/ziprecruiter, signed with the secret exchanged with ZipRecruiter.
 * This reads the post; the application then goes through the site's one intake (worker/applications/intake.ts).
 */

/** The header carrying the signature: hex HMAC-SHA256 of the raw body, keyed with the shared secret. */
export const ZIPRECRUITER_SIGNATURE_HEADER = "X-ZipRecruiter-Signature";

/** What the route answers while no secret is set: nothing can be checked, so nothing is taken. */
export const ZIPRECRUITER_NOT_CONFIGURED = "ZipRecruiter applications are not connected: no shared secret is set up.";

async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The signature ZipRecruiter sends with `body` (what its tests and ours compute). */
export const zipRecruiterSignature = hmacSha256Hex;

/** Whether `received` is the body's signature, compared in constant time (upper- or lower-case hex). */
export async function isValidZipRecruiterSignature(
  secret: string,
  body: string,
  received: string | undefined,
): Promise<boolean> {
  if (!received) return false;
  const expected = new TextEncoder().encode(await hmacSha256Hex(secret, body));
  const given = new TextEncoder().encode(received.trim().toLowerCase());
  if (expected.byteLength !== given.byteLength) return false;
  return crypto.subtle.timingSafeEqual(expected, given);
}

const text = (name: string) => z.string({ error: `${name} must be text` }).optional();

/** The post's fields we read; ZipRecruiter may send more (its ids, screening answers), which are not kept. */
const payloadSchema = z.object({
  job_id: z.string({ error: "job_id is required" }).trim().min(1, "job_id is required"),
  name: text("name"),
  first_name: text("first_name"),
  last_name: text("last_name"),
  email: z.string({ error: "email is required" }),
  phone: z.string({ error: "phone is required" }),
  /** The resume file, base64. */
  resume: text("resume").nullable(),
});

/** Our application fields by the post's names, so a refusal names the field ZipRecruiter sent. */
const POSTED_NAMES: Record<string, string> = {
  firstName: "first_name",
  lastName: "last_name",
  jobId: "job_id",
};

/** A refusal's issues renamed to the post's fields. */
export function asPostedIssues(issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.map((issue) => ({ ...issue, path: POSTED_NAMES[issue.path] ?? issue.path }));
}

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join(".") || "body", message: issue.message }));
}

/** "Ann Marie Lee" as first "Ann Marie", last "Lee", for a post that sends the whole name only. */
function splitName(name: string | undefined): { first: string; last: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { first: words.slice(0, -1).join(" ") || (words[0] ?? ""), last: words.length > 1 ? words.at(-1)! : "" };
}

/** Base64 of at most the resume cap (4 characters carry 3 bytes), so a huge one is refused before decoding. */
const RESUME_BASE64_MAX = Math.ceil(RESUME_MAX_BYTES / 3) * 4;

/** The resume as a file named by what its bytes are (PDF, DOC or DOCX), or a 415 naming `resume`. */
function resumeFile(base64: string): File {
  const refuse = (status: 413 | 415, message: string) =>
    new ApiError(status, status === 413 ? "payload_too_large" : "unsupported_media_type", message, [
      { path: "resume", message },
    ]);
  if (base64.length > RESUME_BASE64_MAX) throw refuse(413, "The resume must be at most 5 MB");
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(base64.replace(/\s+/g, "")), (char) => char.charCodeAt(0));
  } catch {
    throw refuse(415, "The resume must be a base64-encoded file");
  }
  const found = resumeKindFromBytes(bytes.subarray(0, RESUME_MAGIC_LENGTH));
  const kind = found === "docx-or-zip" ? "docx" : found;
  if (!kind) throw refuse(415, "The resume must be a PDF, DOC or DOCX file");
  return new File([bytes], `resume.${kind}`, { type: RESUME_KINDS[kind] });
}

/**
 * The post as our application's fields and its resume file: 400 for malformed JSON or a missing field (named as
 * ZipRecruiter names it), 413 or 415 for a resume too large or of another kind.
 */
export function readZipRecruiterApplication(body: string): { fields: Record<string, unknown>; resume: File | null } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ApiError(400, "bad_request", "Malformed JSON in request body.");
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) throw validationError(issuesOf(parsed.error));
  const post = parsed.data;
  const whole = splitName(post.name);
  return {
    fields: {
      firstName: post.first_name ?? whole.first,
      lastName: post.last_name ?? whole.last,
      email: post.email,
      phone: post.phone,
      jobId: post.job_id,
    },
    resume: post.resume ? resumeFile(post.resume) : null,
  };
}
