/**
 * The build's HTML files the Worker answers with (the pre-rendered pages routed to it for their forms' posts, the
 * shell and the not-found page every rendered page is built on), kept in this isolate's memory after their first
 * read from ASSETS, like the cached API reads (worker/http/isolate-cache.ts). A deployment's assets ship with its
 * version and never change under a running isolate, so an entry is never stale; there are a handful, about 100 KB
 * each. Each later request costs no hop to the assets server and no copy of its stream, and its answer is the
 * body compressed once (worker/http/compression.ts), not compressed again by the runtime (issue 43, bench/README.md).
 */

import { type CompressedBody, compress, compressedResponse } from "../http/compression";

export interface BuiltFile {
  /** The assets server's status for the path (200; 404 for a path the build has no page for). */
  status: number;
  /** Its headers (type, ETag, the _headers rules), copied: a response's own may not be changed. */
  headers: [string, string][];
  body: string;
  /** `body` compressed, as the answer to a client that takes brotli or gzip (every browser). */
  compressed: CompressedBody;
  etag: string | null;
}

const files = new Map<string, Promise<BuiltFile>>();

async function read(assets: Fetcher, url: URL): Promise<BuiltFile> {
  const response = await assets.fetch(url);
  const body = await response.text();
  return {
    status: response.status,
    headers: [...response.headers],
    body,
    compressed: await compress(body),
    etag: response.headers.get("ETag"),
  };
}

/** The build's file at `url`'s path (its query string aside, as the assets server reads it), read once per isolate. */
export function builtFile(assets: Fetcher, url: string | URL): Promise<BuiltFile> {
  const { origin, pathname } = new URL(url);
  let file = files.get(pathname);
  if (!file) {
    file = read(assets, new URL(pathname, origin));
    // A failed read is not kept: the next request tries again.
    file.catch(() => files.delete(pathname));
    files.set(pathname, file);
  }
  return file;
}

/** The file as an answer to `request`: 304 when the browser already holds this version (its ETag), else the file. */
export function builtFileResponse(file: BuiltFile, request: Request): Response {
  const headers = new Headers(file.headers);
  // The assets server's length is the plain file's; the answer's own is set by what is sent.
  headers.delete("Content-Length");
  const held = request.headers.get("If-None-Match");
  if (file.etag && held?.split(",").some((tag) => tag.trim() === file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return compressedResponse(request, file.compressed, { status: file.status, headers });
}
