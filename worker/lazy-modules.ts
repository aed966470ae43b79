import type { PageRenderer } from "./contract/page-render";

/**
 * Code that most requests never run, kept out of the main module that every cold start parses (issue 30,
 * bench/worker-size): built by `npm run build` into worker/page-render/ and worker/vendor/, uploaded beside the
 * main module as modules of their own (wrangler.toml find_additional_modules and rules) and evaluated on first use.
 *
 * Every import of them is here, at worker/'s root: wrangler leaves such a specifier as written, and the bundle sits
 * at the root of the uploaded modules, so a path relative to this folder is right both here and there. Any other
 * folder's relative import of them would be bundled in, or point where no module is.
 */

/** The SPA's renderer (web/entry-server.tsx): each page's chunks load as it is first rendered. */
export function loadPageRenderer(): Promise<PageRenderer> {
  return import("./page-render/entry-server.js");
}

/** pdf.js, through unpdf: reading a resume's PDF (worker/applications/resume-text.ts). */
export function loadPdfReader(): Promise<typeof import("./vendor/pdf.js")> {
  return import("./vendor/pdf.js");
}

/** zxcvbn-ts's list of common passwords: checking a password a user chooses (worker/staff/password-rules.ts). */
export async function loadCommonPasswords(): Promise<readonly string[]> {
  return (await import("./vendor/common-passwords.js")).default;
}

/** postal-mime: parsing a received email (worker/conversations/inbound.ts). */
export async function loadMailParser(): Promise<typeof import("./vendor/mail-parser.js").default> {
  return (await import("./vendor/mail-parser.js")).default;
}

/** tldts: a domain's registrable ("organisational") domain, by the public suffix list (worker/conversations/inbound-sender.ts). */
export function loadDomainNames(): Promise<typeof import("./vendor/domain-names.js")> {
  return import("./vendor/domain-names.js");
}

/** mimetext: building an email to send (worker/integrations/email/mime.ts, in the queue consumer). */
export function loadMimeBuilder(): Promise<typeof import("./vendor/mime-builder.js")> {
  return import("./vendor/mime-builder.js");
}
