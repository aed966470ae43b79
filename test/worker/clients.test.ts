import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type ActivityLogEntry, activityChanges } from "../../worker/contract/activity";
import type { ClientContactView, ClientDetail, ClientListItem, LeadConversion } from "../../worker/contract/clients";
import { COMPANY } from "../../worker/contract/company";
import type { CrmLeadView } from "../../worker/contract/crm";
import type { ErrorBody } from "../../worker/contract/errors";
import type { MessageDetail } from "../../worker/contract/inbox";
import { CONFIDENTIAL_COMPANY, type JobView } from "../../worker/contract/job-listing";
import type { PlacementList } from "../../worker/contract/placements";
import type { PrivacySearchResult } from "../../worker/contract/privacy";
import type { SubmittalCreated, SubmittalView } from "../../worker/contract/submittals";
import { addApplicant } from "./desk-fixtures";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signIn, uniqueIp } from "./helpers";

/** An empty database with two job portals and four staff signed in (their cookies): recruiter, manager, admin, user. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  await env.DB.batch(
    [
      ["p-indeed", "Indeed", "indeed"],
      ["p-linkedin", "LinkedIn", "linkedin"],
      ["p-zip", "ZipRecruiter", "ziprecruiter"],
    ].map(([id, name, slug]) =>
      env.DB.prepare("insert into job_portals (id, name, slug, is_active) values (?, ?, ?, 1)").bind(id, name, slug),
    ),
  );
  for (const [name, role] of [
    ["rita.recruiter", "recruiter"],
    ["max.manager", "manager"],
    ["ada.admin", "admin"],
    ["ulla.user", "user"],
  ] as const)
    await createStaffUser(name, role);
  const recruiter = await signIn("rita.recruiter");
  const manager = await signIn("max.manager", undefined, "192.0.2.11");
  const admin = await signIn("ada.admin", undefined, "192.0.2.12");
  const user = await signIn("ulla.user", undefined, "192.0.2.13");
  return { recruiter, manager, admin, user };
}

const json = async <T>(response: Response) => (await response.json()) as T;
const post = (cookie: string, path: string, body: unknown) => api(path, { method: "POST", cookie, body });
const patch = (cookie: string, path: string, body: unknown) => api(path, { method: "PATCH", cookie, body });
const issuePaths = async (response: Response) => (await json<ErrorBody>(response)).issues?.map((i) => i.path) ?? [];
const count = async (table: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n ?? 0;

async function createClient(recruiter: string, body: Record<string, unknown>): Promise<ClientDetail> {
  const response = await post(recruiter, "/api/admin/clients", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ClientDetail>(response);
}

/** The client's history as its page reads it: one page, newest first. */
async function activityOf(recruiter: string, clientId: string, query = ""): Promise<ActivityLogEntry[]> {
  const response = await api(`/api/admin/clients/${clientId}/activity${query}`, { cookie: recruiter });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<ActivityLogEntry[]>(response);
}

async function addContact(
  recruiter: string,
  clientId: string,
  body: Record<string, unknown>,
): Promise<ClientContactView> {
  const response = await post(recruiter, `/api/admin/clients/${clientId}/contacts`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ClientContactView>(response);
}

/** What the newest entry of an action says changed. */
async function lastChanges(action: string) {
  const row = await env.DB.prepare(
    "select details from admin_activity_logs where action = ? order by created_at desc, rowid desc limit 1",
  )
    .bind(action)
    .first<{ details: string | null }>();
  return activityChanges(row?.details ?? null);
}

const LONG = "Lead a plant team through a new cost model, monthly close and an ERP migration across three sites. ";
const jobBody = (extra: Record<string, unknown>) => ({
  title: "Plant Controller",
  company: "Acme Corp",
  location: "Chicago, IL",
  description: LONG.repeat(2),
  requirements: "• CPA",
  ...extra,
});

describe("clients: access", () => {
  it("is the clients area's: recruiters and up; a user or a visitor is refused", async () => {
    const { recruiter, manager, admin, user } = await setup();
    expect((await api("/api/admin/clients")).status).toBe(401);
    expect((await api("/api/admin/clients", { cookie: user })).status).toBe(403);
    expect((await post(user, "/api/admin/clients", { name: "Nope Inc" })).status).toBe(403);
    for (const cookie of [recruiter, manager, admin])
      expect((await api("/api/admin/clients", { cookie })).status).toBe(200);
    expect((await api("/api/admin/clients/choices", { cookie: user })).status).toBe(403);
  });
});

describe("clients: create, list, read, change", () => {
  it("creates a client with its terms and logs it; bad input is a 400 naming the field and stores nothing", async () => {
    const { recruiter } = await setup();
    const before = await count("clients");
    for (const [body, paths] of [
      [{}, ["name"]],
      [{ name: "  " }, ["name"]],
      [{ name: "A", feePercent: 150 }, ["feePercent"]],
      [{ name: "A", website: "not a site" }, ["website"]],
      [{ name: "A", status: "gone" }, ["status"]],
      [{ name: "A", guaranteeDays: 1.5 }, ["guaranteeDays"]],
      [{ name: "A", feeType: "retained" }, ["retainerPercent", "shortlistPercent", "placementPercent"]],
      [
        { name: "A", feeType: "retained", retainerPercent: 30, shortlistPercent: 30, placementPercent: 30 },
        ["placementPercent"],
      ],
      [{ name: "A", ownerId: "nobody" }, ["ownerId"]],
    ] as const) {
      const response = await post(recruiter, "/api/admin/clients", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await issuePaths(response)).toEqual(paths);
    }
    expect(await count("clients")).toBe(before);

    const client = await createClient(recruiter, {
      name: "Borealis Freight",
      website: "https://borealis.example",
      feeType: "retained",
      feePercent: 30,
      retainerPercent: 33.33,
      shortlistPercent: 33.33,
      placementPercent: 33.34,
      noPoach: true,
    });
    expect(client).toMatchObject({
      name: "Borealis Freight",
      status: "prospect",
      feeType: "retained",
      guaranteeDays: 90,
      noPoach: true,
      contacts: [],
      jobOrders: [],
      counts: { contacts: 0, jobOrders: 0, openJobOrders: 0 },
    });
    expect((await activityOf(recruiter, client.id)).map((entry) => [entry.action, entry.username])).toEqual([
      ["client.create", "rita.recruiter"],
    ]);
  });

  it("pages by name with X-Total-Count and finds by ?q=", async () => {
    const { recruiter } = await setup();
    await env.DB.batch(
      Array.from({ length: 27 }, (_, i) =>
        env.DB.prepare("insert into clients (id, name, industry) values (?, ?, ?)").bind(
          `paged-${i}`,
          `Paged Client ${String(i).padStart(2, "0")}`,
          i % 2 ? "Logistics" : "Retail",
        ),
      ),
    );
    const page = await api("/api/admin/clients?q=paged&limit=10&offset=20", { cookie: recruiter });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Total-Count")).toBe("27");
    expect((await json<ClientListItem[]>(page)).map((c) => c.name)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Paged Client ${20 + i}`),
    );
    const byIndustry = await api("/api/admin/clients?q=logist", { cookie: recruiter });
    expect(byIndustry.headers.get("X-Total-Count")).toBe("13");
    expect((await api("/api/admin/clients?limit=0", { cookie: recruiter })).status).toBe(400);
    expect((await api("/api/admin/clients?status=gone", { cookie: recruiter })).status).toBe(400);
  });

  it("changes the terms: retained installments must still add up; contingency clears them", async () => {
    const { recruiter } = await setup();
    const client = await createClient(recruiter, { name: "Cobalt Ridge" });
    expect((await api("/api/admin/clients/none", { cookie: recruiter })).status).toBe(404);
    expect((await patch(recruiter, "/api/admin/clients/none", { name: "X" })).status).toBe(404);
    expect((await patch(recruiter, `/api/admin/clients/${client.id}`, {})).status).toBe(400);
    expect(
      await issuePaths(await patch(recruiter, `/api/admin/clients/${client.id}`, { feeType: "retained" })),
    ).toEqual(["retainerPercent", "shortlistPercent", "placementPercent"]);
    const retained = await patch(recruiter, `/api/admin/clients/${client.id}`, {
      feeType: "retained",
      retainerPercent: 40,
      shortlistPercent: 30,
      placementPercent: 30,
      status: "active",
    });
    expect(retained.status).toBe(200);
    // One installment changed alone no longer adds up: refused, nothing changed.
    const broken = await patch(recruiter, `/api/admin/clients/${client.id}`, { retainerPercent: 50 });
    expect(broken.status).toBe(400);
    expect(await issuePaths(broken)).toEqual(["placementPercent"]);
    const stored = await json<ClientDetail>(await api(`/api/admin/clients/${client.id}`, { cookie: recruiter }));
    expect(stored).toMatchObject({ feeType: "retained", retainerPercent: 40, status: "active" });

    const contingency = await json<ClientDetail>(
      await patch(recruiter, `/api/admin/clients/${client.id}`, { feeType: "contingency" }),
    );
    expect(contingency).toMatchObject({ retainerPercent: null, shortlistPercent: null, placementPercent: null });
    expect((await activityOf(recruiter, client.id)).map((entry) => entry.action)).toEqual([
      "client.update",
      "client.update",
      "client.create",
    ]);
  });
});

describe("clients: contacts", () => {
  it("adds, edits and deletes a client's contacts; another client's contact is a 404", async () => {
    const { recruiter } = await setup();
    const client = await createClient(recruiter, { name: "Driftwood Labs" });
    const other = await createClient(recruiter, { name: "Ember Co" });
    const bad = await post(recruiter, `/api/admin/clients/${client.id}/contacts`, {
      name: "Jo",
      email: "nope",
      phone: "12",
    });
    expect(bad.status).toBe(400);
    expect(await issuePaths(bad)).toEqual(["email", "phone"]);
    expect((await post(recruiter, "/api/admin/clients/none/contacts", { name: "Jo" })).status).toBe(404);

    const jo = await addContact(recruiter, client.id, {
      name: "Jo Park",
      email: " Jo.Park@Driftwood.example ",
      phone: "(317) 555-0100",
      title: "CTO",
      role: "decision_maker",
    });
    expect(jo).toMatchObject({ email: "jo.park@driftwood.example", phone: "+13175550100", role: "decision_maker" });

    const path = `/api/admin/clients/${client.id}/contacts/${jo.id}`;
    expect((await patch(recruiter, `/api/admin/clients/${other.id}/contacts/${jo.id}`, { title: "CEO" })).status).toBe(
      404,
    );
    expect((await patch(recruiter, path, { role: "boss" })).status).toBe(400);
    expect(await json<ClientContactView>(await patch(recruiter, path, { title: "CEO", phone: null }))).toMatchObject({
      title: "CEO",
      phone: null,
    });
    // The log names the contact and each change, the phone masked; the client's notes only as changed.
    expect(await lastChanges("client.contact_update")).toEqual({
      record: "Jo Park",
      changes: ["phone: ***00 -> (none)", "title: CTO -> CEO"],
    });
    expect(
      (await patch(recruiter, `/api/admin/clients/${client.id}`, { status: "active", notes: "Jo is leaving" })).status,
    ).toBe(200);
    expect(await lastChanges("client.update")).toEqual({
      record: "Driftwood Labs",
      changes: ["status: prospect -> active", "notes: changed"],
    });
    expect(
      (await api(`/api/admin/clients/${other.id}/contacts/${jo.id}`, { method: "DELETE", cookie: recruiter })).status,
    ).toBe(404);

    const detail = await json<ClientDetail>(await api(`/api/admin/clients/${client.id}`, { cookie: recruiter }));
    expect(detail.contacts.map((c) => c.name)).toEqual(["Jo Park"]);
    expect(detail.counts.contacts).toBe(1);

    expect((await api(path, { method: "DELETE", cookie: recruiter })).status).toBe(200);
    expect((await api(path, { method: "DELETE", cookie: recruiter })).status).toBe(404);
    const after = await json<ClientDetail>(await api(`/api/admin/clients/${client.id}`, { cookie: recruiter }));
    expect(after.contacts).toEqual([]);
    expect((await activityOf(recruiter, client.id)).map((entry) => entry.action)).toEqual([
      "client.contact_delete",
      "client.update",
      "client.contact_update",
      "client.contact_add",
      "client.create",
    ]);
  });
});

describe("job orders", () => {
  it("takes a client, its hiring contact and openings on create and update; another client's contact is a 400", async () => {
    const { recruiter } = await setup();
    const client = await createClient(recruiter, { name: "Fjord Analytics" });
    const other = await createClient(recruiter, { name: "Granite Peak" });
    const hiring = await addContact(recruiter, client.id, { name: "Hal Moss" });
    const stranger = await addContact(recruiter, other.id, { name: "Sue Bell" });
    const jobs = await count("jobs");

    for (const [extra, path] of [
      [{ clientId: client.id, hiringContactId: stranger.id }, "hiringContactId"],
      [{ clientId: "nope" }, "clientId"],
      [{ hiringContactId: hiring.id }, "hiringContactId"],
      [{ openings: 0 }, "openings"],
      [{ confidential: "yes" }, "confidential"],
    ] as const) {
      const response = await post(recruiter, "/api/jobs", jobBody(extra));
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(await issuePaths(response)).toEqual([path]);
    }
    expect(await count("jobs")).toBe(jobs);

    const created = await post(
      recruiter,
      "/api/jobs",
      jobBody({ clientId: client.id, hiringContactId: hiring.id, openings: 3 }),
    );
    expect(created.status).toBe(201);
    const job = await json<JobView>(created);
    expect(job).toMatchObject({ clientId: client.id, hiringContactId: hiring.id, openings: 3, confidential: false });

    const moved = await api(`/api/jobs/${job.id}`, {
      method: "PUT",
      cookie: recruiter,
      body: { hiringContactId: stranger.id },
    });
    expect(moved.status).toBe(400);
    // A new client drops the old client's contact.
    const reassigned = await api(`/api/jobs/${job.id}`, {
      method: "PUT",
      cookie: recruiter,
      body: { clientId: other.id },
    });
    expect(await json<JobView>(reassigned)).toMatchObject({ clientId: other.id, hiringContactId: null });

    const detail = await json<ClientDetail>(await api(`/api/admin/clients/${other.id}`, { cookie: recruiter }));
    expect(detail.jobOrders.map((order) => [order.id, order.openings])).toEqual([[job.id, 3]]);
    expect(detail.counts).toMatchObject({ jobOrders: 1, openJobOrders: 1 });

    const choices = await json<{ id: string; contacts: { name: string }[] }[]>(
      await api("/api/admin/clients/choices", { cookie: recruiter }),
    );
    expect(choices.find((c) => c.id === client.id)?.contacts.map((c) => c.name)).toEqual(["Hal Moss"]);
  });

  it("a confidential job never names its client in its page, JSON-LD, the API, feeds, sitemap or search", async () => {
    const { recruiter } = await setup();
    const client = await createClient(recruiter, { name: "Zanzibar Widgets" });
    const refused = await post(
      recruiter,
      "/api/jobs",
      jobBody({ clientId: client.id, confidential: true, description: `${LONG}Join Zanzibar Widgets today. ${LONG}` }),
    );
    expect(refused.status).toBe(400);
    expect(await issuePaths(refused)).toEqual(["description"]);

    const created = await post(
      recruiter,
      "/api/jobs",
      jobBody({
        title: "Confidential Plant Controller",
        company: "Zanzibar Widgets",
        clientId: client.id,
        confidential: true,
        status: "published",
        publishToPortals: true,
      }),
    );
    expect(created.status).toBe(201);
    const job = await json<JobView>(created);
    // Staff see the client by its id; the company text itself no longer names it.
    expect(job).toMatchObject({ company: CONFIDENTIAL_COMPANY, clientId: client.id, confidential: true });

    const leaks = (text: string) => expect(text.toLowerCase()).not.toContain("zanzibar");
    const publicJob = await api(`/api/jobs/${job.id}`);
    expect(await json<JobView>(publicJob.clone())).toMatchObject({ company: CONFIDENTIAL_COMPANY, clientId: null });
    leaks(await publicJob.text());
    leaks(await (await api("/api/jobs")).text());

    const page = await (await api(`/jobs/${job.id}`)).text();
    expect(page).toContain(CONFIDENTIAL_COMPANY);
    leaks(page);
    const ld = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((item) => item["@type"] === "JobPosting");
    // Google's word for an employer hiring anonymously through a staffing firm (decision 104); the id is the firm's.
    expect(ld?.hiringOrganization).toEqual({ "@type": "Organization", name: "Confidential" });
    expect(ld?.identifier).toMatchObject({ name: COMPANY.name, value: job.id });

    for (const feed of ["/feeds/indeed.xml", "/feeds/linkedin.xml", "/feeds/ziprecruiter.xml"]) {
      const xml = await (await api(feed)).text();
      expect(xml, feed).toContain(job.id);
      expect(xml, feed).toContain(`<company><![CDATA[${COMPANY.name}]]></company>`);
      leaks(xml);
    }
    const sitemap = await (await api("/sitemap.xml")).text();
    expect(sitemap).toContain(`/jobs/${job.id}`);
    leaks(sitemap);
    // Searching for the client's name finds nothing a visitor could tie to it.
    expect((await api("/api/jobs?title=Zanzibar")).headers.get("X-Total-Count")).toBe("0");
    leaks(await (await api("/jobs")).text());

    // Made public again, the job names its client.
    const open = await api(`/api/jobs/${job.id}`, { method: "PUT", cookie: recruiter, body: { confidential: false } });
    expect(await json<JobView>(open)).toMatchObject({ company: "Zanzibar Widgets", confidential: false });
  });
});

describe("a client's page", () => {
  it("composes the history of the client, its contacts, job orders, submittals, answers and placements, paged", async () => {
    const { recruiter, user } = await setup();
    const client = await createClient(recruiter, { name: "Helix Robotics", feePercent: 20 });
    const other = await createClient(recruiter, { name: "Ion Labs" });
    const hiring = await addContact(recruiter, client.id, { name: "Hana Reed", email: "hana.reed@helix.example" });
    const job = await json<JobView>(await post(recruiter, "/api/jobs", jobBody({ clientId: client.id })));
    await post(recruiter, "/api/jobs", jobBody({ clientId: other.id }));
    const application = await addApplicant(job.id, "Priya");
    const submitted = await post(recruiter, "/api/admin/submittals", {
      applicationId: application.id,
      contactId: hiring.id,
    });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const { submittal, clientPortalUrl } = await json<SubmittalCreated>(submitted);
    const token = clientPortalUrl.split("/").pop();
    const answer = await api(`/api/client-portal/${token}/submittals/${submittal.id}/feedback`, {
      method: "POST",
      body: { decision: "interview", comment: "Tuesday works" },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const placed = await post(recruiter, "/api/admin/placements", {
      applicationId: application.id,
      startDate: "2027-03-01",
      salary: 150_000,
    });
    expect(placed.status, await placed.clone().text()).toBe(201);

    const history = await activityOf(recruiter, client.id);
    expect(history.map((entry) => [entry.action, entry.entityType])).toEqual([
      ["placement.create", "placement"],
      ["submittal.feedback", "submittal"],
      ["submittal.create", "submittal"],
      ["job.create", "job"],
      ["client.contact_add", "client"],
      ["client.create", "client"],
    ]);
    // The other client's job order is not in this history.
    expect(history.filter((entry) => entry.entityType === "job").map((entry) => entry.entityId)).toEqual([job.id]);

    const paged = await api(`/api/admin/clients/${client.id}/activity?limit=2&offset=2`, { cookie: recruiter });
    expect(paged.headers.get("X-Total-Count")).toBe("6");
    expect((await json<ActivityLogEntry[]>(paged)).map((entry) => entry.action)).toEqual([
      "submittal.create",
      "job.create",
    ]);
    const tooMany = await api(`/api/admin/clients/${client.id}/activity?limit=101`, { cookie: recruiter });
    expect(tooMany.status).toBe(400);
    expect(await issuePaths(tooMany)).toEqual(["limit"]);
    expect((await api("/api/admin/clients/nope/activity", { cookie: recruiter })).status).toBe(404);
    expect((await api(`/api/admin/clients/${client.id}/activity`, { cookie: user })).status).toBe(403);

    // Its submittals with the answer, and its placements with the fee, from their own areas' lists.
    const submittals = await json<SubmittalView[]>(
      await api(`/api/admin/submittals?clientId=${client.id}`, { cookie: recruiter }),
    );
    expect(submittals.map((s) => [s.contactName, s.status, s.feedbackComment])).toEqual([
      ["Hana Reed", "interview", "Tuesday works"],
    ]);
    const placements = await json<PlacementList>(
      await api(`/api/admin/placements?clientId=${client.id}`, { cookie: recruiter }),
    );
    expect(placements.placements.map((p) => [p.candidateName, p.fee])).toEqual([["Priya Doe", 30_000]]);
  });
});

describe("lead conversion", () => {
  async function contactLead(body: Record<string, unknown>, path = "/api/contact/submit"): Promise<string> {
    const response = await api(path, { method: "POST", body, headers: { "CF-Connecting-IP": uniqueIp() } });
    expect(response.status, await response.clone().text()).toBe(201);
    const row = await env.DB.prepare(
      "select l.id from crm_leads l join contacts c on c.id = l.contact_id where c.email = ? order by l.created_at desc limit 1",
    )
      .bind(String(body.email).toLowerCase())
      .first<{ id: string }>();
    return row!.id;
  }
  const convert = (cookie: string, id: string, body: unknown = { to: "client" }) =>
    post(cookie, `/api/crm/leads/${id}/convert`, body);
  /** The lead as the CRM list shows it: whether staff may make a client of it, and the client it became. */
  async function listedLead(manager: string, id: string, email: string) {
    const rows = await json<CrmLeadView[]>(
      await api(`/api/crm/leads?q=${encodeURIComponent(email)}`, { cookie: manager }),
    );
    const lead = rows.find((row) => row.id === id);
    return lead && { employerInquiry: lead.employerInquiry, clientId: lead.clientId };
  }

  it("turns an employer's inquiry into a client and contact, keeping the lead's history and linking it", async () => {
    const { recruiter, manager } = await setup();
    const leadId = await contactLead({
      firstName: "Nora",
      lastName: "Vance",
      email: "nora.vance@harbor.example",
      company: "Harbor Logistics",
      phone: "(317) 555-0188",
      helpType: "executive-search",
      message: "We need a COO.",
    });
    await env.DB.prepare(
      "insert into lead_activities (id, lead_id, activity_type, subject) values ('call-1', ?, 'call', 'Intro call')",
    )
      .bind(leadId)
      .run();
    expect(await listedLead(manager, leadId, "nora.vance@harbor.example")).toEqual({
      employerInquiry: true,
      clientId: null,
    });
    expect((await convert(recruiter, leadId, { to: "client" })).status).toBe(403);
    expect((await convert(manager, leadId, { to: "candidate" })).status).toBe(400);
    expect((await convert(manager, "nope")).status).toBe(404);
    // The inquiry is filed under a candidate until it is made a client, and its message shows the lead to convert.
    const message = await env.DB.prepare(
      "select c.id, c.candidate_id from contacts c join crm_leads l on l.contact_id = c.id where l.id = ?",
    )
      .bind(leadId)
      .first<{ id: string; candidate_id: string }>();
    expect(message?.candidate_id).toBeTruthy();
    const before = await json<MessageDetail>(await api(`/api/admin/messages/${message!.id}`, { cookie: manager }));
    expect(before).toMatchObject({ status: "new", employerLead: { id: leadId, clientId: null } });

    const response = await convert(manager, leadId);
    expect(response.status).toBe(201);
    const { clientId, contactId } = await json<LeadConversion>(response);
    const client = await json<ClientDetail>(await api(`/api/admin/clients/${clientId}`, { cookie: manager }));
    // Active, owned by the manager who converted it.
    const managerId = await env.DB.prepare("select id from users where username = 'max.manager'").first<{
      id: string;
    }>();
    expect(client).toMatchObject({
      name: "Harbor Logistics",
      status: "active",
      owner: { id: managerId!.id },
      leadIds: [leadId],
    });
    // The message is handled and the inquirer is a client contact, no longer a candidate.
    const after = await json<MessageDetail>(await api(`/api/admin/messages/${message!.id}`, { cookie: manager }));
    expect(after).toMatchObject({ status: "done", employerLead: { id: leadId, clientId } });
    expect(await count(`candidates where id = '${message!.candidate_id}'`)).toBe(0);
    expect(await count(`contacts where id = '${message!.id}' and candidate_id is null`)).toBe(1);
    expect(client.contacts).toEqual([
      expect.objectContaining({
        id: contactId,
        name: "Nora Vance",
        email: "nora.vance@harbor.example",
        phone: "+13175550188",
      }),
    ]);
    expect((await activityOf(recruiter, client.id)).map((entry) => entry.action)).toEqual(["client.create_from_lead"]);

    const lead = await env.DB.prepare("select status, client_id, contact_id from crm_leads where id = ?")
      .bind(leadId)
      .first<{ status: string; client_id: string; contact_id: string | null }>();
    expect(lead).toMatchObject({ status: "converted", client_id: clientId });
    expect(await listedLead(manager, leadId, "nora.vance@harbor.example")).toEqual({ employerInquiry: true, clientId });
    expect(lead?.contact_id).not.toBeNull();
    const history = await env.DB.prepare(
      "select activity_type from lead_activities where lead_id = ? order by activity_type",
    )
      .bind(leadId)
      .all<{ activity_type: string }>();
    expect(history.results.map((row) => row.activity_type)).toEqual(["call", "converted"]);

    const again = await convert(manager, leadId);
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error).toBe("already_converted");
    expect(await count(`clients where name = 'Harbor Logistics'`)).toBe(1);
  });

  it("converts a lead once when several conversions of it arrive at once", async () => {
    const { manager } = await setup();
    const leadId = await contactLead({
      firstName: "Rae",
      lastName: "Race",
      email: "rae.race@example.com",
      company: "Race Condition Freight",
      helpType: "executive-search",
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => convert(manager, leadId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await count(`clients where name = 'Race Condition Freight'`)).toBe(1);
    expect(await count(`lead_activities where lead_id = '${leadId}' and activity_type = 'converted'`)).toBe(1);
  });

  it("keeps as a candidate an inquirer who also applied, taking only the message off their record", async () => {
    const { manager } = await setup();
    const applied = await api("/api/applications", {
      method: "POST",
      body: { firstName: "Omar", lastName: "Both", email: "omar.both@example.com", phone: "(317) 555-0191" },
      headers: { "CF-Connecting-IP": uniqueIp() },
    });
    expect(applied.status).toBe(201);
    const leadId = await contactLead({
      firstName: "Omar",
      lastName: "Both",
      email: "omar.both@example.com",
      company: "Both Ways Freight",
      helpType: "executive-search",
      message: "We are hiring too.",
    });
    const candidate = await env.DB.prepare("select id from candidates where email = 'omar.both@example.com'").first<{
      id: string;
    }>();
    expect((await convert(manager, leadId)).status).toBe(201);
    expect(await count(`candidates where id = '${candidate!.id}'`)).toBe(1);
    expect(await count(`applications where candidate_id = '${candidate!.id}'`)).toBe(1);
    expect(
      await count(`contacts where email = 'omar.both@example.com' and candidate_id is null and status = 'done'`),
    ).toBe(1);
  });

  it("refuses a lead that is not an employer's, and asks for a name when the inquiry gave no company", async () => {
    const { manager } = await setup();
    const seeker = await contactLead(
      {
        firstName: "Sam",
        lastName: "Job",
        email: "sam.job@example.com",
        inquiry: "find-job",
        message: "Any openings?",
      },
      "/api/ghl/direct-contact",
    );
    const clients = await count("clients");
    expect(await listedLead(manager, seeker, "sam.job@example.com")).toEqual({
      employerInquiry: false,
      clientId: null,
    });
    const refused = await convert(manager, seeker);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error).toBe("not_employer_lead");
    expect(await count("clients")).toBe(clients);

    const hiring = await contactLead(
      { firstName: "Ida", lastName: "Hire", email: "ida.hire@example.com", inquiry: "hire-talent", message: "Hi" },
      "/api/ghl/direct-contact",
    );
    expect(await listedLead(manager, hiring, "ida.hire@example.com")).toEqual({
      employerInquiry: true,
      clientId: null,
    });
    const unnamed = await convert(manager, hiring);
    expect(unnamed.status).toBe(400);
    expect(await issuePaths(unnamed)).toEqual(["name"]);
    expect(await count("clients")).toBe(clients);
    const named = await convert(manager, hiring, { to: "client", name: "Ida's Bakery Group" });
    expect(named.status).toBe(201);
  });
});

describe("client contacts in the privacy registry", () => {
  it("finds, exports and erases a client contact by email", async () => {
    const { recruiter, admin } = await setup();
    const client = await createClient(recruiter, { name: "Juniper Health" });
    const contact = await addContact(recruiter, client.id, {
      name: "Quinn Private",
      email: "quinn.private@juniper.example",
      phone: "(317) 555-0177",
      title: "CHRO",
    });
    const q = "quinn.private@juniper.example";
    const search = await json<PrivacySearchResult>(
      await api(`/api/admin/privacy/search?q=${encodeURIComponent(q)}`, { cookie: admin }),
    );
    expect(search.kinds.clientContacts.total).toBe(1);
    expect(search.kinds.clientContacts.rows[0]).toMatchObject({ id: contact.id, title: "Quinn Private" });

    const exported = await api("/api/admin/privacy/export", { method: "POST", cookie: admin, body: { q } });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(strFromU8(files["client-contacts.json"]!)).toContain("Quinn Private");

    const erased = await api("/api/admin/privacy/erase", { method: "POST", cookie: admin, body: { q } });
    expect(erased.status).toBe(200);
    const row = await env.DB.prepare("select name, email, phone, title from client_contacts where id = ?")
      .bind(contact.id)
      .first();
    expect(row).toEqual({ name: "[erased]", email: null, phone: null, title: null });
    // The client's history named the contact beside its id: that entry's details go too.
    const logs = await env.DB.prepare(
      "select details from admin_activity_logs where entity_id = ? and action = 'client.contact_add'",
    )
      .bind(client.id)
      .all<{ details: string | null }>();
    expect(logs.results).toEqual([{ details: null }]);
  });
});
