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
