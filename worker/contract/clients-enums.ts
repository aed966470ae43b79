/** The agency desk's enumerations (issue 32), in one place for the schema, the contract and the screens. */

/** Where a client stands with the firm. */
export const CLIENT_STATUSES = ["prospect", "active", "inactive"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** How a client pays: a share of first-year salary on placement (contingency), or in installments (retained). */
export const CLIENT_FEE_TYPES = ["contingency", "retained"] as const;
export type ClientFeeType = (typeof CLIENT_FEE_TYPES)[number];

/** What a client contact does on the firm's searches. */
export const CONTACT_ROLES = ["hiring_manager", "decision_maker", "hr"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** Days a placed candidate must stay for the fee to hold, unless the client's terms say otherwise. */
export const DEFAULT_GUARANTEE_DAYS = 90;
