import { eq, isNull } from "drizzle-orm";
import { clientCreation } from "../clients/store";
import { isEmployerInquiry, type LeadConversion } from "../contract/clients";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { bookingAppointments, contacts, crmLeads, leadActivities } from "../db/schema";
import type { Actor } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { markHandled } from "../notifications/store";
import { dropUnusedCandidate } from "../people/store";

/**
 * Who an employer's lead came from: the contact message's sender or the consultation's booker; with the message,
 * the candidate it is filed under (every contact message is, until staff say it is an employer's: decision 086).
 */
interface Inquirer {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message?: { id: string; candidateId: string | null };
}

async function inquirerOf(db: Db, lead: { id: string; contactId: string | null }): Promise<Inquirer | undefined> {
  const [[message], [booking]] = await db.batch([
    db
      .select()
      .from(contacts)
      .where(eq(contacts.id, lead.contactId ?? ""))
      .limit(1),
    db.select().from(bookingAppointments).where(eq(bookingAppointments.leadId, lead.id)).limit(1),
  ]);
  if (message)
    return isEmployerInquiry(message)
      ? {
          name: `${message.firstName} ${message.lastName}`,
          email: message.email,
          phone: message.phone,
          company: message.company,
          message: { id: message.id, candidateId: message.candidateId },
        }
      : undefined;
  if (booking)
    return {
      name: booking.bookerName,
      email: booking.bookerEmail,
      phone: booking.bookerPhone,
      company: booking.bookerCompany,
    };
  return undefined;
}

/**
 * Turns an employer's lead into a client (named by the company they gave, or `name`) with them as its first contact,
 * in ONE batch: the client, active and owned by the staff member converting it, and its contact (the clients
 * area's statements), the lead marked converted and linked to the client, an entry in the lead's own history, the
 * log, and the inquiry's message marked done (its "new message" notifications read) and taken off any candidate,
 * which is deleted when it has nothing else (decision 086). The lead and its history stay. Undefined when there is no
 * such lead; 409 for a lead that is not an employer's inquiry or was converted already; 400 naming `name` when the
 * inquiry gave no company and no name is sent.
 */
export async function convertLeadToClient(
  db: Db,
  actor: Actor,
  leadId: string,
  name: string | undefined,
): Promise<LeadConversion | undefined> {
  const [lead] = await db.select().from(crmLeads).where(eq(crmLeads.id, leadId)).limit(1);
  if (!lead) return undefined;
  if (lead.clientId)
    throw new ApiError(409, "already_converted", `This lead was converted into client ${lead.clientId} already.`);
  const inquirer = lead.leadType === "contact" ? await inquirerOf(db, lead) : undefined;
  if (!inquirer)
    throw new ApiError(
      409,
      "not_employer_lead",
      "Only an employer's inquiry (the Partner With Us form, 'I need to hire talent', a consultation) becomes a client.",
    );
  const clientName = name ?? inquirer.company?.trim();
  if (!clientName)
    throw validationError([{ path: "name", message: "The inquiry gave no company: send the client's name" }]);
  const now = new Date();
  const { clientId, contactId, statements } = await clientCreation(
    db,
    actor,
    { name: clientName, status: "active", ownerId: actor.userId ?? lead.assignedTo },
    {
      contact: { name: inquirer.name, email: inquirer.email, phone: inquirer.phone, role: "hiring_manager" },
      action: "client.create_from_lead",
      details: { leadId },
    },
  );
  await db
    .batch([
      ...statements,
      // The claim (decision 075): a conversion that lost the race to another fails its whole batch, client included.
      db
        .update(crmLeads)
        .set({ clientId, status: claimed(isNull(crmLeads.clientId), "converted"), lastActivity: now, updatedAt: now })
        .where(eq(crmLeads.id, leadId)),
      db.insert(leadActivities).values({
        leadId,
        activityType: "converted",
        subject: "Converted into a client",
        userId: actor.userId,
        description: `Client ${clientId}, contact ${contactId}`,
        completedAt: now,
      }),
      ...(inquirer.message ? messageHandled(db, inquirer.message, now) : []),
    ])
    .catch((err: unknown) => {
      if (!isRefusedClaim(err, "crm_leads.status")) throw err;
      throw new ApiError(409, "already_converted", "This lead was converted into a client already.");
    });
  return { clientId, contactId: contactId! };
}

/** The inquiry's message after its conversion: done, its notifications read, filed under no candidate. */
function messageHandled(db: Db, message: { id: string; candidateId: string | null }, now: Date) {
  return [
    db.update(contacts).set({ status: "done", candidateId: null }).where(eq(contacts.id, message.id)),
    markHandled(db, "message_new", [message.id], now),
    ...(message.candidateId ? [dropUnusedCandidate(db, message.candidateId)] : []),
  ] as const;
}
