import { ClipboardCheckIcon, SearchIcon, ShieldCheckIcon, TimerIcon } from "../../components/ui/icons";
import { AVERAGE_DAYS_TO_FILL, FIGURES, REPLACEMENT_GUARANTEE_DAYS } from "../figures";
import { BOOK, PARTNER, type ServiceContent, VIEW_JOBS } from "./shared";

export const PERMANENT_PLACEMENT = {
  meta: {
    title: "Permanent Placement Recruiting Services",
    description: `Permanent placement for professional and management roles nationwide: a ${AVERAGE_DAYS_TO_FILL}-day average time to fill, 95% offer acceptance and a ${REPLACEMENT_GUARANTEE_DAYS}-day replacement guarantee.`,
    keywords: [
      "permanent placement",
      "direct hire recruiting",
      "professional recruiting",
      "staffing agency",
      "replacement guarantee",
    ],
  },
  serviceType: "Permanent placement recruiting",
  eyebrow: "Permanent Placement",
  intro:
    "Direct-hire recruiting for the professional, technical and management roles that shape your business. We find people who fit the job and your team, and we stand behind every placement.",
  actions: [PARTNER, VIEW_JOBS],
  features: {
    heading: "What you can expect",
    intro: "One recruiter who owns your search from the first call to the first 90 days.",
    items: [
      {
        icon: SearchIcon,
        title: "Candidates you won't find on job boards",
        text: "Most of the people we place were not looking. Our researchers reach them directly and confidentially.",
      },
      {
        icon: ClipboardCheckIcon,
        title: "Screened before you see them",
        text: "Structured interviews, skills assessment and reference conversations, summarized in a written profile.",
      },
      {
        icon: TimerIcon,
        title: `A ${AVERAGE_DAYS_TO_FILL}-day average`,
        text: "A short list within two weeks and an accepted offer in about a month for most professional roles.",
      },
      {
        icon: ShieldCheckIcon,
        title: `${REPLACEMENT_GUARANTEE_DAYS}-day guarantee`,
        text: "If a placement leaves or does not work out within 90 days, we run the search again at no cost.",
      },
    ],
  },
  stats: [FIGURES.offerAcceptance, FIGURES.averageDaysToFill, FIGURES.fortune500Placements],
  process: {
    heading: "Our six-step process",
    steps: [
      {
        title: "Discovery",
        text: "We learn the role, the team, the culture and what success looks like after a year.",
      },
      {
        title: "Search strategy",
        text: "We agree the profile, the target companies, the compensation range and the timeline.",
      },
      { title: "Sourcing", text: "Our research team maps the market and approaches passive and active candidates." },
      {
        title: "Screening",
        text: "Structured interviews, assessments and references narrow the field to the best three to five.",
      },
      {
        title: "Interviews and offer",
        text: "We coordinate interviews, collect feedback and guide both sides to an offer that is accepted.",
      },
      { title: "Onboarding follow-up", text: "We check in with you and your new hire at 30, 60 and 90 days." },
    ],
  },
  guarantee: {
    heading: `Our ${REPLACEMENT_GUARANTEE_DAYS}-day replacement guarantee`,
    text: "If a permanent placement resigns or is let go for performance within 90 days of starting, we search for a replacement without a second fee. It is written into every placement agreement.",
  },
  closing: {
    heading: "Ready to make your next hire?",
    text: "Tell us about the role. A recruiter will call you within one business day.",
    actions: [PARTNER, BOOK],
  },
} satisfies ServiceContent & Record<string, unknown>;
