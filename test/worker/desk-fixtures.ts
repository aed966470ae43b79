import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { applications, candidates, clientContacts, clients, jobs } from "../../worker/db/schema";

/**
 * Clients, contacts, job orders and applications for the desk's tests (submittals, placements), inserted directly:
 * the clients area's API is built beside them, and these tests are about what comes after.
 */

const db = () => createDb(env.DB);

export async function addClient(values: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await db()
    .insert(clients)
    .values({ name: "Acme Manufacturing", status: "active", ...values })
    .returning();
  return row!;
}

export async function addContact(clientId: string, values: Partial<typeof clientContacts.$inferInsert> = {}) {
  const [row] = await db()
    .insert(clientContacts)
    .values({
      clientId,
      name: "Hannah Hiring",
      email: `hannah.${crypto.randomUUID().slice(0, 8)}@acme.example`,
      ...values,
    })
    .returning();
  return row!;
}

export async function addJobOrder(clientId: string | null, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await db()
    .insert(jobs)
    .values({
      title: "Plant Controller",
      company: "Acme",
      location: "Indianapolis, IN",
      type: "Full-time",
      industry: "Manufacturing",
      description: "d",
      requirements: "r",
      status: "published",
      clientId,
      ...values,
    })
    .returning();
  return row!;
}

/** An application with its candidate, as the public form stores them. */
export async function addApplicant(
  jobId: string | null,
  firstName: string,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  const email = values.email ?? `${firstName.toLowerCase()}.${crypto.randomUUID().slice(0, 6)}@example.com`;
  const candidateId =
    values.candidateId ??
    (
      await db()
        .insert(candidates)
        .values({ firstName, lastName: "Doe", email: email.toLowerCase(), phone: "+13175550199" })
        .returning()
    )[0]!.id;
  const [row] = await db()
    .insert(applications)
    .values({
      firstName,
      lastName: "Doe",
      email,
      phone: "+13175550199",
      currentPosition: "Controller at Globex",
      jobId,
      candidateId,
      stage: "qualifying",
      ...values,
    })
    .returning();
  return row!;
}
