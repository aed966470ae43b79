import { COMPANY } from "#contract/company";
import { SOCIAL_LINKS } from "./social";

/**
 * The leadership team and advisory board (public spec: Leader). No photographs: people are shown with their
 * initials, so no stock image poses as a real person. The professional-profile link goes to the firm's LinkedIn
 * people page, which lists its current team, rather than to a guessed personal URL.
 */

export interface Leader {
  /** Anchor-safe id, e.g. "margaret-ellison". */
  id: string;
  name: string;
  title: string;
  description: string;
  education: string;
  specialties: readonly string[];
  /** The badge, e.g. "27 years". */
  experience: string;
  experienceYears: number;
  profileUrl: string;
}

export interface Advisor {
  name: string;
  role: string;
  background: string;
}

const companyLinkedIn = SOCIAL_LINKS.find((link) => link.network === "linkedin")?.href ?? "https://www.linkedin.com";
const teamProfiles = `${companyLinkedIn}/people/`;

export const LEADERS: readonly Leader[] = [
  {
    id: "margaret-ellison",
    name: "Margaret Ellison",
    title: "Founder & Chief Executive Officer",
    description: `Margaret founded the firm in Carmel in ${COMPANY.foundedYear} after a decade leading HR for manufacturers across the Midwest. She still leads CEO and board searches herself and sets the standard every search is held to: a short list of people she would hire herself.`,
    education: "MBA, Indiana University Kelley School of Business; BA, Economics, Purdue University",
    specialties: ["CEO and board searches", "Succession planning", "Manufacturing leadership"],
    experience: "25+ years",
    experienceYears: 25,
    profileUrl: teamProfiles,
  },
  {
    id: "david-okafor",
    name: "David Okafor",
    title: "Managing Partner, Executive Search",
    description:
      "David runs the executive search practice, with a focus on technology and healthcare leaders. Before recruiting he spent eight years in operations at a national health system, so he knows what the job looks like on a hard Tuesday, not only on paper.",
    education: "MHA, University of Michigan; BS, Biology, Indiana University",
    specialties: ["Technology executives", "Healthcare leadership", "Private-equity portfolio hires"],
    experience: "22 years",
    experienceYears: 22,
    profileUrl: teamProfiles,
  },
  {
    id: "rachel-kim",
    name: "Rachel Kim",
    title: "Chief Operating Officer",
    description:
      "Rachel leads permanent placement and contract staffing: the recruiters, the research team and the process behind every search. She built the candidate-care standards that promise a reply within 48 hours and no profile shared without consent.",
    education: "MS, Industrial-Organizational Psychology, Purdue University; BA, Butler University",
    specialties: ["Contract and contract-to-hire programs", "Finance and accounting", "Recruiting operations"],
    experience: "18 years",
    experienceYears: 18,
    profileUrl: teamProfiles,
  },
];

export const ADVISORS: readonly Advisor[] = [
  {
    name: "Thomas Whitfield",
    role: "Advisor, Human Capital",
    background: "Former chief human resources officer of a national insurance carrier with 12,000 employees.",
  },
  {
    name: "Dr. Angela Reyes",
    role: "Advisor, Healthcare",
    background: "Former chief medical officer of a five-hospital regional health system in the Southwest.",
  },
  {
    name: "Samuel Brooks",
    role: "Advisor, Finance & Operations",
    background: "Former chief financial officer of a publicly traded industrial manufacturer.",
  },
];

/** Recruiters, researchers and coordinators on the team. */
export const TEAM_SIZE = 45;
