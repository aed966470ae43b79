import { z } from "zod";
import type { ApplicationStage } from "./enums";
import type { NewsletterIssueSent } from "./newsletter";
import { addDays, isCalendarDate } from "./time-zone";

/**
 * The firm's numbers (issue 34 item 3, decisions 060 and 061): what `GET /api/admin/analytics?from=&to=` answers
 * and the /admin/analytics page shows. Dates are calendar days in the firm's zone (DEFAULT_TIME_ZONE), both ends
 * included; every figure is computed in SQL from D1, the page views from Workers Analytics Engine when connected.
 */

/** The longest range one answer covers: a year and a day, so "the last 12 months" from any day fits. */
export const ANALYTICS_MAX_DAYS = 366;
/** Up to this many days the series count per day; a longer range counts per week (7 days from `from`). */
export const ANALYTICS_DAILY_MAX_DAYS = 92;
/** How many rows a ranked list (jobs, articles, UTM campaigns, pages) shows: the top ones. */
export const ANALYTICS_TOP = 10;
/** The most newsletter issues one range lists (a weekly newsletter sends 53 in a year). */
export const ANALYTICS_ISSUES_MAX = 60;

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required (yyyy-MM-dd)` })
    .refine(isCalendarDate, `${label} must be a calendar date written yyyy-MM-dd`);

/** `GET /api/admin/analytics` query: from <= to, at most ANALYTICS_MAX_DAYS days. */
export const analyticsQuerySchema = z
  .object({ from: dateField("The start date (from)"), to: dateField("The end date (to)") })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
    if (value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date (to) must not be before the start date" });
    else if (value.to > addDays(value.from, ANALYTICS_MAX_DAYS - 1))
      ctx.addIssue({ code: "custom", path: ["to"], message: `Please ask for at most ${ANALYTICS_MAX_DAYS} days` });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** One bar of a breakdown: what is counted and how many. */
export interface CountOf {
  label: string;
  count: number;
}

/** A duration over the rows that have one: how many, their mean and median, in hours. */
export interface DurationSummary {
  count: number;
  averageHours: number | null;
  medianHours: number | null;
}

/** One step of a series: the first day of the bucket (yyyy-MM-dd) and the figures of that bucket. */
export interface SubscriberPoint {
  start: string;
  subscribed: number;
  unsubscribed: number;
  /** Subscribers at the end of the bucket (confirmed and not unsubscribed). */
  active: number;
}

export interface SubscriberSeries {
  /** Active at the start of the range. */
  activeAtStart: number;
  points: SubscriberPoint[];
}

export interface ArticleRank {
  articleId: string;
  title: string;
  leads: number;
  applications: number;
}

export interface StageReached {
  stage: ApplicationStage;
  /** Applications made in the range that reached this open stage or a later one. */
  count: number;
}

/** Page views from Workers Analytics Engine, or why there are none. */
export type PageViewFigures =
  | { connected: false; reason: string }
  | { connected: true; total: number; topPaths: CountOf[]; topReferrers: CountOf[]; countries: CountOf[] };

export interface AnalyticsView {
  from: string;
  to: string;
  timeZone: string;
  bucket: "day" | "week";
  leads: {
    total: number;
    bySource: CountOf[];
    /** Contact messages whose visitor allowed analytics and came through a campaign: "source / medium / campaign". */
    byUtm: CountOf[];
    byInquiry: CountOf[];
  };
  applications: {
    total: number;
    byJob: CountOf[];
    bySource: CountOf[];
    stagesReached: StageReached[];
    /** Made in the range and now in a closed stage (not a fit, declined, withdrawn). */
    closed: CountOf[];
  };
  /** From an application's arrival to its first move to "contacted" or a later open stage. */
  timeToFirstContact: DurationSummary;
  /** From an application's arrival to its move to "placed", for placements made in the range. */
  timeToPlacement: DurationSummary;
  bookings: {
    total: number;
    byType: CountOf[];
    /** Appointments held in the range that were marked: completed and no-show, and the share of no-shows. */
    completed: number;
    noShows: number;
    noShowRate: number | null;
  };
  subscribers: {
    jobAlerts: SubscriberSeries;
    /** The newsletter's confirmed subscribers, with the same `subscriberSeries` query as the job alerts. */
    newsletter: SubscriberSeries;
  };
  /** Newsletter issues whose send started in the range, first sent first (at most ANALYTICS_ISSUES_MAX). */
  newsletterIssues: NewsletterIssueSent[];
  articles: ArticleRank[];
  linkedin: { sent: number; failed: number; points: { start: string; count: number }[] };
  pageViews: PageViewFigures;
}

export interface AnalyticsAnswers {
  "GET /api/admin/analytics": AnalyticsView;
}
