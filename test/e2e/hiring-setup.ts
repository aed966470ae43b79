import { type APIRequestContext, expect, type Locator } from "@playwright/test";
import { DEFAULT_SCORECARD_CRITERIA } from "../../worker/contract/scorecards";
import { queryE2eDb, sqlText } from "./db";

/**
 * The interview browser tests' common set-up, made through the API as staff make it: a client with its contacts, a
 * published job order of theirs (the first contact its hiring contact) and a candidate's application to it. The
 * request context must be signed in as staff; `stamp` keeps each run's names and addresses its own.
 */

export interface HiringSetup {
  clientId: string;
  clientName: string;
  /** The contacts' ids and emails, in the order given. */
  contacts: { id: string; name: string; email: string }[];
  jobId: string;
  jobTitle: string;
  applicationId: string;
  candidateEmail: string;
  candidateName: string;
}

export async function hiringSetup(
  request: APIRequestContext,
  baseURL: string,
  {
    stamp,
    contacts,
    candidate,
  }: {
    stamp: string;
    contacts: { name: string; email: string }[];
    candidate: { firstName: string; lastName: string };
  },
): Promise<HiringSetup> {
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await request.post(path, { data, headers: { Origin: baseURL, ...headers } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const clientName = `Northwind Foods ${stamp}`;
  const client = await post("/api/admin/clients", { name: clientName, status: "active" });
  const made = [];
  for (const contact of contacts) {
    made.push({ ...contact, id: (await post(`/api/admin/clients/${client.id}/contacts`, contact)).id });
  }
  const jobTitle = `Plant Controller ${stamp}`;
  const job = await post("/api/jobs", {
    title: jobTitle,
    company: "Northwind Foods",
    location: "Columbus, OH",
    industry: "Manufacturing",
    description: "A food manufacturer is hiring a plant controller to own the close and the audit.",
    requirements: "CPA; 6+ years in plant accounting",
    status: "published",
    clientId: client.id,
    hiringContactId: made[0]?.id,
  });
  const candidateEmail = `${candidate.firstName.toLowerCase()}.${stamp}@example.com`;
  await post(
    "/api/applications",
    { ...candidate, email: candidateEmail, phone: "3175550143", currentPosition: "Controller", jobId: job.id },
    { "CF-Connecting-IP": `198.19.${Date.now() % 250}.80` },
  );
  const [application] = queryE2eDb<{ id: string }>(
    `select id from applications where email = ${sqlText(candidateEmail)}`,
  );
  return {
    clientId: client.id,
    clientName,
    contacts: made,
    jobId: job.id,
    jobTitle,
    applicationId: application!.id,
    candidateEmail,
    candidateName: `${candidate.firstName} ${candidate.lastName}`,
  };
}

/**
 * Fills a panel member's scorecard in the interview's `article`: a rating per criterion (a job order naming none of
 * its own scores the default ones), then the overall recommendation.
 */
export async function fillScorecard(article: Locator, ratings: number[], recommendation: string) {
  for (const [index, criterion] of DEFAULT_SCORECARD_CRITERIA.entries())
    await article
      .getByRole("group", { name: criterion })
      .getByRole("radio", { name: new RegExp(`^\\s*${ratings[index]} `) })
      .check();
  await article
    .getByRole("group", { name: "Overall" })
    .getByRole("radio", { name: recommendation, exact: true })
    .check();
}
