import { BuildingIcon, CalendarClockIcon, CrownIcon, type SiteIcon, UsersIcon } from "../../components/ui/icons";

/** The home page's cards for the four services: apart from the pages' content, which the home page does not load. */

export interface ServiceSummary {
  name: string;
  path: string;
  icon: SiteIcon;
  /** For the home page's card. */
  summary: string;
}

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
    summary:
      "Contract, contract-to-hire and seasonal professionals, ready in days, with payroll and compliance handled.",
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
