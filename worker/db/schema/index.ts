/** Every table, one file per area that owns it: the single source of truth for migrations/ (drizzle-kit generate). */
export * from "./staff";
export * from "./candidates";
export * from "./jobs";
export * from "./applications";
export * from "./leads";
export * from "./content";
export * from "./booking";
export * from "./sms";
export * from "./delivery";
export * from "./notifications";
export * from "./job-alerts";
export * from "./privacy";
export * from "./rate-limit";
export * from "./public-version";
