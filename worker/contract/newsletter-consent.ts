/**
 * The newsletter signup's consent (decision 059), in a module of its own so the signup on /resources and the
 * articles does not bring the other forms' texts (worker/contract/consent.ts lists it with them).
 */
export const NEWSLETTER_CONSENT = {
  version: "newsletter-2026-11",
  text: "By subscribing you agree that we email you our newsletter of articles. Nothing is sent until you confirm by the link in our email; every issue has a one-click unsubscribe link.",
} as const;
