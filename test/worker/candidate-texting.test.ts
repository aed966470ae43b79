import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type CandidateTextingView, type CandidateTextSent, TEXTING_NOT_CONNECTED } from "../../worker/contract/sms";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { createDb } from "../../worker/db/client";
import { applications, candidates, consentRecords, contacts, deliveries, smsMessages } from "../../worker/db/schema";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, uniqueIp, workerFetch } from "./helpers";
import { twilioEnv } from "./twilio-helpers";

/**
 * Texting that says what it can do (a working day without workarounds, item 5): why a candidate cannot be texted,
 * asked before the recruiter types; "waiting: texting is not connected" while no SMS provider is; and the
 * application form's SMS consents, which give the candidate's consent.
 */

const db = createDb(env.DB);
const CANDIDATE = "cand-texting";
const PHONE = "+13175550177";

/** An empty database and the recruiter Rita's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  return { cookie: (await signedInStaff("rita.recruiter", "recruiter")).cookie };
}

const addCandidate = (phone: string | null = PHONE) =>
  db.insert(candidates).values({ id: CANDIDATE, firstName: "Tia", lastName: "Text", email: "tia@example.com", phone });

async function texting(cookie: string, id = CANDIDATE, bindings = env) {
  const response = await workerFetch(
    new Request(`${ORIGIN}/api/admin/candidates/${id}/texting`, { headers: { Cookie: cookie } }),
    bindings,
  );
  return { status: response.status, body: (await response.json()) as CandidateTextingView };
}

async function consentOnContactForm() {
  await db.insert(contacts).values({
    id: "contact-consent",
    firstName: "Tia",
    lastName: "Text",
    email: "tia@example.com",
    inquiry: "Other",
    message: "Hi",
    phone: PHONE,
    smsAppointmentConsent: true,
    source: "home-contact",
  });
}

describe("GET /api/admin/candidates/:id/texting", () => {
  it("says why no text can be written: no consent, no mobile number; an unknown candidate is 404", async () => {
    const { cookie } = await setup();
    await addCandidate();
    expect(await texting(cookie)).toEqual({
      status: 200,
      body: {
        blocked: "This number has not consented to appointment texts.",
        waiting: TEXTING_NOT_CONNECTED,
        waitingReason: expect.any(String),
      },
    });
    await db.update(candidates).set({ phone: null }).where(eq(candidates.id, CANDIDATE));
    expect((await texting(cookie)).body.blocked).toBe(
      "This candidate has no mobile number on file: texts cannot be sent.",
    );
    expect((await texting(cookie, "no-such-candidate")).status).toBe(404);
  });

  it("with consent a text can be written; it waits while texting is not connected, not once it is", async () => {
    const { cookie } = await setup();
    await addCandidate();
    await consentOnContactForm();
    const unconnected = await texting(cookie);
    expect(unconnected.body).toMatchObject({ blocked: null, waiting: TEXTING_NOT_CONNECTED });
    expect(unconnected.body.waitingReason).toBeTruthy();
    await env.DB.prepare(
      "insert into sms_settings (id, toll_free_number, is_active) values ('default', '+18005550142', 1) on conflict(id) do update set toll_free_number = excluded.toll_free_number, is_active = 1",
    ).run();
    expect((await texting(cookie, CANDIDATE, twilioEnv)).body).toEqual({
      blocked: null,
      waiting: null,
      waitingReason: null,
    });
  });

  it("a text queued while texting is not connected says it waits, never that it goes out now", async () => {
    const { cookie } = await setup();
    await addCandidate();
    await consentOnContactForm();
    const response = await api(`/api/admin/candidates/${CANDIDATE}/texts`, {
      method: "POST",
      cookie,
      body: { body: "Are you free at 3?" },
    });
    expect(response.status).toBe(202);
    const sent = (await response.json()) as CandidateTextSent;
    expect(sent.waiting).toBe("waiting: texting is not connected");
    expect(await db.select({ status: smsMessages.status }).from(smsMessages)).toEqual([{ status: "pending" }]);
    expect(await db.select({ status: deliveries.status }).from(deliveries)).toEqual([{ status: "pending" }]);
    const timeline = await api(`/api/admin/candidates/${CANDIDATE}/timeline`, { cookie });
    const [entry] = (await timeline.json()) as TimelineEntry[];
    expect(entry).toMatchObject({ kind: "text_out", id: sent.id, detail: "pending" });
  });
});

/** The application form's post: the SPA's multipart (booleans as "true"/"false") or the native one ("on"). */
function apply(fields: Record<string, string>, path = "/api/applications") {
  const form = new FormData();
  const base = { firstName: "Tia", lastName: "Text", email: "tia@example.com", phone: "(317) 555-0177" };
  for (const [key, value] of Object.entries({ ...base, ...fields })) form.set(key, value);
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "CF-Connecting-IP": uniqueIp(), Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    body: form,
    redirect: "manual",
  });
}

async function appliedCandidate(): Promise<string> {
  const [row] = await db.select({ candidateId: applications.candidateId }).from(applications);
  return row!.candidateId!;
}

describe("the application form's SMS consents", () => {
  it("the SPA's ticked appointment box is stored with the application and gives the candidate's consent", async () => {
    const { cookie } = await setup();
    const response = await apply({ smsAppointmentConsent: "true", smsMarketingConsent: "false" });
    expect(response.status).toBe(201);
    const [row] = await db.select().from(applications);
    expect(row).toMatchObject({ smsAppointmentConsent: true, smsMarketingConsent: false });
    const consents = await db.select().from(consentRecords).where(eq(consentRecords.subjectId, row!.id));
    expect(consents.map((consent) => consent.consent).sort()).toEqual(["application", "sms_appointment"]);
    expect((await texting(cookie, await appliedCandidate())).body.blocked).toBeNull();
  });

  it("the native form's ticked boxes ('on') are stored the same way", async () => {
    const { cookie } = await setup();
    const response = await apply({ terms: "on", smsAppointmentConsent: "on", smsMarketingConsent: "on" }, "/apply");
    expect(response.status).toBe(303);
    const [row] = await db.select().from(applications);
    expect(row).toMatchObject({ smsAppointmentConsent: true, smsMarketingConsent: true });
    expect((await texting(cookie, await appliedCandidate())).body.blocked).toBeNull();
  });

  it("unticked boxes give no consent; marketing consent alone does not allow a recruiter's text", async () => {
    const { cookie } = await setup();
    expect((await apply({ smsMarketingConsent: "true" })).status).toBe(201);
    const [row] = await db.select().from(applications);
    expect(row).toMatchObject({ smsAppointmentConsent: false, smsMarketingConsent: true });
    expect((await texting(cookie, await appliedCandidate())).body.blocked).toBe(
      "This number has not consented to appointment texts.",
    );
  });

  it("a consent that is not true or false is refused naming the field, and nothing is stored", async () => {
    await setup();
    const response = await apply({ smsAppointmentConsent: "yes" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: "smsAppointmentConsent", message: "SMS appointment consent must be true or false" }],
    });
    expect(await db.$count(applications)).toBe(0);
    expect(await db.$count(consentRecords)).toBe(0);
  });
});
