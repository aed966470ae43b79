import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { jobMatchesQuerySchema } from "../../worker/contract/match-queries";
import { createDb } from "../../worker/db/client";
import { jobMatches, jobToMatch } from "../../worker/matching/store";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/** Matching's "available from" (issue 48 item 5): a contractor on a running assignment is free the day after it. */

const db = () => createDb(env.DB);
const NOW = new Date("2040-05-16T17:00:00Z");

describe("available from, in a job order's matches", () => {
  it("shows the day after a running assignment ends, and nothing for one that ended or none", async () => {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("ann.recruiter", "recruiter");
    const client = await addClient();
    const approver = await addContact(client.id);
    const contractJob = await addJobOrder(client.id, { type: "Contract", title: "Contract Accountant" });
    const start = async (name: string, startDate: string, endDate: string) => {
      const application = await addApplicant(contractJob.id, name, { stage: "offered" });
      const response = await api("/api/admin/assignments", {
        method: "POST",
        cookie,
        body: {
          applicationId: application.id,
          approverContactId: approver.id,
          startDate,
          endDate,
          billRate: 95,
          payRate: 70,
          engagementType: "w2",
          timeZone: "America/Chicago",
        },
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    await start("Priya", "2040-04-01", "2040-06-05");
    await start("Ben", "2040-01-02", "2040-05-01");
    await addApplicant(null, "Ana");
    const job = await addJobOrder(client.id, { title: "Senior Accountant", requiredSkills: [], preferredSkills: [] });

    const matched = await jobMatches(db(), (await jobToMatch(db(), job.id))!, jobMatchesQuerySchema.parse({}), NOW);
    const byName = Object.fromEntries(matched.rows.map((row) => [row.name.split(" ")[0], row.availableFrom]));
    expect(byName).toEqual({ Priya: "2040-06-06", Ben: null, Ana: null });
  });
});
