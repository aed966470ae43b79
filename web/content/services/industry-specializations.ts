import {
  BadgeCheckIcon,
  BuildingIcon,
  CpuIcon,
  FactoryIcon,
  HeartPulseIcon,
  LandmarkIcon,
  type SiteIcon,
  TrendingUpIcon,
  UsersIcon,
} from "../../components/ui/icons";
import { FIGURES } from "../figures";
import { PARTNER, type ServiceContent, VIEW_JOBS } from "./shared";

export interface Specialization {
  name: string;
  icon: SiteIcon;
  text: string;
  specialties: readonly string[];
}

export const INDUSTRY_SPECIALIZATIONS = {
  meta: {
    title: "Industry Specializations: Technology, Finance, Healthcare & Manufacturing Recruiting",
    description:
      "Specialist recruiters for technology, finance, healthcare and manufacturing: people who know the roles, the credentials and the market in each industry.",
    keywords: [
      "technology recruiting",
      "finance recruiting",
      "healthcare recruiting",
      "manufacturing recruiting",
      "specialized staffing",
    ],
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
      {
        icon: BadgeCheckIcon,
        title: "Credential checks",
        text: "Licenses, certifications and clearances verified before you see a candidate.",
      },
      {
        icon: TrendingUpIcon,
        title: "Market data",
        text: "Compensation and availability data by role and region from our own placements.",
      },
      {
        icon: UsersIcon,
        title: "Deep networks",
        text: "Years of relationships with the people who do this work well.",
      },
      {
        icon: BuildingIcon,
        title: "Every level",
        text: "From specialists and managers to the executives who lead them.",
      },
    ],
  },
  stats: [FIGURES.fortune500Placements, FIGURES.clientRetention, FIGURES.averageDaysToFill],
  specializations: [
    {
      name: "Technology",
      icon: CpuIcon,
      text: "Engineering, data and IT leadership for software companies and the technology teams inside every other business.",
      specialties: [
        "Software Engineering",
        "Data Science & Analytics",
        "Cloud & DevOps",
        "Cybersecurity",
        "Product Management",
        "IT Leadership",
      ],
    },
    {
      name: "Finance",
      icon: LandmarkIcon,
      text: "Accounting and finance talent for corporations, banks, insurers and investment firms.",
      specialties: [
        "Corporate Finance & FP&A",
        "Accounting & Controllership",
        "Banking",
        "Insurance",
        "Investment Management",
        "Risk & Compliance",
      ],
    },
    {
      name: "Healthcare",
      icon: HeartPulseIcon,
      text: "Clinical and administrative leaders for health systems, hospitals and healthcare companies.",
      specialties: [
        "Nursing Leadership",
        "Physician Executives",
        "Healthcare Administration",
        "Revenue Cycle",
        "Health IT",
        "Pharmacy & Life Sciences",
      ],
    },
    {
      name: "Manufacturing",
      icon: FactoryIcon,
      text: "Operations and engineering talent for discrete and process manufacturers.",
      specialties: [
        "Plant Management",
        "Quality Assurance",
        "Supply Chain & Logistics",
        "Process Engineering",
        "Automation & Controls",
        "EHS & Safety",
      ],
    },
  ] satisfies Specialization[],
  closing: {
    heading: "Hiring in one of these fields?",
    text: "Talk to the practice that knows it. We will put you in touch with a specialist recruiter today.",
    actions: [PARTNER, VIEW_JOBS],
  },
} satisfies ServiceContent & Record<string, unknown>;
