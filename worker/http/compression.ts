import { brotliCompressSync, constants } from "node:zlib";

/**
 * Bodies kept compressed in this isolate's memory and sent as they are (the edge cache's answers, the build's pages):
 * compressed once when kept, instead of by the runtime on every answer, which for a 30-80 KB body costs more than
 * the rest of the request (issue 43, bench/load). Each is kept twice: brotli for the browsers that take it (every
 * current one), which makes the home page's HTML fit the first round trip on a slow phone network (16 KB gzipped,
 * 12 KB in brotli: issue 43, bench/lighthouse), and gzip for every other client.
 */
export interface CompressedBody {
  gzip: ArrayBuffer;
  br: ArrayBuffer;
}

/**
 * Brotli's quality for a body compressed once and sent many times: 10 is within 2% of the densest (11) at a third of
 * its time (the home page: 12.4 KB in 17 ms on the bench machine, against 12.2 KB in 52 ms).
 */
const BROTLI_QUALITY = 10;

/** The codings `header` (an Accept-Encoding) takes: listed, or `*`, and not with q=0. */
function accepts(header: string | undefined, coding: "gzip" | "br"): boolean {
  return (header ?? "").split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== coding && name !== "*") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The client's Accept-Encoding. Cloudflare (and wrangler dev) may rewrite the request's for the Worker and keep the
 * client's own in `cf.clientAcceptEncoding`; a body encoded by hand must follow the client's.
 */
function clientAcceptEncoding(request: Request): string | undefined {
  const cf = request.cf as { clientAcceptEncoding?: string } | undefined;
  return cf?.clientAcceptEncoding ?? request.headers.get("Accept-Encoding") ?? undefined;
}

export async function compress(body: BodyInit): Promise<CompressedBody> {
  const plain = await new Response(body).arrayBuffer();
  const gzip = await new Response(new Response(plain).body!.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  const br = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  return { gzip, br: br.buffer.slice(br.byteOffset, br.byteOffset + br.byteLength) as ArrayBuffer };
}

/**
 * A compressed body as `request`'s client takes it: the brotli or gzip bytes as they are, with their
 * `Content-Encoding` (and `encodeBody: "manual"`, so the runtime does not compress them again), or inflated for a
 * client that takes neither. `headers` is changed: its Vary gains Accept-Encoding.
 */
export function compressedResponse(
  request: Request,
  body: CompressedBody,
  init: { status?: number; headers: Headers },
): Response {
  const { headers, status } = init;
  const vary = headers.get("Vary") ?? "";
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.append("Vary", "Accept-Encoding");
  const acceptEncoding = clientAcceptEncoding(request);
  for (const coding of ["br", "gzip"] as const) {
    if (accepts(acceptEncoding, coding)) {
      headers.set("Content-Encoding", coding);
      return new Response(body[coding], { status, headers, encodeBody: "manual" });
    }
  }
  const plain = new Response(body.gzip).body!.pipeThrough(new DecompressionStream("gzip"));
  return new Response(plain, { status, headers });
}
