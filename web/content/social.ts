/**
 * The firm's social profiles, used by the footer and the home page's contact section. The firm has no public
 * profiles yet (the original used placeholder links); these are the handles it intends to claim. Change them
 * here and every link follows.
 */

export type SocialNetwork = "linkedin" | "twitter" | "facebook" | "youtube";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/talent-partners-executive-search" },
  { network: "twitter", label: "Twitter", href: "https://twitter.com/talentpartnersx" },
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/talentpartnersexecutivesearch" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@talentpartnersexecutivesearch" },
];
