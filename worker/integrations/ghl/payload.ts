import type { CrmLead } from "../../db/schema";

/** What we know about the person behind a lead: from its application or its contact message. */
export interface LeadPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** Application: position, industry, job; contact: inquiry and message. */
  details: Record<string, string | null | undefined>;
}

export interface GhlContactUpsert {
  locationId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  companyName?: string;
  source: string;
  tags: string[];
}

/** Tags that let the firm's GHL workflows tell candidates from client enquiries and see where each came from. */
export function leadTags(lead: Pick<CrmLead, "leadType" | "leadSource" | "tags">): string[] {
  const tags = new Set([`lead:${lead.leadType}`, `source:${lead.leadSource}`, "website", ...(lead.tags ?? [])]);
  return [...tags];
}

/** The body of `POST /contacts/upsert` for a lead (GHL API v2). */
export function contactUpsertPayload(locationId: string, lead: CrmLead, person: LeadPerson): GhlContactUpsert {
  return {
    locationId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    ...(person.phone ? { phone: person.phone } : {}),
    ...(person.company ? { companyName: person.company } : {}),
    source: `Website: ${lead.leadSource}`,
    tags: leadTags(lead),
  };
}

/** The note added to the contact: the lead's score and what the person sent, as plain text. */
export function leadNoteBody(lead: CrmLead, person: LeadPerson): string {
  const lines = [
    `Website ${lead.leadType} lead (${lead.leadSource})`,
    `Lead score: ${lead.leadScore} (${lead.priority} priority)`,
    ...Object.entries(person.details)
      .filter(([, value]) => value)
      .map(([label, value]) => `${label}: ${value}`),
    `Received: ${lead.createdAt.toISOString()}`,
  ];
  return lines.join("\n");
}
