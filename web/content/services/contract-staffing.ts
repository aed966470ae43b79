import {
  BriefcaseIcon,
  CalendarClockIcon,
  HandshakeIcon,
  LandmarkIcon,
  RefreshCwIcon,
  SunIcon,
  TimerIcon,
  UsersIcon,
} from "../../components/ui/icons";
import { FIGURES } from "../figures";
import { PARTNER, type ServiceContent, VIEW_JOBS } from "./shared";

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
      {
        icon: TimerIcon,
        title: "Ready in days",
        text: "A bench of pre-screened contractors means most roles are filled within one to two weeks.",
      },
      {
        icon: LandmarkIcon,
        title: "We are the employer of record",
        text: "Payroll, taxes, benefits, workers' compensation and I-9 compliance are ours to handle.",
      },
      {
        icon: RefreshCwIcon,
        title: "Try before you hire",
        text: "Contract-to-hire lets you see a person's work before making a permanent offer.",
      },
      {
        icon: UsersIcon,
        title: "Whole teams",
        text: "From one specialist to a project team of twenty, with one point of contact.",
      },
    ],
  },
  stats: [FIGURES.clientRetention, FIGURES.fasterHiring, FIGURES.offerAcceptance],
  durations: {
    heading: "Engagements that fit the work",
    items: [
      {
        icon: CalendarClockIcon,
        title: "Short-term",
        duration: "1-6 months",
        text: "Projects, implementations, leave cover and backlogs.",
      },
      {
        icon: BriefcaseIcon,
        title: "Long-term",
        duration: "6+ months",
        text: "Ongoing programs and roles you are not ready to make permanent.",
      },
      {
        icon: HandshakeIcon,
        title: "Contract-to-hire",
        duration: "3-12 months",
        text: "A working trial with the option to hire with no conversion surprise.",
      },
      {
        icon: SunIcon,
        title: "Seasonal",
        duration: "Peak periods",
        text: "Year-end, tax season, holiday fulfillment and harvest peaks.",
      },
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
