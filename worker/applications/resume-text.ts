import { strFromU8, unzipSync } from "fflate";
import type { ResumeKind } from "../contract/forms";

/**
 * The words of a resume file, for the applications' search index (issue 17). PDFs are read with unpdf (pdf.js built
 * for serverless runtimes), DOCX files by unzipping `word/document.xml`; a legacy .doc is not read at all.
 */

/** Text kept per resume: a resume is a few thousand words; the cap keeps a padded file from bloating the row. */
export const RESUME_TEXT_MAX_CHARS = 100_000;
/** The largest `word/document.xml` we inflate: its declared size, so a zip bomb is refused before it is unpacked. */
const DOCX_XML_MAX_BYTES = 20 * 1024 * 1024;

/** The kinds whose text we can read. */
export function canExtractText(kind: ResumeKind): kind is "pdf" | "docx" {
  return kind === "pdf" || kind === "docx";
}

/** What reading a file came to: its text, or why there is none (a damaged, encrypted or image-only file). */
export type ExtractedText = { ok: true; text: string } | { ok: false; reason: string };

/** The words of a PDF or DOCX file. Never throws: any failure of the file's own bytes is a reason. */
export async function extractResumeText(kind: "pdf" | "docx", bytes: Uint8Array): Promise<ExtractedText> {
  let raw: string;
  try {
    raw = kind === "pdf" ? await pdfText(bytes) : docxText(bytes);
  } catch (error) {
    return { ok: false, reason: `The ${kind.toUpperCase()} file could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = tidy(raw);
  if (!text) return { ok: false, reason: `The ${kind.toUpperCase()} file has no text (a scanned image?)` };
  return { ok: true, text };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  // Loaded on first use: pdf.js is large, and only the queue consumer needs it.
  const { extractText } = await import("unpdf");
  // Given the bytes (not a document proxy), unpdf destroys the document it opened once the text is read.
  const { text } = await extractText(bytes, { mergePages: true });
  return text;
}

function docxText(bytes: Uint8Array): string {
  const entries = unzipSync(bytes, { filter: (file) => file.name === "word/document.xml" && file.originalSize <= DOCX_XML_MAX_BYTES });
  const xml = entries["word/document.xml"];
  if (!xml) throw new Error("it has no word/document.xml (or it is too large)");
  return documentXmlText(strFromU8(xml));
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The text of a WordprocessingML body: the runs' `<w:t>` text, a space for tabs and breaks, a line per paragraph.
 *
 * @example documentXmlText('<w:p><w:r><w:t>Ann &amp; co</w:t></w:r></w:p>') // "Ann & co\n"
 */
export function documentXmlText(xml: string): string {
  return xml
    .replace(/<\/w:p>/g, "\n")
    .replace(/<w:(?:tab|br|cr)\b[^>]*\/>/g, " ")
    .replace(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<[^>]*>/g, (_tag, text: string | undefined) => text ?? "")
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name) return XML_ENTITIES[name] ?? entity;
      const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

/** Control characters out, runs of spaces folded, lines kept; capped at RESUME_TEXT_MAX_CHARS. */
function tidy(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim()
    .slice(0, RESUME_TEXT_MAX_CHARS);
}
