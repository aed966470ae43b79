/** The two structured-data packages the JobPosting check uses ship no types: what the test calls of them. */

declare module "@marbec/web-auto-extractor" {
  /** Reads a page's JSON-LD, microdata and RDFa, grouped by format then by root type. */
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ("rdfa" | "microdata")[] });
    parse(html: string): {
      jsonld?: Record<string, unknown[]>;
      microdata?: Record<string, unknown[]>;
      rdfa?: Record<string, unknown[]>;
    };
  }
}

declare module "@adobe/structured-data-validator" {
  /** Google's rich-result rules per type; schema.org's vocabulary as well when given one. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<{ rootType: string; severity: "ERROR" | "WARNING"; issueMessage: string }[]>;
  }
}
