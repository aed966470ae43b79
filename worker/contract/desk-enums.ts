/** The agency desk's submittal and placement enumerations (issue 32 items 3-5), for the schema, contract and screens. */

/** A submittal waits for the client's answer, or holds it: interview, decline, or hold (not now, not no). */
/** "closed": the firm decided before the client answered (a placement, a fall-off, a withdrawal, a rejection). */
export const SUBMITTAL_STATUSES = ["awaiting", "interview", "declined", "hold", "closed"] as const;
export type SubmittalStatus = (typeof SUBMITTAL_STATUSES)[number];

/** The statuses a client can still answer: none yet, or "hold". */
export const SUBMITTAL_OPEN_STATUSES = ["awaiting", "hold"] as const satisfies readonly SubmittalStatus[];

/** What a client contact answers on the client portal. */
export const SUBMITTAL_DECISIONS = ["interview", "decline", "hold"] as const;
export type SubmittalDecision = (typeof SUBMITTAL_DECISIONS)[number];

/** The submittal status each decision leaves. */
export const STATUS_OF_DECISION: Readonly<Record<SubmittalDecision, SubmittalStatus>> = {
  interview: "interview",
  decline: "declined",
  hold: "hold",
};

/** A placement holds, or the candidate left within the guarantee (fell off). */
export const PLACEMENT_STATUSES = ["active", "fell_off"] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/** A fee line: the whole fee (contingency) or one of a retained search's three installments. */
export const FEE_LINE_KINDS = ["contingency", "retainer", "shortlist", "placement"] as const;
export type FeeLineKind = (typeof FEE_LINE_KINDS)[number];

/** Where the firm's invoicing of a fee line stands, set by staff. */
export const INVOICE_STATUSES = ["to_invoice", "invoiced", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Why a candidate is off-limits (decision 052). */
export const OFF_LIMITS_REASONS = ["placed_in_guarantee", "client_contact"] as const;
export type OffLimitsReason = (typeof OFF_LIMITS_REASONS)[number];

/** A client portal link works this long from the email that carries it. */
export const CLIENT_PORTAL_LINK_DAYS = 30;
/** Days without an answer after which a submittal waits for the client, unless the setting says otherwise. */
export const DEFAULT_WAITING_DAYS = 5;
