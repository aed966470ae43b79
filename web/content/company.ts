import { COMPANY } from "#contract/company";
import { CompassIcon, EyeIcon, HandshakeIcon, ScaleIcon, SparklesIcon, TargetIcon } from "../components/ui/icons";
import { FIGURES, type Figure, TOP_PERCENT_CLAIM } from "./figures";
import type { IconCard, PageMeta } from "./types";

/** The About and Company History pages. The milestones are one list: About shows a selection of the same. */

export interface Milestone {
  year: number;
  title: string;
  text: string;
  /** Shown on the About page's shorter timeline too. */
  onAbout?: boolean;
}

export const MILESTONES: readonly Milestone[] = [
  {
    year: COMPANY.foundedYear,
    title: "Founded in Carmel, Indiana",
    text: "Margaret Ellison opens a two-person executive search practice for Midwest manufacturers.",
    onAbout: true,
  },
  {
    year: 2001,
    title: "First Fortune 500 client",
    text: "A national search for a plant leadership team opens the door to larger clients.",
  },
  {
    year: 2004,
    title: "Contract staffing launched",
    text: "Clients ask for project talent as well as permanent hires; a contract division follows.",
    onAbout: true,
  },
  {
    year: 2007,
    title: "Healthcare practice",
    text: "A dedicated team for hospital and health-system leadership is formed.",
  },
  {
    year: 2009,
    title: "Through the recession",
    text: "The firm keeps every employee and helps hundreds of displaced professionals find new roles.",
  },
  {
    year: 2011,
    title: "Nationwide reach",
    text: "Searches in more than 40 states; the research team doubles.",
    onAbout: true,
  },
  {
    year: 2013,
    title: "Technology practice",
    text: "A specialist team for engineering, data and IT leadership opens.",
  },
  {
    year: 2015,
    title: "100th executive placement",
    text: "The executive search practice places its 100th C-suite or VP leader.",
  },
  {
    year: 2017,
    title: "Finance practice",
    text: "Accounting, banking and insurance recruiting become a practice of their own.",
  },
  {
    year: 2020,
    title: "Remote-first recruiting",
    text: "Every stage of the process moves online in three weeks, without a pause in searches.",
    onAbout: true,
  },
  {
    year: 2022,
    title: "500th Fortune 500 placement",
    text: "A milestone reached with clients who have stayed with us for decades.",
  },
  {
    year: 2024,
    title: "New Carmel headquarters",
    text: "A larger home on North Meridian Street for a team of 45.",
    onAbout: true,
  },
];

export const ABOUT = {
  meta: {
    title: "About Us: Our Mission, Values and Story",
    description: `Since ${COMPANY.foundedYear} we have helped companies across the United States hire executives and professionals who stay. Our mission, values, milestones and recognition.`,
    keywords: [
      "about talent partners",
      "executive search firm Indiana",
      "recruiting firm history",
      "staffing company values",
    ],
  } satisfies PageMeta,
  intro: `An executive search and staffing firm founded in Carmel, Indiana in ${COMPANY.foundedYear}, serving companies and professionals across the United States.`,
  mission: {
    icon: TargetIcon,
    title: "Our Mission",
    text: "To connect organizations with the people who will move them forward, and to treat every candidate the way we would want to be treated.",
  } satisfies IconCard,
  vision: {
    icon: EyeIcon,
    title: "Our Vision",
    text: "To be the search partner companies call first and candidates trust most, in every industry we serve.",
  } satisfies IconCard,
  values: [
    {
      icon: ScaleIcon,
      title: "Integrity",
      text: "We tell clients and candidates the truth, including when it is not what they hoped to hear.",
    },
    {
      icon: HandshakeIcon,
      title: "Partnership",
      text: "We measure success by the relationships we keep, not the placements we count.",
    },
    {
      icon: SparklesIcon,
      title: "Excellence",
      text: "Every short list is one we would be proud to hire from ourselves.",
    },
    {
      icon: CompassIcon,
      title: "Respect",
      text: "Candidates' time, privacy and ambitions matter as much as our clients' deadlines.",
    },
  ] satisfies IconCard[],
  stats: [
    FIGURES.fortune500Placements,
    FIGURES.clientRetention,
    FIGURES.averageDaysToFill,
    FIGURES.promoted,
  ] satisfies Figure[],
  awards: [
    { title: "Top 1% Executive Search Firm", detail: TOP_PERCENT_CLAIM },
    { title: "Best Places to Work", detail: "Central Indiana, 2022, 2023 and 2024" },
    { title: "Client Satisfaction Award", detail: "Five consecutive years of client ratings above 4.8 out of 5" },
    { title: "Diamond Candidate Care", detail: "Rated by placed candidates for communication and honesty" },
  ],
};

export const HISTORY = {
  meta: {
    title: `Company History: ${COMPANY.foundedYear} to Today`,
    description: `From a two-person search practice in Carmel, Indiana to a nationwide executive search and staffing firm: our milestones since ${COMPANY.foundedYear} and where we are going.`,
    keywords: [
      "company history",
      "executive search firm history",
      `staffing firm since ${COMPANY.foundedYear}`,
      "Carmel Indiana recruiters",
    ],
  } satisfies PageMeta,
  intro: "More than a quarter century of placing leaders, one relationship at a time.",
  achievements: [
    {
      category: "Client Success",
      items: [FIGURES.fortune500Placements, FIGURES.clientRetention, FIGURES.clientSavings],
    },
    {
      category: "Industry Recognition",
      items: [
        { value: "Top 1%", label: "Of U.S. executive search firms for client retention" },
        { value: "3 years", label: "Named a Best Place to Work in Central Indiana" },
        { value: "4.9 / 5", label: "Average client rating over five years" },
      ],
    },
    {
      category: "Team Growth",
      items: [
        { value: "2 → 45", label: "From two founders to 45 recruiters and researchers" },
        { value: "4", label: "Industry practices" },
        { value: "50", label: "States with placements" },
      ],
    },
  ] satisfies { category: string; items: Figure[] }[],
  eras: [
    {
      period: `${COMPANY.foundedYear}-2004`,
      title: "Executive search roots",
      text: "Retained searches for Midwest manufacturers' leadership teams, built on the founder's network.",
    },
    {
      period: "2004-2011",
      title: "Full-service staffing",
      text: "Contract staffing and permanent placement join executive search; a healthcare practice follows.",
    },
    {
      period: "2011-2020",
      title: "Nationwide specialization",
      text: "Technology and finance practices, a dedicated research team and searches in every state.",
    },
    {
      period: "2020-today",
      title: "Modern, remote-ready recruiting",
      text: "Virtual interviews, data-informed market insight and flexible work arrangements for executives.",
    },
  ],
  lookingForward: {
    heading: "Looking Forward",
    text: "The tools of recruiting will keep changing. What we sell will not: judgment, honesty and relationships that outlast any single search. Our next chapter is more specialist practices, more of the country, and the same standard for every client and every candidate.",
    quote:
      "We have never tried to be the biggest search firm. We have tried to be the one people call a second time, and then a tenth.",
    quoteAuthor: "Margaret Ellison",
    quoteRole: "Founder & Chief Executive Officer",
  },
};
