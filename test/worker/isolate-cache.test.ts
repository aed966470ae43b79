import { describe, expect, it } from "vitest";
import { ISOLATE_CACHE_MAX_BYTES, recall, remember } from "../../worker/http/isolate-cache";

const answer = (bytes: number, tag = "x") => ({
  body: { gzip: new ArrayBuffer(bytes), br: new ArrayBuffer(0) },
  headers: [["X-Tag", tag]] as [string, string][],
});

describe("isolate cache", () => {
  it("returns what was stored until it expires", () => {
    remember("k-expiry", answer(10, "a"), 60, 1_000);
    expect(recall("k-expiry", 30_000)?.headers).toEqual([["X-Tag", "a"]]);
    expect(recall("k-expiry", 61_000)).toBeUndefined();
    expect(recall("k-expiry", 30_000)).toBeUndefined();
  });

  it("evicts the least recently used entries to stay within its budget, and skips answers too large to keep", () => {
    const size = ISOLATE_CACHE_MAX_BYTES / 16;
    for (let i = 0; i < 16; i++) remember(`k-${i}`, answer(size), 600, 0);
    // k-0 is used again, so k-1 is now the least recently used and goes first.
    expect(recall("k-0", 1)).toBeDefined();
    remember("k-new", answer(size), 600, 0);
    expect(recall("k-1", 1)).toBeUndefined();
    expect(recall("k-0", 1)).toBeDefined();
    expect(recall("k-new", 1)).toBeDefined();

    remember("k-huge", answer(size + 1), 600, 0);
    expect(recall("k-huge", 1)).toBeUndefined();
  });
});
