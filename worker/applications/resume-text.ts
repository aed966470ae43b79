import { strFromU8, Unzip, UnzipInflate } from "fflate";
import type { ResumeKind } from "../contract/forms";
import { loadPdfReader } from "../lazy-modules";

/**
 * The words of a resume file, for the applications' search index (issue 17). PDFs are read with unpdf (pdf.js built
 * for serverless runtimes), DOCX files by unzipping `word/document.xml`; a legacy .doc is not read at all.
 */

/** Text kept per resume: a resume is a few thousand words; the cap keeps a padded file from bloating the row. */
export const RESUME_TEXT_MAX_CHARS = 100_000;
/**
 * The most of a `word/document.xml` we inflate: a resume's is well under 1 MB. Counted as it inflates, never read
 * from the zip's declared sizes, which a bomb lies about.
 */
export const DOCX_XML_MAX_BYTES = 5 * 1024 * 1024;
/** Compressed bytes inflated at a time: DEFLATE expands at most about 1032 times, so the cap is passed by 4 MB at most. */
const DOCX_STEP_BYTES = 4 * 1024;
/** Pages of a PDF we read: a resume is a few; a file of thousands is not one. */
export const PDF_MAX_PAGES = 50;

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
    return {
      ok: false,
      reason: `The ${kind.toUpperCase()} file could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const text = tidy(raw);
  if (!text) return { ok: false, reason: `The ${kind.toUpperCase()} file has no text (a scanned image?)` };
  return { ok: true, text };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  // Loaded on first use: pdf.js is large, and only the queue consumer needs it.
  const { getDocumentProxy } = await loadPdfReader();
  const pdf = await getDocumentProxy(bytes);
  try {
    if (pdf.numPages > PDF_MAX_PAGES)
      throw new Error(`it has ${pdf.numPages} pages, more than the ${PDF_MAX_PAGES} read`);
    const pages: string[] = [];
    let length = 0;
    // Page by page (as unpdf's extractText joins them), stopping once there is more text than is kept.
    for (let number = 1; number <= pdf.numPages && length <= RESUME_TEXT_MAX_CHARS; number++) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      const text = items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join("\n");
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * `word/document.xml` of a DOCX, inflated a step at a time and given up as soon as it passes DOCX_XML_MAX_BYTES,
 * so a zip bomb costs a bounded amount of CPU and memory whatever sizes it declares.
 */
function documentXmlOf(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let size = 0;
  let done = false;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    if (file.name !== "word/document.xml" || parts.length > 0 || done) return;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) failure = error;
      // biome-ignore lint/suspicious/noAssignInExpressions: the streaming read loop's usual shape
      else if ((size += chunk.length) > DOCX_XML_MAX_BYTES)
        failure = new Error(`its word/document.xml is over ${DOCX_XML_MAX_BYTES / 1024 / 1024} MB`);
      else {
        parts.push(chunk);
        done = final;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let offset = 0; offset < bytes.length && !done && !failure; offset += DOCX_STEP_BYTES) {
    unzip.push(bytes.subarray(offset, offset + DOCX_STEP_BYTES), offset + DOCX_STEP_BYTES >= bytes.length);
  }
  if (failure) throw failure;
  if (!done) throw new Error("it has no word/document.xml");
  const xml = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    xml.set(part, at);
    at += part.length;
  }
  return xml;
}

function docxText(bytes: Uint8Array): string {
  return documentXmlText(strFromU8(documentXmlOf(bytes)));
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
    .replace(
      /&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi,
      (entity, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
        if (name) return XML_ENTITIES[name] ?? entity;
        const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      },
    );
}

/** Control characters out, runs of spaces folded, lines kept; capped at RESUME_TEXT_MAX_CHARS. */
function tidy(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: this strips control characters from extracted text
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, " ")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ *\n[\s]*/g, "\n")
      .trim()
      .slice(0, RESUME_TEXT_MAX_CHARS)
  );
}
