import type { Bindings } from "../env";
import { inboundAttachmentKey } from "../privacy/private-files";
import type { StoredAttachment } from "./inbound-store";

/**
 * Which files of a received email are kept beside its original, and how the rest are named (issue 42 item 3): a
 * message may carry thousands of tiny files, and each kept one is an R2 object and an entry of its row. The original
 * (`mail/in/<id>.eml`) holds every file whatever is kept.
 */

/** Files of one message kept as objects of their own; the rest are listed "not kept". */
export const INBOUND_ATTACHMENTS_MAX_COUNT = 10;
/** Bytes of one message's files kept as objects of their own. */
export const INBOUND_ATTACHMENTS_MAX_BYTES = 8 * 1024 * 1024;
/** Names listed of the files not kept (or of an inbox message's files); the others are counted. */
export const INBOUND_ATTACHMENTS_NAMES_LISTED = 20;

/** A file as postal-mime reads it. */
interface ParsedFile {
  filename: string | null;
  mimeType: string;
  disposition: string | null;
  content: ArrayBuffer | Uint8Array | string;
}

/** A file to keep: its entry on the row, and its bytes to write once the row is written. */
export interface KeptFile extends StoredAttachment {
  content: Uint8Array;
}

export interface ChosenFiles {
  kept: KeptFile[];
  /** The files not kept: how many, and the first names. */
  notKept: { count: number; names: string[] };
}

/** A file name fit for an R2 key and a download: no path, no control characters, at most 100 characters. */
export function safeFileName(name: string | null, index: number): string {
  const base = (name ?? "").split(/[\\/]/).at(-1) ?? "";
  const cleaned = base
    .replace(/[^\w.\- ()]+/g, "_")
    .trim()
    .slice(-100);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : `attachment-${index + 1}`;
}

/** The files a message carries: its attachments, not the inline images of its body. */
export function attachedFiles<File extends ParsedFile>(files: readonly File[]): File[] {
  return files.filter((file) => file.disposition !== "inline");
}

/** The first files, in order, within the count and the bytes; the others named as not kept. */
export function chooseAttachments(id: string, files: readonly ParsedFile[]): ChosenFiles {
  const kept: KeptFile[] = [];
  const notKept: ChosenFiles["notKept"] = { count: 0, names: [] };
  let bytes = 0;
  attachedFiles(files).forEach((file, index) => {
    const content = typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content;
    const size = content.byteLength;
    if (kept.length < INBOUND_ATTACHMENTS_MAX_COUNT && bytes + size <= INBOUND_ATTACHMENTS_MAX_BYTES) {
      const filename = safeFileName(file.filename, index);
      const key = inboundAttachmentKey(id, index + 1, filename);
      kept.push({ key, filename, contentType: file.mimeType.slice(0, 100), size, content: new Uint8Array(content) });
      bytes += size;
      return;
    }
    notKept.count++;
    if (notKept.names.length < INBOUND_ATTACHMENTS_NAMES_LISTED) notKept.names.push(safeFileName(file.filename, index));
  });
  return { kept, notKept };
}

/** Some names, then how many more: "a.pdf, b.pdf and 3 more". */
export function listedNames(names: readonly string[], total: number): string {
  const more = total - names.length;
  return more > 0 ? `${names.join(", ")} and ${more} more` : names.join(", ");
}

/** The line staff read under a reply whose files were not all kept, or "" when all were. */
export function notKeptLine({ notKept }: ChosenFiles): string {
  if (notKept.count === 0) return "";
  const limits = `more than ${INBOUND_ATTACHMENTS_MAX_COUNT} files or ${INBOUND_ATTACHMENTS_MAX_BYTES / 1024 / 1024} MB`;
  return `Attachments not kept (${limits}; they are in the original): ${listedNames(notKept.names, notKept.count)}`;
}

/**
 * The kept files' bytes in R2, once the row that lists them is written: a row that failed leaves no object nobody
 * can find. A file whose write fails stays listed; its reading reports it missing, and the original holds it.
 */
export async function putAttachments(env: Pick<Bindings, "RESUMES">, files: readonly KeptFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      try {
        await env.RESUMES.put(file.key, file.content, { httpMetadata: { contentType: file.contentType } });
      } catch (error) {
        console.error(JSON.stringify({ level: "error", event: "inbound_attachment_put_failed", key: file.key }), error);
      }
    }),
  );
}

/** The entries of the row: the kept files without their bytes. */
export function storedEntries(files: readonly KeptFile[]): StoredAttachment[] {
  return files.map(({ content: _content, ...entry }) => entry);
}
