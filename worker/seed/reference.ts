import { OFFICE_WEEKLY_HOURS } from "../contract/company";
import type { Role, StaffAreaIcon } from "../contract/enums";

/**
 * Reference rows every installation needs: the staff areas (their required roles decide access),
 * the job boards we publish feeds for, and the consultation types with their weekday hours.
 */

export interface SeedStaffArea {
  slug: string;
  name: string;
  description: string;
  icon: StaffAreaIcon;
  requiredRole: Role;
  sortOrder: number;
}

/** One row per staff area; bulk content and content creation belong to "content". */
export const seedStaffAreas: readonly SeedStaffArea[] = [
  {
    slug: "content",
    name: "Content",
    description: "Articles, schedules, bulk generation and LinkedIn posting",
    icon: "FileText",
    requiredRole: "recruiter",
    sortOrder: 1,
  },
  {
    slug: "jobs",
    name: "Jobs",
    description: "Job postings and job-board feeds",
    icon: "Briefcase",
    requiredRole: "recruiter",
    sortOrder: 2,
  },
  {
    slug: "crm",
    name: "CRM",
    description: "Leads and GoHighLevel sync",
    icon: "BarChart3",
    requiredRole: "manager",
    sortOrder: 3,
  },
  {
    slug: "sms",
    name: "SMS",
    description: "Text messaging settings and history",
    icon: "Settings",
    requiredRole: "manager",
    sortOrder: 4,
  },
  {
    slug: "users",
    name: "Users",
    description: "Staff accounts and roles",
    icon: "Users",
    requiredRole: "admin",
    sortOrder: 5,
  },
  {
    slug: "portals",
    name: "Staff areas",
    description: "Staff areas, access control and activity logs",
    icon: "Settings",
    requiredRole: "admin",
    sortOrder: 6,
  },
  {
    slug: "candidates",
    name: "Candidates",
    description: "Applications, candidates and the hiring pipeline",
    icon: "Users",
    requiredRole: "recruiter",
    sortOrder: 7,
  },
  {
    slug: "inbox",
    name: "Inbox",
    description: "Contact messages from the site, assigned and answered by email",
    icon: "Users",
    requiredRole: "recruiter",
    sortOrder: 8,
  },
  {
    slug: "scheduling",
    name: "Scheduling",
    description: "Appointments, booking types and availability",
    icon: "Users",
    requiredRole: "manager",
    sortOrder: 9,
  },
  {
    slug: "privacy",
    name: "Privacy",
    description: "Find, export and erase a person's data; retention and legal holds",
    icon: "Settings",
    requiredRole: "admin",
    sortOrder: 10,
  },
  {
    slug: "clients",
    name: "Clients",
    description: "Clients, contacts, job orders, submittals and placements",
    icon: "Briefcase",
    requiredRole: "recruiter",
    sortOrder: 11,
  },
];

export interface SeedJobBoard {
  slug: string;
  name: string;
  isActive: boolean;
}

/**
 * The job boards: Indeed, LinkedIn and ZipRecruiter ingest our XML feeds; Glassdoor lists what is posted to Indeed,
 * so its own switch is never read (decision 104).
 */
export const seedJobBoards: readonly SeedJobBoard[] = [
  { slug: "indeed", name: "Indeed", isActive: true },
  { slug: "linkedin", name: "LinkedIn", isActive: true },
  { slug: "ziprecruiter", name: "ZipRecruiter", isActive: true },
  { slug: "glassdoor", name: "Glassdoor", isActive: false },
];

export interface SeedBookingType {
  key: string;
  name: string;
  description: string;
  duration: number;
  /** Cents. */
  price: number;
  color: string;
}

export const seedBookingTypes: readonly SeedBookingType[] = [
  {
    key: "hiring-consultation",
    name: "Hiring Needs Consultation",
    description: "A working session with a senior partner to scope a search: role, market, compensation and timeline.",
    duration: 45,
    price: 0,
    color: "#1E3A8A",
  },
  {
    key: "career-strategy",
    name: "Career Strategy Call",
    description: "For candidates: talk through your goals, your resume and the roles we are filling now. Always free.",
    duration: 30,
    price: 0,
    color: "#3B82F6",
  },
  {
    key: "compensation-benchmark",
    name: "Compensation Benchmark Review",
    description:
      "We walk your leadership team through current salary and equity benchmarks for the roles you are hiring.",
    duration: 60,
    price: 25000,
    color: "#B45309",
  },
];

/** The firm calendar's weekly hours the seed starts from: the office hours the site states (decision 090). */
export const seedFirmHours = OFFICE_WEEKLY_HOURS;
