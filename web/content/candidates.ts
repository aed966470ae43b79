import {
  BriefcaseIcon,
  CircleDollarSignIcon,
  GraduationCapIcon,
  LockIcon,
  MessageSquareIcon,
  SparklesIcon,
} from "../components/ui/icons";
import { RECRUITER_RESPONSE_HOURS } from "./figures";
import type { IconCard, ProcessStep } from "./types";

/**
 * The For Candidates page's static sections (public spec: /candidates); its head and form copy are in
 * candidates-page.ts, so that the hydrated page does not carry the rest.
 */

export const CANDIDATES = {
  heading: "Your Career, Represented",
  intro:
    "A recruiter who knows your field, roles you won't find on job boards, and advice that costs you nothing. We work for employers, and we work hard for you.",
  benefits: [
    {
      icon: CircleDollarSignIcon,
      title: "Always free",
      text: "Employers pay our fees. You never pay for representation, advice or placement.",
    },
    {
      icon: BriefcaseIcon,
      title: "Unadvertised roles",
      text: "Many of our searches are confidential and never posted publicly.",
    },
    {
      icon: LockIcon,
      title: "Complete confidentiality",
      text: "Your details go to an employer only with your explicit consent, role by role.",
    },
    {
      icon: GraduationCapIcon,
      title: "Interview preparation",
      text: "Briefings on the company and the people you will meet, and practice beforehand.",
    },
    {
      icon: SparklesIcon,
      title: "Offer negotiation",
      text: "We negotiate salary, title and terms for you, and tell you what the market pays.",
    },
    {
      icon: MessageSquareIcon,
      title: "Honest feedback",
      text: `A reply within ${RECRUITER_RESPONSE_HOURS} hours and straight answers after every interview.`,
    },
  ] satisfies IconCard[],
  process: [
    {
      title: "Submit your profile",
      text: "Send your details and résumé through the form below. It takes about three minutes.",
    },
    {
      title: "Consultant consultation",
      text: `A recruiter in your field calls within ${RECRUITER_RESPONSE_HOURS} hours to learn what you want next.`,
    },
    {
      title: "Opportunity matching",
      text: "We present roles that fit, and only share your profile with the ones you approve.",
    },
    { title: "Interview preparation", text: "We prepare you for each conversation and collect feedback afterwards." },
    {
      title: "Ongoing support",
      text: "We negotiate your offer and stay in touch through your first months in the role.",
    },
  ] satisfies ProcessStep[],
  industries: [
    "Technology",
    "Finance & Accounting",
    "Healthcare",
    "Manufacturing",
    "Engineering",
    "Sales & Marketing",
    "Human Resources",
    "Operations & Supply Chain",
  ],
  successStories: [
    {
      name: "Angela M.",
      from: "Senior Accountant",
      to: "Controller",
      text: "Moved up a level at a growing healthcare company, with a 22% raise negotiated by her recruiter.",
    },
    {
      name: "Kevin T.",
      from: "Software Engineer",
      to: "Engineering Manager",
      text: "Found a fully remote leadership role after telling us exactly what he wanted, and nothing else.",
    },
    {
      name: "Priya S.",
      from: "Quality Engineer",
      to: "Plant Quality Director",
      text: "Relocated to Indianapolis with a relocation package and a signing bonus we negotiated for her.",
    },
  ],
  closing: {
    heading: "Ready for your next move?",
    text: "Submit your profile now, or talk to us first if you have questions.",
  },
};
