import { AVAILABLE_IN_WEEKS_MAX, LOCATION_TEXT_MAX, payProblem } from "./candidate-offer";
import { APPLICATION_INDUSTRIES, FIELD_LIMITS, HELP_TYPES, INQUIRIES } from "./forms";
import { VISIT_LIMITS } from "./lead-scoring";
import { PAY_PERIODS, REMOTE_PREFERENCES, WORK_AUTHORIZATIONS } from "./matching";
import { normalizeEmail, normalizePhone } from "./normalize";
import { groupThousands } from "./plain-text";
import { boundedCount, z } from "./zod";

/**
 * The public forms' schemas (fields, limits and choices in forms.ts). Optional text may be sent empty, missing or
 * null; it comes out `undefined`. Outputs are what gets stored: trimmed text, lower-cased email and the phone
 * normalized as `normalizePhone` says.
 */

const tooLong = (label: string, max: number) => `${label} must be at most ${groupThousands(max)} characters`;

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong(label, max));
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || undefined);
}

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(FIELD_LIMITS.email, tooLong("Email", FIELD_LIMITS.email))
  .transform(normalizeEmail)
  .pipe(z.email("Enter a valid email address"));

function phoneText(value: string, ctx: Pick<z.core.$RefinementCtx<unknown>, "addIssue">): string {
  const phone = normalizePhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: "custom", message: "Enter a valid phone number (7 to 15 digits)" });
  return z.NEVER;
}

const requiredPhone = requiredText("Phone", FIELD_LIMITS.phone).transform(phoneText);

const optionalPhone = z
  .string({ error: "Phone must be text" })
  .trim()
  .max(FIELD_LIMITS.phone, tooLong("Phone", FIELD_LIMITS.phone))
  .nullish()
  .transform((value, ctx) => (value ? phoneText(value, ctx) : undefined));

/** An optional choice that the form sends as "" when nothing is chosen. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .union([z.literal(""), z.enum(values)], { error: `Choose a ${label} from the list` })
    .nullish()
    .transform((value) => value || undefined);
}

const names = {
  firstName: requiredText("First name", FIELD_LIMITS.name),
  lastName: requiredText("Last name", FIELD_LIMITS.name),
};

/** The campaign a visitor arrived through, sent by the forms when analytics consent allows it. */
const utmSource = optionalText("UTM source", FIELD_LIMITS.utm);

/**
 * A visit fact sent with an application when the visitor allowed analytics (bounds in VISIT_LIMITS): a number in
 * JSON, digits in the multipart form. Out of bounds is refused, as the contact attribution's analytics fields are.
 */
function visitFact(label: string, max: number) {
  return z
    .preprocess(
      (value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value),
      boundedCount(label, max),
    )
    .optional();
}

/**
 * A ticked-or-not consent box sent with an application: a boolean in JSON, "true"/"false" in the SPA's multipart,
 * "on" (or nothing) from the native form. Anything else is refused naming the field.
 */
function consentBox(label: string) {
  return z.preprocess(
    (value) => (value === "on" || value === "true" ? true : value === "false" ? false : value),
    z.boolean({ error: `${label} must be true or false` }).default(false),
  );
}

/** An optional number a form sends as text ("85,000", "$42.50", "" for none) and JSON as a number. */
function optionalNumber(schema: z.ZodNumber) {
  return z.preprocess((value) => {
    if (value === null || value === "") return undefined;
    if (typeof value !== "string") return value;
    const plain = value.trim().replace(/^\$/, "").replace(/,/g, "");
    return plain === "" ? undefined : /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
  }, schema.optional());
}

/** Yes, no or not said: a boolean in JSON, "true"/"false" from the form's select ("" is not said). */
function optionalYesNo(label: string) {
  return z.preprocess(
    (value) =>
      value === "true" ? true : value === "false" ? false : value === "" || value === null ? undefined : value,
    z.boolean({ error: `${label} must be yes or no` }).optional(),
  );
}

/**
 * What the applicant offers (issue 46 item 1), every field optional: where they live (a ZIP or "City, ST", found in
 * the gazetteer when stored), desired pay (dollars, with its period), notice in weeks (0: now), remote preference,
 * relocation and work authorization.
 */
const offerFields = {
  location: optionalText("Location", LOCATION_TEXT_MAX).optional(),
  desiredPayAmount: optionalNumber(z.number({ error: "Desired pay must be a number of dollars, like 85000" })),
  desiredPayPeriod: optionalChoice(PAY_PERIODS, "pay period (per year or per hour)").optional(),
  availableInWeeks: optionalNumber(
    z
      .number({ error: "Available in must be a number of weeks" })
      .int("Available in must be a whole number of weeks")
      .min(0, "Available in must be 0 (now) or more weeks")
      .max(AVAILABLE_IN_WEEKS_MAX, `Available in must be at most ${AVAILABLE_IN_WEEKS_MAX} weeks`),
  ),
  remotePreference: optionalChoice(REMOTE_PREFERENCES, "remote preference").optional(),
  willingToRelocate: optionalYesNo("Willing to relocate"),
  workAuthorization: optionalChoice(WORK_AUTHORIZATIONS, "work authorization").optional(),
};

/** POST /api/applications: the candidate application (home, /candidates, /apply, a job's page). */
export const applicationSchema = z
  .object({
    ...names,
    email,
    phone: requiredPhone,
    currentPosition: optionalText("Current position", FIELD_LIMITS.currentPosition),
    industry: optionalChoice(APPLICATION_INDUSTRIES, "industry"),
    additionalInfo: optionalText("Additional information", FIELD_LIMITS.additionalInfo),
    /** The contact form's two SMS consents, the same boxes and words; they give the candidate's SMS consent. */
    smsMarketingConsent: consentBox("SMS marketing consent"),
    smsAppointmentConsent: consentBox("SMS appointment consent"),
    jobId: optionalText("Job", FIELD_LIMITS.jobId),
    utmSource,
    jobsViewed: visitFact("Jobs viewed", VISIT_LIMITS.jobsViewed),
    searches: visitFact("Searches", VISIT_LIMITS.searches),
    minutesSinceJobView: visitFact("Minutes since the job was viewed", VISIT_LIMITS.minutesSinceJobView),
    /** The path the visit began on, sent when analytics is allowed: the articles' ranking (decision 060). */
    landingPage: optionalText("Landing page", FIELD_LIMITS.landingPage),
    ...offerFields,
  })
  // A pay figure needs its period, and is checked against that period's bounds.
  .superRefine(({ desiredPayAmount, desiredPayPeriod }, ctx) => {
    if (desiredPayAmount === undefined) return;
    if (!desiredPayPeriod)
      ctx.addIssue({ code: "custom", path: ["desiredPayPeriod"], message: "Choose per year or per hour" });
    const problem = desiredPayPeriod && payProblem(desiredPayAmount, desiredPayPeriod);
    if (problem) ctx.addIssue({ code: "custom", path: ["desiredPayAmount"], message: problem });
  });
export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** POST /api/ghl/direct-contact: the home page's contact section. */
export const directContactSchema = z.object({
  ...names,
  email,
  company: optionalText("Company", FIELD_LIMITS.company),
  phone: optionalPhone,
  inquiry: z.enum(INQUIRIES, { error: "Choose what your inquiry is about" }),
  message: requiredText("Message", FIELD_LIMITS.message),
  smsMarketingConsent: z.boolean({ error: "SMS marketing consent must be true or false" }).default(false),
  smsAppointmentConsent: z.boolean({ error: "SMS appointment consent must be true or false" }).default(false),
});
export type DirectContactInput = z.input<typeof directContactSchema>;
export type DirectContact = z.output<typeof directContactSchema>;

/** POST /api/contact/submit: the /contact page form; the message is optional there. */
export const contactPageSchema = z.object({
  ...names,
  email,
  company: optionalText("Company", FIELD_LIMITS.company),
  phone: optionalPhone,
  helpType: z.enum(HELP_TYPES, { error: "Choose how we can help" }),
  message: optionalText("Message", FIELD_LIMITS.message),
  utmSource,
});
export type ContactPageInput = z.input<typeof contactPageSchema>;
export type ContactPage = z.output<typeof contactPageSchema>;

const utm = optionalText("UTM value", FIELD_LIMITS.utm);

/**
 * The visitor-session facts sent with a home contact message when the visitor allowed analytics. Unknown keys are
 * refused, so what is stored stays small and known.
 */
export const analyticsDataSchema = z.strictObject({
  sessionId: z
    .string({ error: "Session id is required" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Session id must be 8-64 letters, digits, '-' or '_'"),
  pageViews: boundedCount("Page views", VISIT_LIMITS.pageViews),
  /** Milliseconds since the session started; at most a day. */
  timeOnSite: boundedCount("Time on site", VISIT_LIMITS.timeOnSiteMs),
  leadScore: boundedCount("Lead score", 100),
  engagementScore: boundedCount("Engagement score", 100),
  landingPage: optionalText("Landing page", FIELD_LIMITS.landingPage),
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  utm_term: utm,
  utm_content: utm,
});
export type AnalyticsData = z.output<typeof analyticsDataSchema>;

/** POST /api/analytics/contact-with-attribution: the home contact message plus its attribution. */
export const contactWithAttributionSchema = z.strictObject({
  formData: directContactSchema,
  analyticsData: analyticsDataSchema,
});
export type ContactWithAttributionInput = z.input<typeof contactWithAttributionSchema>;
