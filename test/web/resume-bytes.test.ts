import { describe, expect, it } from "vitest";
import { resumeBytesMatch, resumeKindFromBytes } from "../../worker/contract/resume";

const bytes = (...values: number[]) => new Uint8Array(values);
const pdf = new TextEncoder().encode("%PDF-1.7\n");
const doc = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0);

describe("resume magic bytes", () => {
  it("recognizes PDF, OLE2 .doc and zip .docx", () => {
    expect(resumeKindFromBytes(pdf)).toBe("pdf");
    expect(resumeKindFromBytes(doc)).toBe("doc");
    expect(resumeKindFromBytes(zip)).toBe("docx-or-zip");
  });
  it("matches a kind only to its own bytes", () => {
    expect(resumeBytesMatch("pdf", pdf)).toBe(true);
    expect(resumeBytesMatch("doc", doc)).toBe(true);
    expect(resumeBytesMatch("docx", zip)).toBe(true);
    expect(resumeBytesMatch("pdf", zip)).toBe(false);
    expect(resumeBytesMatch("docx", pdf)).toBe(false);
    expect(resumeBytesMatch("pdf", new TextEncoder().encode("<html>%PDF-"))).toBe(false);
    expect(resumeBytesMatch("pdf", bytes(0x25, 0x50))).toBe(false);
  });
});
