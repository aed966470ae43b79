import { COMPANY } from "#contract/company";
import {
  AwardIcon,
  HandshakeIcon,
  LockIcon,
  MedalIcon,
  StarIcon,
  TrophyIcon,
  WalletIcon,
} from "../components/ui/icons";
import { FIGURES, type Figure, RECRUITER_RESPONSE_HOURS, TOP_PERCENT_CLAIM } from "./figures";
import type { IconCard } from "./types";

/** The copy of the home page's static parts (components/home/static-sections.ts); the rest is in home.ts. */

/** The industry recognition strip. */
export const RECOGNITION: readonly IconCard[] = [
  { icon: TrophyIcon, title: "Top 1%", text: TOP_PERCENT_CLAIM },
  { icon: AwardIcon, title: "Best Places to Work", text: "Central Indiana, 2022, 2023 and 2024" },
  {
    icon: MedalIcon,
    title: "Client Satisfaction Award",
    text: "Five consecutive years of client ratings above 4.8 out of 5",
  },
  { icon: StarIcon, title: "Diamond Candidate Care", text: "Rated by placed candidates for communication and honesty" },
];

export const TRUSTED_BY = {
  heading: "Trusted by leading organizations nationwide",
  intro: "From Fortune 500 companies to family-owned manufacturers, clients return to us for hire after hire.",
  /** Described by kind, not named (see the note in figures.ts). */
  clients: [
    "Fortune 100 technology company",
    "National health system",
    "Global financial services firm",
    "Fortune 500 manufacturer",
    "National insurance carrier",
    "Top-10 logistics provider",
  ],
  stats: [FIGURES.fortune500Placements, FIGURES.clientRetention, FIGURES.averageDaysToFill] satisfies Figure[],
};

/**
 * The spec's "live market intelligence" block, made honest: no data is fetched for it, so it is a dated snapshot
 * from the firm's own placement data and says so, instead of claiming LIVE figures that update every 15 minutes.
 */
export const MARKET_SNAPSHOT = {
  heading: "Market Snapshot",
  asOf: "January 2025",
  asOfIso: "2025-01-31",
  note: "Figures from our own placements and searches, compiled quarterly. Not live data.",
  figures: [
    { value: "47", label: "Placements in the last week of the quarter" },
    { value: "23%", label: "Salary premium for C-suite roles year over year" },
    { value: "$325K", label: "Average executive base salary placed" },
    { value: "85%", label: "Executive placements with remote or hybrid terms" },
    { value: "127", label: "Distinct skills in active demand" },
    { value: "34%", label: "Growth in diverse executive slates" },
  ] satisfies Figure[],
};

export const HOME_ABOUT = {
  eyebrow: "About Us",
  heading: "A search firm built on relationships that last",
  paragraphs: [
    `We started in ${COMPANY.foundedYear} as a two-person search practice in Carmel, Indiana. Today our recruiters place executives, professionals and contract teams for companies in all fifty states, and most of our clients have worked with us for years.`,
    "Our method has not changed: understand the business before the role, reach the people who are not looking, and tell both sides the truth. It is why 98% of our clients come back.",
  ],
  points: ["Partner-led executive searches", "Specialist recruiters by industry", "Free for candidates, always"],
};

/** The job seeker section's "Why choose us". */
export const WHY_CHOOSE_US: readonly IconCard[] = [
  {
    icon: WalletIcon,
    title: "Free for candidates",
    text: "You never pay a fee. Employers pay us when they hire, so our advice to you costs nothing.",
  },
  {
    icon: HandshakeIcon,
    title: "A recruiter on your side",
    text: `A specialist in your field replies within ${RECRUITER_RESPONSE_HOURS} hours and prepares you for every interview.`,
  },
  {
    icon: LockIcon,
    title: "Your search stays private",
    text: "We never share your details with an employer without your explicit consent.",
  },
];

export const JOB_SEEKER = {
  eyebrow: "For Job Seekers",
  heading: "Your next role starts with one conversation",
  intro:
    "Send us your details and a recruiter who knows your field will be in touch. Many of the roles we fill are never advertised.",
};
