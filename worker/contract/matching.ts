/**
 * What a person offers and a job asks, as data (issue 46): the choices of the candidate's matching fields and the
 * limits of a radius, shared by the API's checks, the forms and the matcher.
 */

/** Where a candidate wants to work. */
export const REMOTE_PREFERENCES = ["onsite", "hybrid", "remote"] as const;
export type RemotePreference = (typeof REMOTE_PREFERENCES)[number];
export const REMOTE_PREFERENCE_LABELS: Record<RemotePreference, string> = {
  onsite: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

/** What a pay figure is per: a salary is a year's, a rate an hour's. */
export const PAY_PERIODS = ["year", "hour"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = { year: "per year", hour: "per hour" };

/** Whether the person may work in the US, and whether a job would have to sponsor them. */
export const WORK_AUTHORIZATIONS = ["citizen", "permanent_resident", "visa", "needs_sponsorship"] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number];
export const WORK_AUTHORIZATION_LABELS: Record<WorkAuthorization, string> = {
  citizen: "US citizen",
  permanent_resident: "Permanent resident (green card)",
  visa: "Work visa, no sponsorship needed",
  needs_sponsorship: "Needs visa sponsorship",
};

/** A radius search's bounds, in miles. */
export const RADIUS_MILES_MIN = 1;
export const RADIUS_MILES_MAX = 500;

/** What a place the gazetteer does not know is answered with (the field named beside it). */
export const UNKNOWN_PLACE = "not a known US ZIP or city";
