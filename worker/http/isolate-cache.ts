import type { CompressedBody } from "./compression";

/**
 * A small least-recently-used store in this isolate's memory, in front of the Cache API (worker/http/edge-cache.ts):
 * a hit costs no round trip to the cache. Same keys as the edge cache (deployment and public version included), so
 * it can never serve what the edge cache would not; each entry also keeps the edge copy's expiry.
 * Bounded in bytes, far below the isolate's memory limit.
 */

export interface CachedAnswer {
  /** The answer's body, compressed (worker/http/edge-cache.ts compresses it once, when it is stored). */
  body: CompressedBody;
  headers: [string, string][];
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

export const ISOLATE_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/** Larger answers go to the edge cache only, so one cannot push out dozens. */
const MAX_ENTRY_BYTES = ISOLATE_CACHE_MAX_BYTES / 16;

function sizeOf(answer: CachedAnswer): number {
  return answer.body.gzip.byteLength + answer.body.br.byteLength;
}

const entries = new Map<string, Entry>();
let storedBytes = 0;

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  storedBytes -= sizeOf(entry);
}

/** The answer stored under `key`, unless it has expired; it becomes the most recently used. */
export function recall(key: string, now = Date.now()): CachedAnswer | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  drop(key);
  if (entry.expiresAt <= now) return undefined;
  entries.set(key, entry);
  storedBytes += sizeOf(entry);
  return entry;
}

/** Keeps an answer for `ttlSeconds`, evicting the least recently used ones to stay within the budget. */
export function remember(key: string, answer: CachedAnswer, ttlSeconds: number, now = Date.now()): void {
  if (sizeOf(answer) > MAX_ENTRY_BYTES) return;
  drop(key);
  while (storedBytes + sizeOf(answer) > ISOLATE_CACHE_MAX_BYTES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    drop(oldest);
  }
  entries.set(key, { ...answer, expiresAt: now + ttlSeconds * 1000 });
  storedBytes += sizeOf(answer);
}
