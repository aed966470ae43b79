import {
  BadgeCheckIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalendarClockIcon,
  ClipboardCheckIcon,
  CpuIcon,
  CrownIcon,
  FactoryIcon,
  HandshakeIcon,
  HeartPulseIcon,
  LandmarkIcon,
  LineChartIcon,
  type LucideIcon,
  RefreshCwIcon,
  SearchIcon,
  ShieldCheckIcon,
  SunIcon,
  TimerIcon,
  TrendingUpIcon,
  UsersIcon,
} from "lucide-react";
import { AVERAGE_DAYS_TO_FILL, EXECUTIVE_SEARCH_DAYS, type Figure, FIGURES, REPLACEMENT_GUARANTEE_DAYS } from "./figures";
import type { CtaLink, IconCard, PageMeta } from "./types";

/** The four service pages and the home page's services grid (public spec section 2, Service pages). */

export interface ServiceSummary {
  name: string;
  path: string;
  icon: LucideIcon;
  /** For the home page's card. */
  summary: string;
}

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

const PARTNER: CtaLink = { label: "Partner With Us", to: "/contact" };
const VIEW_JOBS: CtaLink = { label: "View Opportunities", to: "/jobs" };
const MEET_TEAM: CtaLink = { label: "Meet Our Leadership", to: "/company/leadership" };
const BOOK: CtaLink = { label: "Book a Consultation", to: "/book" };

export const PERMANENT_PLACEMENT = {
  meta: {
    title: "Permanent Placement Recruiting Services",
    description: `Permanent placement for professional and management roles nationwide: a ${AVERAGE_DAYS_TO_FILL}-day average time to fill, 95% offer acceptance and a ${REPLACEMENT_GUARANTEE_DAYS}-day replacement guarantee.`,
    keywords: ["permanent placement", "direct hire recruiting", "professional recruiting", "staffing agency", "replacement guarantee"],
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
      { icon: SearchIcon, title: "Candidates you won't find on job boards", text: "Most of the people we place were not looking. Our researchers reach them directly and confidentially." },
      { icon: ClipboardCheckIcon, title: "Screened before you see them", text: "Structured interviews, skills assessment and reference conversations, summarized in a written profile." },
      { icon: TimerIcon, title: `A ${AVERAGE_DAYS_TO_FILL}-day average`, text: "A short list within two weeks and an accepted offer in about a month for most professional roles." },
      { icon: ShieldCheckIcon, title: `${REPLACEMENT_GUARANTEE_DAYS}-day guarantee`, text: "If a placement leaves or does not work out within 90 days, we run the search again at no cost." },
    ],
  },
  stats: [FIGURES.offerAcceptance, FIGURES.averageDaysToFill, FIGURES.fortune500Placements],
  process: {
    heading: "Our six-step process",
    steps: [
      { title: "Discovery", text: "We learn the role, the team, the culture and what success looks like after a year." },
      { title: "Search strategy", text: "We agree the profile, the target companies, the compensation range and the timeline." },
      { title: "Sourcing", text: "Our research team maps the market and approaches passive and active candidates." },
      { title: "Screening", text: "Structured interviews, assessments and references narrow the field to the best three to five." },
      { title: "Interviews and offer", text: "We coordinate interviews, collect feedback and guide both sides to an offer that is accepted." },
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

export const CONTRACT_STAFFING = {
  meta: {
    title: "Contract Staffing & Contract-to-Hire Services",
    description:
      "Contract, contract-to-hire and seasonal staffing nationwide: skilled professionals for projects from one month to more than a year, vetted and ready to start.",
    keywords: ["contract staffing", "contract to hire", "temporary staffing", "seasonal staffing", "IT contractors"],
  },
  serviceType: "Contract and temporary staffing",
  eyebrow: "Contract Staffing",
  intro:
    "Skilled professionals for a project, a peak or a trial period: contract, contract-to-hire and seasonal staffing, with payroll, insurance and compliance handled by us.",
  actions: [PARTNER, VIEW_JOBS],
  features: {
    heading: "Flexible talent without the risk",
    intro: "Add people when the work needs them, and keep the ones who prove themselves.",
    items: [
      { icon: TimerIcon, title: "Ready in days", text: "A bench of pre-screened contractors means most roles are filled within one to two weeks." },
      { icon: LandmarkIcon, title: "We are the employer of record", text: "Payroll, taxes, benefits, workers' compensation and I-9 compliance are ours to handle." },
      { icon: RefreshCwIcon, title: "Try before you hire", text: "Contract-to-hire lets you see a person's work before making a permanent offer." },
      { icon: UsersIcon, title: "Whole teams", text: "From one specialist to a project team of twenty, with one point of contact." },
    ],
  },
  stats: [FIGURES.clientRetention, FIGURES.fasterHiring, FIGURES.offerAcceptance],
  durations: {
    heading: "Engagements that fit the work",
    items: [
      { icon: CalendarClockIcon, title: "Short-term", duration: "1-6 months", text: "Projects, implementations, leave cover and backlogs." },
      { icon: BriefcaseIcon, title: "Long-term", duration: "6+ months", text: "Ongoing programs and roles you are not ready to make permanent." },
      { icon: HandshakeIcon, title: "Contract-to-hire", duration: "3-12 months", text: "A working trial with the option to hire with no conversion surprise." },
      { icon: SunIcon, title: "Seasonal", duration: "Peak periods", text: "Year-end, tax season, holiday fulfillment and harvest peaks." },
    ],
  },
  industries: {
    heading: "Industries we staff",
    items: [
      "Information Technology",
      "Finance & Accounting",
      "Healthcare",
      "Manufacturing & Engineering",
      "Logistics & Supply Chain",
      "Administrative & Office",
      "Marketing & Creative",
      "Human Resources",
    ],
  },
  closing: {
    heading: "Need people for a project?",
    text: "Tell us the skills, the start date and the length. We will send qualified contractors, usually within a week.",
    actions: [PARTNER, VIEW_JOBS],
  },
} satisfies ServiceContent & Record<string, unknown>;

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
      { icon: CrownIcon, title: "Partner-led", text: "The partner you meet runs your search. It is never handed to a junior team." },
      { icon: ShieldCheckIcon, title: "Confidential by design", text: "Code-named searches, direct approaches and no public postings when discretion matters." },
      { icon: LineChartIcon, title: "Assessment you can rely on", text: "Leadership assessment, in-depth references and a written view of every finalist's strengths and risks." },
      { icon: HandshakeIcon, title: "Beyond the offer", text: "Transition support and check-ins through the first year." },
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
      { title: "Consultation", text: "We meet your board or CEO to understand the business, the role and the mandate." },
      { title: "Position profile", text: "A written profile of responsibilities, experience and leadership qualities, agreed with you." },
      { title: "Market research", text: "Our researchers map the leaders who fit, in your industry and beyond it." },
      { title: "Candidate outreach", text: "Confidential, direct approaches to the strongest candidates, most of whom are not looking." },
      { title: "Assessment", text: "In-depth interviews and leadership assessment produce a short list of three to five." },
      { title: "Finalist selection", text: "We manage interviews and references with you, and give you our candid view of each finalist." },
      { title: "Offer and onboarding", text: "We negotiate the offer and support the transition through the first year." },
    ],
  },
  closing: {
    heading: "Planning a leadership change?",
    text: "Start with a confidential conversation with one of our partners.",
    actions: [{ label: "Start a Confidential Search", to: "/contact" }, MEET_TEAM],
  },
} satisfies ServiceContent & Record<string, unknown>;

export interface Specialization {
  name: string;
  icon: LucideIcon;
  text: string;
  specialties: readonly string[];
}

export const INDUSTRY_SPECIALIZATIONS = {
  meta: {
    title: "Industry Specializations: Technology, Finance, Healthcare & Manufacturing Recruiting",
    description:
      "Specialist recruiters for technology, finance, healthcare and manufacturing: people who know the roles, the credentials and the market in each industry.",
    keywords: ["technology recruiting", "finance recruiting", "healthcare recruiting", "manufacturing recruiting", "specialized staffing"],
  },
  serviceType: "Specialized industry recruiting",
  eyebrow: "Industry Specializations",
  intro:
    "Each of our practices is led by recruiters who have worked in or alongside the industry they serve, so they know the roles, the credentials and the people.",
  actions: [PARTNER, VIEW_JOBS],
  features: {
    heading: "Specialists, not generalists",
    intro: "Knowing an industry means knowing what a résumé leaves out.",
    items: [
      { icon: BadgeCheckIcon, title: "Credential checks", text: "Licenses, certifications and clearances verified before you see a candidate." },
      { icon: TrendingUpIcon, title: "Market data", text: "Compensation and availability data by role and region from our own placements." },
      { icon: UsersIcon, title: "Deep networks", text: "Years of relationships with the people who do this work well." },
      { icon: BuildingIcon, title: "Every level", text: "From specialists and managers to the executives who lead them." },
    ],
  },
  stats: [FIGURES.fortune500Placements, FIGURES.clientRetention, FIGURES.averageDaysToFill],
  specializations: [
    {
      name: "Technology",
      icon: CpuIcon,
      text: "Engineering, data and IT leadership for software companies and the technology teams inside every other business.",
      specialties: ["Software Engineering", "Data Science & Analytics", "Cloud & DevOps", "Cybersecurity", "Product Management", "IT Leadership"],
    },
    {
      name: "Finance",
      icon: LandmarkIcon,
      text: "Accounting and finance talent for corporations, banks, insurers and investment firms.",
      specialties: ["Corporate Finance & FP&A", "Accounting & Controllership", "Banking", "Insurance", "Investment Management", "Risk & Compliance"],
    },
    {
      name: "Healthcare",
      icon: HeartPulseIcon,
      text: "Clinical and administrative leaders for health systems, hospitals and healthcare companies.",
      specialties: ["Nursing Leadership", "Physician Executives", "Healthcare Administration", "Revenue Cycle", "Health IT", "Pharmacy & Life Sciences"],
    },
    {
      name: "Manufacturing",
      icon: FactoryIcon,
      text: "Operations and engineering talent for discrete and process manufacturers.",
      specialties: ["Plant Management", "Quality Assurance", "Supply Chain & Logistics", "Process Engineering", "Automation & Controls", "EHS & Safety"],
    },
  ] satisfies Specialization[],
  closing: {
    heading: "Hiring in one of these fields?",
    text: "Talk to the practice that knows it. We will put you in touch with a specialist recruiter today.",
    actions: [PARTNER, VIEW_JOBS],
  },
} satisfies ServiceContent & Record<string, unknown>;

/** The home page's services grid, in menu order. */
export const SERVICE_SUMMARIES: readonly ServiceSummary[] = [
  {
    name: "Permanent Placement",
    path: "/services/permanent-placement",
    icon: UsersIcon,
    summary: "Direct-hire recruiting for professional and management roles, backed by a 90-day replacement guarantee.",
  },
  {
    name: "Contract Staffing",
    path: "/services/contract-staffing",
    icon: CalendarClockIcon,
    summary: "Contract, contract-to-hire and seasonal professionals, ready in days, with payroll and compliance handled.",
  },
  {
    name: "Executive Search",
    path: "/services/executive-search",
    icon: CrownIcon,
    summary: "Retained, partner-led searches for the C-suite, vice presidents and board directors.",
  },
  {
    name: "Industry Specializations",
    path: "/services/industry-specializations",
    icon: BuildingIcon,
    summary: "Specialist practices for technology, finance, healthcare and manufacturing.",
  },
];
