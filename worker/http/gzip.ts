/**
 * Bodies kept gzipped in this isolate's memory and sent as they are (the edge cache's answers, the build's pages):
 * compressed once when kept, instead of by the runtime on every answer, which for a 30-80 KB body costs more than
 * the rest of the request (issue 43, bench/load).
 */

/** Whether the Accept-Encoding header takes gzip (listed, and not with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Whether the client takes gzip. Cloudflare (and wrangler dev) may rewrite the request's Accept-Encoding for the
 * Worker and keep the client's own in `cf.clientAcceptEncoding`; a body encoded by hand must follow the client's.
 */
export function clientTakesGzip(request: Request): boolean {
  const cf = request.cf as { clientAcceptEncoding?: string } | undefined;
  return acceptsGzip(cf?.clientAcceptEncoding ?? request.headers.get("Accept-Encoding") ?? undefined);
}

export async function gzip(body: BodyInit): Promise<ArrayBuffer> {
  return new Response(new Response(body).body!.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

/**
 * A gzipped body as `request`'s client takes it: the bytes as they are with `Content-Encoding: gzip` (and
 * `encodeBody: "manual"`, so the runtime does not compress them again), or inflated for a client that takes no gzip.
 * `headers` is changed: its Vary gains Accept-Encoding.
 */
export function gzippedResponse(
  request: Request,
  gzipped: ArrayBuffer,
  init: { status?: number; headers: Headers },
): Response {
  const { headers, status } = init;
  const vary = headers.get("Vary") ?? "";
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.append("Vary", "Accept-Encoding");
  if (clientTakesGzip(request)) {
    headers.set("Content-Encoding", "gzip");
    return new Response(gzipped, { status, headers, encodeBody: "manual" });
  }
  return new Response(new Response(gzipped).body!.pipeThrough(new DecompressionStream("gzip")), { status, headers });
}
