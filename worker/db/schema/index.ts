/** Every table, by area: the single source of truth for migrations/ (drizzle-kit generate). */
export * from "./staff";
export * from "./candidates";
export * from "./jobs";
export * from "./leads";
export * from "./content";
export * from "./booking";
export * from "./sms";
export * from "./platform";
export * from "./deliveries";
export * from "./pipeline";
export * from "./inbox";
export * from "./notifications";
export * from "./job-alerts";
export * from "./privacy";
