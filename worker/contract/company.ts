/**
 * The firm's identity, used by the SPA, the Worker's documents (feeds, JSON-LD) and generated content.
 * Where the spec contradicts itself (founded 1998 or 1999) the value here is the one used everywhere.
 */
export const COMPANY = {
  name: "Talent Partners Executive Search",
  shortName: "Talent Partners",
  foundedYear: 1998,
  phone: "(317) 555-0142",
  email: "info@talentpartners-search.com",
  careersEmail: "careers@talentpartners-search.com",
  address: {
    street: "11711 N Meridian St, Suite 400",
    city: "Carmel",
    region: "IN",
    postalCode: "46032",
    country: "US",
  },
  hours: "Mon-Fri 8:00 AM-6:00 PM, Sat 9:00 AM-2:00 PM, Sun closed (EST)",
} as const;

/**
 * The office's weekly hours on the business zone's clock (Sunday = 0; a day not listed is closed): what the site
 * states (web/content/contact.ts, Mon-Fri 8-6, Sat 9-2, Eastern) and what the firm calendar starts from (the seed and
 * migration 0066; decision 090).
 */
export const OFFICE_WEEKLY_HOURS: readonly { dayOfWeek: number; startTime: string; endTime: string }[] = [
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: "08:00", endTime: "18:00" })),
  { dayOfWeek: 6, startTime: "09:00", endTime: "14:00" },
];
