import { RECRUITER_RESPONSE_HOURS } from "./figures";
import type { PageMeta } from "./types";

/** What the For Candidates page hydrates itself: its head tags and the application form's heading. */
export const CANDIDATES_PAGE = {
  meta: {
    title: "For Candidates: Free Career Representation",
    description:
      "Work with a specialist recruiter at no cost: confidential job search, interview preparation and access to roles that are never advertised. Submit your profile today.",
    keywords: [
      "job search help",
      "recruiter for job seekers",
      "executive jobs",
      "submit resume",
      "career opportunities",
    ],
  } satisfies PageMeta,
  formHeading: "Submit Your Profile",
  formIntro: `Tell us about yourself. A recruiter in your field will contact you within ${RECRUITER_RESPONSE_HOURS} hours, and nothing is shared without your consent.`,
};
