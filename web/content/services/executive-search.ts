import { ChartLineIcon, CrownIcon, HandshakeIcon, ShieldCheckIcon } from "../../components/ui/icons";
import { EXECUTIVE_SEARCH_DAYS, FIGURES } from "../figures";
import { MEET_TEAM, PARTNER, type ServiceContent } from "./shared";

export const EXECUTIVE_SEARCH = {
  meta: {
    title: "Executive Search Firm for C-Suite & VP Roles",
    description: `Retained executive search for CEOs, CFOs, CTOs and vice presidents: confidential research, a ${EXECUTIVE_SEARCH_DAYS}-day average search and 98% client retention.`,
    keywords: ["executive search", "retained search", "C-suite recruiting", "CEO search", "board search", "headhunter"],
  },
  serviceType: "Executive search",
  eyebrow: "Executive Search",
  intro:
    "Retained, confidential search for the leaders who set your direction. A partner leads every search personally, from the first conversation with your board to the new executive's first 100 days.",
  actions: [PARTNER, MEET_TEAM],
  features: {
    heading: "Why leaders trust us with leadership",
    intro: "Executive hires are few and consequential. Our process is built for both.",
    items: [
      {
        icon: CrownIcon,
        title: "Partner-led",
        text: "The partner you meet runs your search. It is never handed to a junior team.",
      },
      {
        icon: ShieldCheckIcon,
        title: "Confidential by design",
        text: "Code-named searches, direct approaches and no public postings when discretion matters.",
      },
      {
        icon: ChartLineIcon,
        title: "Assessment you can rely on",
        text: "Leadership assessment, in-depth references and a written view of every finalist's strengths and risks.",
      },
      {
        icon: HandshakeIcon,
        title: "Beyond the offer",
        text: "Transition support and check-ins through the first year.",
      },
    ],
  },
  stats: [FIGURES.clientRetention, FIGURES.executiveSearchTimeline, FIGURES.executivesPlaced],
  roles: {
    heading: "Roles we search for",
    items: [
      "Chief Executive Officer",
      "Chief Financial Officer",
      "Chief Operating Officer",
      "Chief Technology Officer",
      "Chief Human Resources Officer",
      "Chief Marketing Officer",
      "Board Directors",
      "Vice Presidents and General Managers",
    ],
  },
  process: {
    heading: "Our seven-step search",
    steps: [
      {
        title: "Consultation",
        text: "We meet your board or CEO to understand the business, the role and the mandate.",
      },
      {
        title: "Position profile",
        text: "A written profile of responsibilities, experience and leadership qualities, agreed with you.",
      },
      { title: "Market research", text: "Our researchers map the leaders who fit, in your industry and beyond it." },
      {
        title: "Candidate outreach",
        text: "Confidential, direct approaches to the strongest candidates, most of whom are not looking.",
      },
      {
        title: "Assessment",
        text: "In-depth interviews and leadership assessment produce a short list of three to five.",
      },
      {
        title: "Finalist selection",
        text: "We manage interviews and references with you, and give you our candid view of each finalist.",
      },
      {
        title: "Offer and onboarding",
        text: "We negotiate the offer and support the transition through the first year.",
      },
    ],
  },
  closing: {
    heading: "Planning a leadership change?",
    text: "Start with a confidential conversation with one of our partners.",
    actions: [{ label: "Start a Confidential Search", to: "/contact" }, MEET_TEAM],
  },
} satisfies ServiceContent & Record<string, unknown>;
