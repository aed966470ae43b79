import type { DeliveryCounts, ServiceStatus } from "./deliveries";
import type { AppointmentStatus } from "./enums";
import type { ScoreTerm } from "./lead-scoring";
import { pagingFields, searchField, sortField, z } from "./zod";

/** JSON shapes of the CRM API (back-office spec section 3, "Other shapes"), read by the CRM dashboard. */

/** Where a lead stands with GoHighLevel: sent, waiting, or waiting after an error. */
export const LEAD_SYNC_STATES = ["pending", "synced", "failed"] as const;
export type LeadSyncState = (typeof LEAD_SYNC_STATES)[number];
export const LEAD_SORTS = ["newest", "oldest", "score"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const LEADS_PAGE_DEFAULT = 25;
export const LEADS_PAGE_MAX = 100;

/** The lead list's query: a search of the person (name, email, company) and the source, a sync state, an order, a page. */
export const leadListQuerySchema = z.object({
  q: searchField,
  sync: z.enum(LEAD_SYNC_STATES, { error: `Sync must be one of ${LEAD_SYNC_STATES.join(", ")}` }).optional(),
  sort: sortField(LEAD_SORTS, "newest"),
  ...pagingFields(LEADS_PAGE_DEFAULT, LEADS_PAGE_MAX),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export interface LeadPersonData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** The company the person gave (contact messages and bookings; applications ask for none). */
  company?: string | null;
}

/** The consultation behind a booking's lead: who booked, when, and whether it still stands. */
export interface LeadBookingData extends LeadPersonData {
  appointmentId: string;
  appointmentDate: string;
  status: AppointmentStatus;
}

/** A lead with the person behind it (the application's or the contact message's name, email and phone). */
export interface CrmLeadView {
  id: string;
  applicationId: string | null;
  contactId: string | null;
  ghlContactId: string | null;
  leadType: string;
  leadSource: string;
  leadScore: number;
  /** The terms the score adds up from (formula, visit and staff rules); empty for leads scored before they were kept. */
  scoreBreakdown: ScoreTerm[];
  pipeline: string | null;
  pipelineStage: string;
  assignedTo: string | null;
  priority: string;
  tags: string[] | null;
  notes: string | null;
  lastActivity: string | null;
  nextFollowUp: string | null;
  status: string;
  /** The client an employer's inquiry was converted into (POST /api/crm/leads/{id}/convert). */
  clientId: string | null;
  /** Whether it is an employer's inquiry (isEmployerInquiry, or a consultation), which staff may turn into a client. */
  employerInquiry: boolean;
  syncedToGHL: boolean;
  ghlLastSync: string | null;
  /** The error a sync was given up on, else the last error of one still being retried. */
  syncError: string | null;
  /** Its crm_sync delivery's attempts and, while pending, next try. */
  syncAttempts: number;
  nextSyncAt: string | null;
  createdAt: string;
  updatedAt: string;
  applicationData: LeadPersonData | null;
  contactData: LeadPersonData | null;
  /** A booking's lead: the booker and the appointment (the spec names only the two above; bookings are leads too). */
  bookingData: LeadBookingData | null;
}

/** A staff scoring rule: `points` added to a lead's built-in score when `criteria` match (worker/domain/lead-rules.ts). */
export interface LeadScoringRuleView {
  id: string;
  name: string;
  criteria: Record<string, unknown>;
  points: number;
  appliesTo: string;
  description: string | null;
  isActive: boolean;
  createdAt: string;
}

export interface GhlStats {
  totalContacts: number;
  syncedLeads: number;
  /** Leads whose sync waits to go out: the crm_sync deliveries still pending. */
  pendingSync: number;
  /** Whether GoHighLevel can be used now, and why not: the crm_sync kind's own check. */
  service: ServiceStatus;
  /** "Connected" when the service is usable and the latest call to GoHighLevel worked (a test or a sync). */
  connectionStatus: "Connected" | "Disconnected";
  /** The error of the latest call to GoHighLevel when it failed (while the service is usable). */
  lastError: string | null;
  lastSyncTime: string | null;
  /** The crm_sync deliveries by status: the sync backlog. */
  deliveries: DeliveryCounts;
}

/** "Sync All Pending": how many leads' syncs were handed to the delivery queue, and how many leads are not yet synced. */
export interface BulkSyncResult {
  queued: number;
  remaining: number;
}

/** A lead's "Sync": the GoHighLevel contact it now is. */
export interface LeadSyncResult {
  success: true;
  leadId: string;
  ghlContactId: string;
}

/** "Test": GoHighLevel answered for our location. */
export interface GhlConnectionTest {
  connected: true;
  locationName: string;
}

/** What the CRM and GoHighLevel routes answer (worker/contract/api.ts). */
export interface CrmAnswers {
  "GET /api/crm/scoring-rules": LeadScoringRuleView[];
  "POST /api/crm/scoring-rules": LeadScoringRuleView;
  "PUT /api/crm/scoring-rules/:id": LeadScoringRuleView;
  "DELETE /api/crm/scoring-rules/:id": { ok: true; id: string };
  "GET /api/crm/leads": CrmLeadView[];
  "POST /api/ghl/sync-lead/:id": LeadSyncResult;
  "POST /api/ghl/bulk-sync": BulkSyncResult;
  "POST /api/ghl/test-connection": GhlConnectionTest;
  "GET /api/ghl/stats": GhlStats;
}
