import { eq } from "drizzle-orm";
import { clientCreation } from "../clients/store";
import { isEmployerInquiry, type LeadConversion } from "../contract/clients";
import type { Db } from "../db/client";
import { bookingAppointments, contacts, crmLeads, leadActivities } from "../db/schema";
import type { Actor } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";

/** Who an employer's lead came from: the contact message's sender or the consultation's booker. */
interface Inquirer {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
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
 * in ONE batch: the client and contact (the clients area's statements), the lead marked converted and linked to the
 * client, an entry in the lead's own history, and the log. The lead and its history stay. Undefined when there is no
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
    { name: clientName, status: "prospect", ownerId: lead.assignedTo },
    {
      contact: { name: inquirer.name, email: inquirer.email, phone: inquirer.phone, role: "hiring_manager" },
      action: "client.create_from_lead",
      details: { leadId },
    },
  );
  await db.batch([
    ...statements,
    db
      .update(crmLeads)
      .set({ clientId, status: "converted", lastActivity: now, updatedAt: now })
      .where(eq(crmLeads.id, leadId)),
    db.insert(leadActivities).values({
      leadId,
      activityType: "converted",
      subject: "Converted into a client",
      userId: actor.userId,
      description: `Client ${clientId}, contact ${contactId}`,
      completedAt: now,
    }),
  ]);
  return { clientId, contactId: contactId! };
}
