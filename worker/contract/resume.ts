import type { ResumeKind } from "./forms";

/**
 * What a resume file really is, read from its first bytes: the extension and the declared type are the sender's
 * word, the bytes are not. PDF starts "%PDF-", a Word 97-2003 .doc is an OLE2 compound file (D0 CF 11 E0 A1 B1 1A
 * E1), a .docx is a zip ("PK\x03\x04").
 */
export function resumeKindFromBytes(head: Uint8Array): ResumeKind | "docx-or-zip" | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "docx-or-zip";
  return null;
}

/** Whether a file's first bytes match the kind its name claims (a .docx must be a zip, the format Word writes). */
export function resumeBytesMatch(kind: ResumeKind, head: Uint8Array): boolean {
  const found = resumeKindFromBytes(head);
  return kind === "docx" ? found === "docx-or-zip" : found === kind;
}

/** The first bytes `resumeKindFromBytes` needs. */
export const RESUME_MAGIC_LENGTH = 8;

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}
