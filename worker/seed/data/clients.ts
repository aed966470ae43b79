/**
 * Demo clients (issue 32): three companies the firm works for, with their contacts, each running some of the seeded
 * jobs as job orders. Pure data; the seeder derives stable ids from the keys. Phones are stored as the API stores
 * them (E.164).
 */
import type { NewClient, NewClientContact } from "../../db/schema";

export interface SeedClientContact extends Omit<NewClientContact, "id" | "clientId"> {
  key: string;
}

export interface SeedClient extends Omit<NewClient, "id"> {
  key: string;
  contacts: readonly SeedClientContact[];
  /** Seeded jobs (by key) run for this client, each with the key of its hiring contact. */
  jobOrders: readonly { jobKey: string; contactKey: string }[];
}

export const seedClients: readonly SeedClient[] = [
  {
    key: "larkspur-data-systems",
    name: "Larkspur Data Systems",
    website: "https://larkspurdata.example",
    industry: "Technology",
    status: "active",
    feeType: "contingency",
    feePercent: 25,
    guaranteeDays: 90,
    notes: "Platform and data engineering hires in New York; prefers shortlists of three.",
    contacts: [
      {
        key: "priya-natarajan",
        name: "Priya Natarajan",
        email: "priya.natarajan@larkspurdata.example",
        phone: "+12125550134",
        title: "VP of Engineering",
        role: "hiring_manager",
      },
      {
        key: "marcus-webb",
        name: "Marcus Webb",
        email: "marcus.webb@larkspurdata.example",
        phone: "+12125550178",
        title: "Head of People",
        role: "hr",
      },
    ],
    jobOrders: [{ jobKey: "senior-software-engineer-platform-nyc", contactKey: "priya-natarajan" }],
  },
  {
    key: "peachtree-valley-health-system",
    name: "Peachtree Valley Health System",
    website: "https://peachtreevalleyhealth.example",
    industry: "Healthcare",
    status: "active",
    feeType: "retained",
    feePercent: 30,
    guaranteeDays: 180,
    retainerPercent: 33.33,
    shortlistPercent: 33.33,
    placementPercent: 33.34,
    notes: "Retained executive searches for the revenue cycle and clinical leadership.",
    contacts: [
      {
        key: "dana-okafor",
        name: "Dana Okafor",
        email: "dana.okafor@peachtreevalleyhealth.example",
        phone: "+14045550112",
        title: "Chief Financial Officer",
        role: "decision_maker",
      },
      {
        key: "luis-herrera",
        name: "Luis Herrera",
        email: "luis.herrera@peachtreevalleyhealth.example",
        phone: null,
        title: "Talent Acquisition Partner",
        role: "hr",
      },
    ],
    jobOrders: [{ jobKey: "director-revenue-cycle-atlanta", contactKey: "dana-okafor" }],
  },
  {
    key: "gulf-coast-fabrication-works",
    name: "Gulf Coast Fabrication Works",
    website: "https://gulfcoastfab.example",
    industry: "Manufacturing",
    status: "prospect",
    feeType: "contingency",
    feePercent: 20,
    guaranteeDays: 90,
    noPoach: true,
    notes: "Plant leadership; no-poach agreed for their salaried staff.",
    contacts: [
      {
        key: "janet-broussard",
        name: "Janet Broussard",
        email: "janet.broussard@gulfcoastfab.example",
        phone: "+17135550166",
        title: "General Manager",
        role: "hiring_manager",
      },
    ],
    jobOrders: [{ jobKey: "plant-manager-houston", contactKey: "janet-broussard" }],
  },
];
