/**
 * schema.org structured data as JSON-LD, shared by the SPA's page heads and the Worker (job pages). One serializer,
 * so every inline script is escaped the same way.
 */

export type JsonLd = { "@context"?: string; "@type": string } & Record<string, unknown>;

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are written as \u escapes, and so are
 * the two line separators JavaScript once rejected, so no value can close the script element or start markup.
 *
 * @example serializeJsonLd({ "@type": "Thing", name: "</script>" }) // {"@type":"Thing","name":"\u003c/script\u003e"}
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return serializeInlineJson(data);
}

/** Any JSON value, escaped as serializeJsonLd escapes it, for a `<script type="application/json">` in a page. */
export function serializeInlineJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
