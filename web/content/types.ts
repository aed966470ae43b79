import type { SiteIcon } from "../components/ui/icons";

/** Shapes the marketing content shares. */

/** A call to action inside the site. */
export interface CtaLink {
  label: string;
  to: string;
}

/** A card with an icon, a title and a line or two of text. */
export interface IconCard {
  icon: SiteIcon;
  title: string;
  text: string;
}

/** A numbered step of a process. */
export interface ProcessStep {
  title: string;
  text: string;
}

/** What a page says about itself to search engines (its title and canonical path come with the page). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}
