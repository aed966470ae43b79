/**
 * The Worker's bindings and secrets, declared once. `wrangler.toml` binds DB, IMAGES, RESUMES and ASSETS;
 * secrets come from `wrangler secret put` in production and `.dev.vars` locally.
 */
export interface Bindings {
  DB: D1Database;
  IMAGES: R2Bucket;
  /** Private bucket of uploaded resumes; never public, read only through staff routes. */
  RESUMES: R2Bucket;
  ASSETS: Fetcher;
  /** Workers AI; absent locally, where the built-in stand-ins are used. */
  AI?: Ai;
  /** Local development only: the password the seed gives the first admin (see scripts/seed.ts). */
  ADMIN_PASSWORD?: string;
}

export interface Variables {
  requestId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

declare global {
  // Types `env` from "cloudflare:workers" (used by the tests) with our bindings.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}
