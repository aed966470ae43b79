import type { ActivityLogEntry } from "./activity";
import type { StaffRef } from "./application-pipeline";
import { CLIENT_FEE_TYPES, CLIENT_STATUSES, CONTACT_ROLES, DEFAULT_GUARANTEE_DAYS } from "./clients-enums";
import { type ConversionTermsView, conversionTermsSchema } from "./conversion";
import type { JobStatus } from "./enums";
import type { FieldIssue } from "./errors";
import { normalizeEmail, normalizePhone } from "./normalize";
import { pagingFields, searchField, updateSchemaOf, z } from "./zod";

/**
 * Clients and their contacts (issue 32): the companies that pay the firm, the people there it works with, and the
 * job orders it runs for them. Shared by the Worker's validators and the back office.
 */

export const CLIENTS_PAGE_DEFAULT = 25;
export const CLIENTS_PAGE_MAX = 100;
/** The most contacts or job orders a client's page lists. */
export const CLIENT_ITEMS_MAX = 100;

/** Query of GET /api/admin/clients: words in the name, website or industry; a status. */
export const clientListQuerySchema = z.object({
  q: searchField,
  status: z
    .union([z.literal(""), z.enum(CLIENT_STATUSES)], { error: `Status must be one of ${CLIENT_STATUSES.join(", ")}` })
    .optional(),
  ...pagingFields(CLIENTS_PAGE_DEFAULT, CLIENTS_PAGE_MAX),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export const CLIENT_ACTIVITY_PAGE_DEFAULT = 20;
export const CLIENT_ACTIVITY_PAGE_MAX = 100;

/** Query of GET /api/admin/clients/:id/activity. */
export const clientActivityQuerySchema = z.object(pagingFields(CLIENT_ACTIVITY_PAGE_DEFAULT, CLIENT_ACTIVITY_PAGE_MAX));
export type ClientActivityQuery = z.output<typeof clientActivityQuerySchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank becomes null, so clearing a field in a form clears it in the database. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(100, `${label} must be at most 100`);

const website = z
  .string({ error: "Website must be text" })
  .trim()
  .max(300, "Website must be at most 300 characters")
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null))
  .refine(
    (value) => !value || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    "Website must be an address starting with http:// or https://",
  );

/** Body of POST /api/admin/clients. Retained terms are checked against each other by `feeTermsIssues`. */
export const clientCreateSchema = z.object({
  name: requiredText("Name", 200),
  website,
  industry: optionalText("Industry", 100),
  status: z.enum(CLIENT_STATUSES, { error: `Status must be one of ${CLIENT_STATUSES.join(", ")}` }).default("prospect"),
  /** A working staff member's id (GET /api/jobs/owners), or null for nobody. */
  ownerId: z
    .string({ error: "Owner must be a staff user's id or null" })
    .trim()
    .min(1, "Owner cannot be empty")
    .max(64, "Owner is at most 64 characters")
    .nullable()
    .optional(),
  feeType: z
    .enum(CLIENT_FEE_TYPES, { error: `Fee type must be one of ${CLIENT_FEE_TYPES.join(", ")}` })
    .default("contingency"),
  feePercent: percent("Fee percent").default(25),
  guaranteeDays: z
    .number({ error: "Guarantee days must be a number" })
    .int("Guarantee days must be a whole number")
    .min(0, "Guarantee days must be 0 or more")
    .max(730, "Guarantee days must be at most 730")
    .default(DEFAULT_GUARANTEE_DAYS),
  retainerPercent: percent("Retainer percent").nullable().optional(),
  shortlistPercent: percent("Shortlist percent").nullable().optional(),
  placementPercent: percent("Placement percent").nullable().optional(),
  /** Contract-to-hire terms (decision 113); null for the fee percent of the salary with no schedule. */
  conversionTerms: conversionTermsSchema,
  noPoach: z.boolean({ error: "No-poach must be true or false" }).default(false),
  notes: optionalText("Notes", 5000),
});
export type ClientCreateInput = z.input<typeof clientCreateSchema>;

/** Body of PATCH /api/admin/clients/{id}: any subset of the create fields. */
export const clientUpdateSchema = updateSchemaOf(clientCreateSchema);
export type ClientUpdateInput = z.input<typeof clientUpdateSchema>;

/** The fee terms as stored: what `feeTermsIssues` checks once a change is merged with what the client had. */
export interface FeeTerms {
  feeType: (typeof CLIENT_FEE_TYPES)[number];
  retainerPercent: number | null;
  shortlistPercent: number | null;
  placementPercent: number | null;
}

const INSTALLMENTS = [
  ["retainerPercent", "Retainer percent"],
  ["shortlistPercent", "Shortlist percent"],
  ["placementPercent", "Placement percent"],
] as const;

/**
 * Why fee terms cannot stand, as field issues: a retained search needs all three installments, summing to 100
 * (within a hundredth, for fractions such as 33.33). Contingency terms carry no installments (the store clears them).
 */
export function feeTermsIssues(terms: FeeTerms): FieldIssue[] {
  if (terms.feeType !== "retained") return [];
  const missing = INSTALLMENTS.filter(([field]) => terms[field] === null || terms[field] === undefined);
  if (missing.length > 0)
    return missing.map(([path, label]) => ({ path, message: `${label} is required for a retained search` }));
  const sum = INSTALLMENTS.reduce((total, [field]) => total + (terms[field] ?? 0), 0);
  if (Math.abs(sum - 100) > 0.01)
    return [
      {
        path: "placementPercent",
        message: `Retainer, shortlist and placement percents must add up to 100 (they add up to ${Math.round(sum * 100) / 100})`,
      },
    ];
  return [];
}

const contactEmail = z
  .string({ error: "Email must be text" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .nullish()
  .transform((value) => (value === undefined ? undefined : value ? normalizeEmail(value) : null))
  .refine((value) => !value || z.email().safeParse(value).success, "Enter a valid email address");

const contactPhone = z
  .string({ error: "Phone must be text" })
  .trim()
  .max(40, "Phone must be at most 40 characters")
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    const phone = normalizePhone(value);
    if (!phone) ctx.addIssue({ code: "custom", message: "Enter a valid phone number (7 to 15 digits)" });
    return phone ?? null;
  });

/** Body of POST /api/admin/clients/{id}/contacts. */
export const contactCreateSchema = z.object({
  name: requiredText("Name", 200),
  email: contactEmail,
  phone: contactPhone,
  title: optionalText("Title", 200),
  role: z.enum(CONTACT_ROLES, { error: `Role must be one of ${CONTACT_ROLES.join(", ")}` }).default("hiring_manager"),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;

/** Body of PATCH /api/admin/clients/{id}/contacts/{contactId}. */
export const contactUpdateSchema = updateSchemaOf(contactCreateSchema);
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

/** The `:id` and `:contactId` of a contact's routes. */
export const contactParamSchema = z.object({
  id: z.string().min(1).max(64),
  contactId: z.string().min(1).max(64),
});

/**
 * Whether a contact message is an employer's inquiry, which a lead conversion may turn into a client: anything sent
 * from the "Partner With Us" page (/contact: every choice there is a service to employers), or the home form's
 * "I need to hire talent". A consultation booking is an employer's too (it is scored with the employer formula).
 */
export function isEmployerInquiry(message: { source: string; inquiry: string }): boolean {
  return message.source === "contact-page" || message.inquiry === "hire-talent";
}

/** Body of POST /api/crm/leads/{id}/convert. `name` names the client when the inquiry gave no company. */
export const leadConvertSchema = z
  .object({
    to: z.literal("client", { error: 'To must be "client"' }),
    name: requiredText("Name", 200).optional(),
  })
  .strict();

/** What a lead's conversion made. */
export interface LeadConversion {
  clientId: string;
  contactId: string;
}

/** A client as the back office shows it. Percents are plain numbers (25 for 25 %). */
export interface ClientView {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  status: (typeof CLIENT_STATUSES)[number];
  owner: StaffRef | null;
  feeType: (typeof CLIENT_FEE_TYPES)[number];
  feePercent: number;
  guaranteeDays: number;
  retainerPercent: number | null;
  shortlistPercent: number | null;
  placementPercent: number | null;
  /** Contract-to-hire terms; null when a conversion's fee is the fee percent of the salary, with no schedule. */
  conversionTerms: ConversionTermsView | null;
  noPoach: boolean;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the clients list. */
export interface ClientListItem extends ClientView {
  counts: { contacts: number; jobOrders: number; openJobOrders: number };
}

export interface ClientContactView {
  id: string;
  clientId: string;
  name: string;
  email: string | null;
  phone: string | null;
  title: string | null;
  role: (typeof CONTACT_ROLES)[number];
  createdAt: string;
  updatedAt: string;
  /** Interviews they were required on that were marked "interviewer no-show" (issue 47). */
  interviewNoShows: number;
}

/** A job run for the client. */
export interface ClientJobOrderView {
  id: string;
  title: string;
  status: JobStatus;
  confidential: boolean;
  openings: number;
  hiringContactId: string | null;
  createdAt: string;
}

/**
 * One client with its contacts and job orders. Its submittals, placements and history are paged lists of their own
 * (GET /api/admin/submittals?clientId=, /api/admin/placements?clientId=, /api/admin/clients/:id/activity).
 */
export interface ClientDetail extends ClientListItem {
  contacts: ClientContactView[];
  jobOrders: ClientJobOrderView[];
  /** The CRM leads this client was converted from (POST /api/crm/leads/{id}/convert). */
  leadIds: string[];
}

/** A client to choose in the job form: its contacts are the hiring contacts to choose from. */
export interface ClientChoice {
  id: string;
  name: string;
  contacts: { id: string; name: string }[];
}

/** What the clients' routes answer (worker/contract/api.ts). */
export interface ClientAnswers {
  "GET /api/admin/clients": ClientListItem[];
  "POST /api/admin/clients": ClientDetail;
  "GET /api/admin/clients/choices": ClientChoice[];
  "GET /api/admin/clients/:id": ClientDetail;
  /** The client's history with its contacts', job orders', submittals' and placements', newest first. */
  "GET /api/admin/clients/:id/activity": ActivityLogEntry[];
  "PATCH /api/admin/clients/:id": ClientDetail;
  "POST /api/admin/clients/:id/contacts": ClientContactView;
  "PATCH /api/admin/clients/:id/contacts/:contactId": ClientContactView;
  "DELETE /api/admin/clients/:id/contacts/:contactId": { ok: true; id: string };
  "POST /api/crm/leads/:id/convert": LeadConversion;
}
