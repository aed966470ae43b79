/**
 * The security headers of every HTML page, in one place: scripts/prerender.ts writes them into web/dist/_headers
 * for the static pages and assets, and the Worker sets them on the pages it serves itself (worker/pages/page-routes.ts).
 * The Content-Security-Policy allows no inline script (JSON data blocks are not scripts) and only the analytics
 * hosts the site loads (web/lib/analytics.ts); inline styles stay allowed for Radix's positioning.
 */
export const PAGE_SECURITY_HEADERS = {
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self' https://www.googletagmanager.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://www.googletagmanager.com https://*.google-analytics.com",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
} as const;

/** Hashed build output never changes under its name. */
export const IMMUTABLE_ASSET_CACHE = "public, max-age=31536000, immutable";
