/**
 * How long candidates' data is kept (decision 030), apart from the privacy contract so the public privacy policy can
 * state it without loading the back office's schemas.
 */

/** Months without activity after which the cron anonymizes a candidate: two years unless an admin changes it. */
export const RETENTION_MONTHS_DEFAULT = 24;
/** The US record-keeping minimum for employment agencies (29 CFR 1602.14: one year). */
export const RETENTION_MONTHS_MIN = 12;
export const RETENTION_MONTHS_MAX = 120;
