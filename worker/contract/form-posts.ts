import type { FieldIssue } from "./errors";

/**
 * The public forms that also post natively, without scripts (issue 29, decision 040): where each one posts and where
 * a stored submission goes next. Shared by the Worker, which answers the posts (worker/site/form-posts.ts), and the
 * SPA, whose forms name the same addresses (web/lib/posted-form.ts), so a form works the same with or without
 * scripts: same action, same confirmation page.
 *
 * - `page`: where the form posts: the page it lives on (a refused post re-renders it at that address, which the
 *   browser then hydrates). A form shown on other pages too (the application form on /candidates) still posts here.
 * - `sent`: the confirmation page a stored (or honeypot-trapped) submission is redirected to with 303 See Other,
 *   and which the SPA navigates to after its own fetch succeeds.
 */
export const FORM_POSTS = {
  /** The /contact page form. */
  contact: { page: "/contact", sent: "/contact/sent" },
  /** The home page's contact section. */
  homeContact: { page: "/", sent: "/contact/sent" },
  /** The application form on /apply (and /apply?jobId=... from a job's page): multipart, with the resume. */
  application: { page: "/apply", sent: "/apply/sent" },
  /** The job alert form on /job-alerts (the /jobs dialog's page for visitors without scripts). */
  jobAlert: { page: "/job-alerts", sent: "/job-alerts/sent" },
  /**
   * The booking details form on /book?type=&date=&time= (decision 039). A stored booking is redirected to its own
   * confirmation (/book?booking=<id>&token=...); this `sent` is where a honeypot hit goes: the wizard's start.
   */
  booking: { page: "/book", sent: "/book" },
  /** The newsletter signup on /resources and in each article's footer (both post to /resources). */
  newsletter: { page: "/resources", sent: "/newsletter/sent" },
} as const satisfies Record<string, { page: string; sent: string }>;

export type FormName = keyof typeof FORM_POSTS;

/**
 * What a refused native post hands back to the page it re-renders: the visitor's values as typed (text fields by
 * name; a file is never echoed), each field's problem (the API's own issues: same paths, same texts), and the
 * refusal's message (for a problem no field owns, e.g. too many requests).
 */
export interface PostedFormState {
  values: Record<string, string>;
  issues: FieldIssue[];
  message: string;
}

/**
 * The route data key of a form's posted state (worker/contract/route-data.ts): the Worker embeds
 * `{ queryKey: postedFormKey(name), data: PostedFormState }` in the page it re-renders, and the form reads it as its
 * initial values and errors.
 */
export function postedFormKey(name: FormName) {
  return ["form", name] as const;
}
