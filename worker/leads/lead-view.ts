import type { CrmLeadView, LeadBookingData } from "../contract/crm";
import type { BookingAppointment, CrmLead, Delivery } from "../db/schema";
import { leadSyncState } from "../domain/crm-sync";
import { splitBookerName } from "./crm-delivery";

/** A lead as the CRM page shows it, with the person behind it and its sync (worker/domain/crm-sync.ts). */

export function toBookingData(appointment: BookingAppointment): LeadBookingData {
  return {
    ...splitBookerName(appointment.bookerName),
    email: appointment.bookerEmail,
    phone: appointment.bookerPhone,
    company: appointment.bookerCompany,
    appointmentId: appointment.id,
    appointmentDate: appointment.appointmentDate.toISOString(),
    status: appointment.status,
  };
}

type LeadPeople = Pick<CrmLeadView, "applicationData" | "contactData" | "bookingData" | "employerInquiry">;

/** The lead with the people behind it and its sync, read from its crm_sync delivery (null if it has none). */
export function toLeadView(lead: CrmLead, sync: Delivery | null, people: LeadPeople): CrmLeadView {
  return {
    id: lead.id,
    applicationId: lead.applicationId,
    contactId: lead.contactId,
    ghlContactId: lead.ghlContactId,
    leadType: lead.leadType,
    leadSource: lead.leadSource,
    leadScore: lead.leadScore,
    scoreBreakdown: lead.scoreBreakdown ?? [],
    pipeline: lead.pipeline,
    pipelineStage: lead.pipelineStage,
    assignedTo: lead.assignedTo,
    priority: lead.priority,
    tags: lead.tags,
    notes: lead.notes,
    lastActivity: lead.lastActivity?.toISOString() ?? null,
    nextFollowUp: lead.nextFollowUp?.toISOString() ?? null,
    status: lead.status,
    clientId: lead.clientId,
    syncedToGHL: lead.syncedToGHL,
    ghlLastSync: lead.ghlLastSync?.toISOString() ?? null,
    ...leadSyncState(lead.syncError, sync),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    ...people,
  };
}
