/**
 * The part of workerd's `node:zlib` (nodejs_compat) the Worker uses: brotli, which the web's CompressionStream does
 * not offer. Declared here rather than by @types/node, whose globals (Buffer, process) are not the Worker's.
 */
declare module "node:zlib" {
  export const constants: { BROTLI_PARAM_QUALITY: number };
  export function brotliCompressSync(
    input: ArrayBuffer | ArrayBufferView,
    options?: { params?: Record<number, number> },
  ): Uint8Array;
  /** For the tests that read back what the Worker sent. */
  export function brotliDecompressSync(input: ArrayBuffer | ArrayBufferView): Uint8Array;
}
