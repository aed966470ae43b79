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
  /** Every message to the outside world goes through this queue (worker/delivery/); its dead letters go to another. */
  DELIVERIES: Queue<DeliveryMessage>;
  /** One message per article of a bulk generation (worker/content/bulk-generation.ts). */
  GENERATION: Queue<GenerationMessage>;
  /** One message per batch of a newsletter issue's recipients (worker/newsletter/fan-out.ts). */
  NEWSLETTER: Queue<NewsletterMessage>;
  /** One message per batch of a campaign's audience (worker/outreach/campaign-fan-out.ts). */
  CAMPAIGNS: Queue<CampaignQueueMessage>;
  /** One message per batch of a long list enrolled in a sequence (worker/sequences/enrollment-batches.ts). */
  SEQUENCES: Queue<SequenceEnrollmentMessage>;
  /** Which deployment of the Worker this is; the edge cache keys answers by it (worker/http/edge-cache.ts). */
  CF_VERSION_METADATA: WorkerVersionMetadata;
  /** Workers AI; absent locally, where the built-in stand-ins are used. */
  AI?: Ai;
  /** The browser tests' server only (scripts/e2e-server.sh): "on" lets a test fix the request's instant (decision 080). */
  E2E_CLOCK?: string;
  /** Local development only: the password the seed gives the first admin (see scripts/seed.ts). */
  ADMIN_PASSWORD?: string;
  /**
   * Cloudflare Email Service (send_email binding): every email of the delivery pipeline unless EMAIL_API_KEY chooses
   * Resend (worker/integrations/email/client.ts). `wrangler dev` simulates it.
   */
  EMAIL?: SendEmail;
  /** Resend API key: sends through Resend instead of the binding. */
  EMAIL_API_KEY?: string;
  /**
   * The signing secret ("whsec_...") of Resend's webhook of bounces and complaints (`POST /api/email/events`,
   * decision 106). Without it the webhook answers 503 and nothing is suppressed by it.
   */
  EMAIL_WEBHOOK_SECRET?: string;
  /**
   * The firm's address every email is sent from, e.g. "Talent Partners <hello@talentpartners-search.com>" (a domain
   * onboarded to Cloudflare Email Service, or verified at Resend). Without it nothing is sent: emails wait.
   */
  EMAIL_FROM?: string;
  /**
   * The domain Email Routing hands to the Worker's email handler, where threads' reply addresses live
   * (`reply+<token>@<domain>`, worker/conversations/reply-address.ts). Absent: the domain of the firm's address.
   */
  INBOUND_EMAIL_DOMAIN?: string;
  /** The firm's general address: mail to it becomes an inbox message (worker/conversations/inbound.ts). */
  GENERAL_EMAIL_ADDRESS?: string;
  /**
   * The authserv-id of the firm's mail host: the name its own `Authentication-Results` header starts with, the
   * only one trusted on a received email (worker/conversations/inbound-sender.ts). Absent: Cloudflare Email
   * Routing's "mx.cloudflare.net" (wrangler.toml [vars], docs/decisions/074-inbound-sender-checks.md).
   */
  INBOUND_AUTHSERV_ID?: string;
  /**
   * Base URL of video rooms that exist by name (e.g. "https://meet.jit.si/"): a virtual booking gets
   * `<base><random room name>`. Without it the consultant sends a meeting link by email.
   */
  MEETING_ROOM_BASE_URL?: string;
  /** The public site's origin (e.g. https://www.example.com) for links the cron writes into LinkedIn posts. */
  SITE_URL?: string;
  /** LinkedIn app credentials (developer portal) and the key that encrypts the stored token; all three or none. */
  LINKEDIN_CLIENT_ID?: string;
  LINKEDIN_CLIENT_SECRET?: string;
  LINKEDIN_TOKEN_KEY?: string;
  /** Post as this organization page (w_organization_social) instead of the connecting member. */
  LINKEDIN_ORGANIZATION_ID?: string;
  /** Signs session tokens (worker/http/session.ts). Locally the seed writes one to .dev.vars. */
  SESSION_SECRET?: string;
  /** GoHighLevel private integration token and location (worker/integrations/ghl); absent: CRM "Disconnected". */
  GHL_PRIVATE_TOKEN?: string;
  GHL_LOCATION_ID?: string;
  /**
   * The secret shared with ZipRecruiter that signs its apply webhook's posts (worker/integrations/ziprecruiter);
   * absent: its applications are refused with 503 "not connected" (ZipRecruiter retries), none is taken unchecked.
   */
  ZIPRECRUITER_APPLY_SECRET?: string;
  /** Twilio account and auth token (worker/integrations/twilio); absent: "SMS service inactive". */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  /**
   * A Google service account's JSON key, for the Indexing API (worker/integrations/google-indexing); with SITE_URL it
   * tells Google when a job page is published, changed or closed. Absent: the jobs screen says "not connected".
   */
  GOOGLE_INDEXING_KEY?: string;
  /**
   * Indeed's Job Sync API app (Partner Console: OAuth client credentials), for the Indeed board in "Job Sync API" mode
   * (worker/integrations/indeed); with SITE_URL. Absent: Indeed's deliveries wait and the job boards screen says so.
   */
  INDEED_CLIENT_ID?: string;
  INDEED_CLIENT_SECRET?: string;
  /**
   * Where Indeed's API answers, when not at https://apis.indeed.com: the browser tests' stand-in of Indeed on
   * localhost (test/e2e/fake-indeed.ts), which no deployment sets.
   */
  INDEED_API_ORIGIN?: string;
  /** Indeed Apply's API secret: signs each application Indeed posts to /api/board-applications/indeed (X-Indeed-Signature). */
  INDEED_APPLY_SECRET?: string;
  /** Workers Analytics Engine dataset of public page views (worker/integrations/analytics-engine); absent: none kept. */
  PAGE_VIEWS?: AnalyticsEngineDataset;
  /** The account and an "Account Analytics: Read" token for reading page views back; absent: "not connected". */
  ANALYTICS_ACCOUNT_ID?: string;
  ANALYTICS_API_TOKEN?: string;
}

/** The body of a DELIVERIES queue message: only the row's id; the row is the truth. */
export interface DeliveryMessage {
  deliveryId: string;
}

/** The body of a GENERATION queue message: one item of a bulk generation, by id. */
export interface GenerationMessage {
  itemId: string;
}

/** The body of a NEWSLETTER queue message: the issue whose next batch of recipients to queue. */
export interface NewsletterMessage {
  newsletterIssueId: string;
}

/** The body of a CAMPAIGNS queue message: the campaign whose next batch of recipients to queue. */
export interface CampaignQueueMessage {
  campaignId: string;
}

export interface SequenceEnrollmentMessage {
  enrollmentBatchId: string;
}

export interface Variables {
  requestId: string;
  /** The signed-in staff member and their session, set by the session middleware when the cookie is valid. */
  staff?: SignedIn;
  /**
   * How this request's D1 session started (worker/http/d1-session.ts): from the caller's bookmark, at the primary, or
   * wherever is nearest.
   */
  dbSessionStart: "bookmark" | D1SessionConstraint;
  /** Drizzle over this request's D1 session (worker/http/d1-session.ts): the one handle routes and middleware use. */
  db: import("./db/client").Db;
}

/** What the session middleware knows about the caller. */
export interface SignedIn {
  user: import("./db/schema").User;
  sessionId: string;
  sessionCreatedAt: Date;
  /** What the session must do before any back-office route answers (worker/http/access.ts enforces it). */
  requirement: import("./contract/account-rules").SessionRequirement | null;
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
