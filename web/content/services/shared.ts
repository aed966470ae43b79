import type { Figure } from "../figures";
import type { CtaLink, IconCard, PageMeta } from "../types";

/** What the four service pages (public spec section 2, Service pages) share: their shape and their calls to action. */

/** What every service page has; each page adds its own blocks (process, durations, roles ...) beside these. */
export interface ServiceContent {
  meta: PageMeta;
  /** The schema.org serviceType. */
  serviceType: string;
  eyebrow: string;
  intro: string;
  actions: readonly CtaLink[];
  features: { heading: string; intro: string; items: readonly IconCard[] };
  stats: readonly Figure[];
  closing: { heading: string; text: string; actions: readonly CtaLink[] };
}

/** The calls to action the service pages choose from. */
export const PARTNER: CtaLink = { label: "Partner With Us", to: "/contact" };
export const VIEW_JOBS: CtaLink = { label: "View Opportunities", to: "/jobs" };
export const MEET_TEAM: CtaLink = { label: "Meet Our Leadership", to: "/company/leadership" };
export const BOOK: CtaLink = { label: "Book a Consultation", to: "/book" };
