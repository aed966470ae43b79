/**
 * The home page's own copy for its hydrated sections; the static parts' copy is in home-static.ts, so that the page's
 * first load does not carry it. Sections that list people, studies or services read those files.
 */

export const HOME_META = {
  title: "Executive Search & Staffing Nationwide",
  keywords: [
    "executive search firm",
    "staffing agency",
    "permanent placement",
    "contract staffing",
    "recruiting firm Indiana",
    "nationwide recruiters",
  ],
} as const;

export const HOME_JOBS = {
  heading: "Current Opportunities",
  intro: "Open roles with our clients across the country, updated as searches open and close.",
};

export const HOME_RESOURCES = {
  heading: "Career & Hiring Resources",
  intro: "Guides, market insights and advice from our recruiters for candidates and hiring managers.",
};

export const HOME_CONTACT = {
  heading: "Get in Touch",
  intro: "Hiring, looking, or just curious about the market? Send us a message and the right person will reply.",
};

export const CALCULATOR_INTRO = {
  eyebrow: "Salary Insights",
  heading: "Market Salary Calculator",
  intro:
    "Estimate the market range for a role from our placement benchmarks. Choose a role, experience, location and industry.",
};
