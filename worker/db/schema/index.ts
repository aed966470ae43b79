/** Every table, one file per area that owns it: the single source of truth for migrations/ (drizzle-kit generate). */

export * from "./applications";
export * from "./assignments";
export * from "./booking";
export * from "./candidates";
export * from "./clients";
export * from "./content";
export * from "./conversations";
export * from "./delivery";
export * from "./interviews";
export * from "./job-alerts";
export * from "./jobs";
export * from "./leads";
export * from "./newsletter";
export * from "./notifications";
export * from "./outreach";
export * from "./placements";
export * from "./places";
export * from "./privacy";
export * from "./public-version";
export * from "./rate-limit";
export * from "./row-counts";
export * from "./scorecards";
export * from "./sms";
export * from "./staff";
export * from "./submittals";
export * from "./timesheets";
