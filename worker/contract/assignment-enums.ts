import type { JobType } from "./site-enums";

/** Contract staffing's enumerations (issue 48 item 1), for the schema, the contract and the screens. */

/** How the contractor is engaged: the firm's W-2 employee, a 1099 contractor, or through their own company. */
export const ENGAGEMENT_TYPES = ["w2", "1099", "corp_to_corp"] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

/**
 * Where an assignment stands. "upcoming", "active" and "completed" follow from its dates (worker/domain/
 * assignment-money.ts statusOn); "ended_early" and "converted_to_hire" are recorded and final.
 */
export const ASSIGNMENT_STATUSES = ["upcoming", "active", "ended_early", "completed", "converted_to_hire"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The statuses an assignment is stored with until something ends it: its dates say which of the three it is. */
export const ASSIGNMENT_DATED_STATUSES = ["upcoming", "active", "completed"] as const satisfies AssignmentStatus[];

/**
 * The job types that take an assignment instead of a placement's fee. The site's job types (worker/contract/
 * site-enums.ts) have no contract-to-hire of their own: it is a Contract job order whose assignment converts.
 */
export const ASSIGNMENT_JOB_TYPES = ["Contract"] as const satisfies readonly JobType[];

export const isAssignmentJobType = (type: string): boolean =>
  (ASSIGNMENT_JOB_TYPES as readonly string[]).includes(type);

/** Hours a week after which overtime is paid, and its default multiplier (US practice, FLSA). */
export const OVERTIME_AFTER_HOURS = 40;
export const DEFAULT_OVERTIME_MULTIPLIER = 1.5;
