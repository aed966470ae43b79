import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CandidateEmailSent, EmailPreview } from "../../worker/contract/conversations";
import type { StaffUser } from "../../worker/contract/staff-users";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { createDb } from "../../worker/db/client";
import {
  applications,
  candidates,
  clientContacts,
  clients,
  deliveries,
  jobs,
  threadEmails,
  users,
} from "../../worker/db/schema";
import worker from "../../worker/index";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * A staff member's full name and email signature (issue "A working day without workarounds" item 2): set on their
 * own account or by an admin, `{{recruiter.name}}` is the full name (the username while there is none), and the
 * signature goes under every email they send to a candidate or a client's contact, in the preview as in what is sent.
 */

const FROM = "Talent Partners <hello@talentpartners.test>";
const configured = { ...env, EMAIL_FROM: FROM, INBOUND_EMAIL_DOMAIN: "replies.talentpartners.test" };
const db = createDb(env.DB);

async function call(cookie: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { Cookie: cookie };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.method && init.method !== "GET") headers.Origin = ORIGIN;
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    configured,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const CANDIDATE = "cand-ann";
const APPLICATION = "app-ann-cfo";

async function profileOf(id: string) {
  const [row] = await db
    .select({ fullName: users.fullName, emailSignature: users.emailSignature, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** An empty database with a signed-in recruiter, a client with a contact, and the candidate Ann applied to its job. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const recruiter = await signedInStaff("rita.recruiter", "recruiter");
  await db.batch([
    db.insert(candidates).values({ id: CANDIDATE, firstName: "Ann", lastName: "Lee", email: "ann@example.com" }),
    db.insert(clients).values({ id: "client-acme", name: "Acme Foods" }),
    db
      .insert(clientContacts)
      .values({ id: "contact-cy", clientId: "client-acme", name: "Cy Park", email: "cy@acme.test" }),
    db.insert(jobs).values({
      id: "job-cfo",
      title: "Chief Financial Officer",
      company: "Acme",
      location: "Austin, TX",
      type: "Full-time",
      industry: "Finance",
      description: "d",
      requirements: "r",
      clientId: "client-acme",
    }),
    db.insert(applications).values({
      id: APPLICATION,
      jobId: "job-cfo",
      candidateId: CANDIDATE,
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "3175550100",
    }),
  ]);
  return { recruiter };
}

describe("PUT /api/auth/profile", () => {
  it("sets one's own full name and signature, and changes only the fields it names", async () => {
    const { recruiter } = await setup();
    const saved = await call(recruiter.cookie, "/api/auth/profile", {
      method: "PUT",
      body: { fullName: "  Rita Alvarez ", emailSignature: "Rita Alvarez\r\nSenior Recruiter\r\n(317) 555-0142\n" },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()) as StaffUser).toMatchObject({
      username: "rita.recruiter",
      fullName: "Rita Alvarez",
      emailSignature: "Rita Alvarez\nSenior Recruiter\n(317) 555-0142",
    });
    // Only the signature named: the full name stays.
    const signatureOnly = await call(recruiter.cookie, "/api/auth/profile", {
      method: "PUT",
      body: { emailSignature: "Rita\nTalent Partners" },
    });
    expect(signatureOnly.status).toBe(200);
    expect(await profileOf(recruiter.id)).toEqual({
      fullName: "Rita Alvarez",
      emailSignature: "Rita\nTalent Partners",
      role: "recruiter",
    });
    // Blank clears, like null.
    await call(recruiter.cookie, "/api/auth/profile", { method: "PUT", body: { fullName: " ", emailSignature: null } });
    expect(await profileOf(recruiter.id)).toEqual({ fullName: null, emailSignature: null, role: "recruiter" });
    const logged = await env.DB.prepare(
      "select count(*) as n from admin_activity_logs where action = 'user.update' and entity_id = ?",
    )
      .bind(recruiter.id)
      .first<{ n: number }>();
    expect(logged?.n).toBe(3);
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const { recruiter } = await setup();
    await call(recruiter.cookie, "/api/auth/profile", { method: "PUT", body: { fullName: "Rita Alvarez" } });
    const cases: [unknown, string, RegExp][] = [
      [{ fullName: "x".repeat(101) }, "fullName", /at most 100 characters/],
      [{ fullName: 42 }, "fullName", /Full name must be text/],
      [{ fullName: "Rita\nAlvarez" }, "fullName", /one line/],
      [{ emailSignature: "x".repeat(1001) }, "emailSignature", /at most 1000 characters/],
      [{ emailSignature: Array.from({ length: 11 }, (_, i) => `line ${i}`).join("\n") }, "emailSignature", /10 lines/],
      [{ emailSignature: ["a"] }, "emailSignature", /Signature must be text/],
      // One's own role is not the profile's to change.
      [{ fullName: "Rita A.", role: "admin" }, "", /role|Unrecognized/i],
      [{}, "", /at least one field/],
    ];
    for (const [body, path, message] of cases) {
      const response = await call(recruiter.cookie, "/api/auth/profile", { method: "PUT", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(error.error).toBe("validation_failed");
      if (path)
        expect(error.issues.find((issue) => issue.path === path)?.message, JSON.stringify(body)).toMatch(message);
      else expect(JSON.stringify(error.issues)).toMatch(message);
    }
    expect(await profileOf(recruiter.id)).toEqual({
      fullName: "Rita Alvarez",
      emailSignature: null,
      role: "recruiter",
    });
    expect((await call("", "/api/auth/profile", { method: "PUT", body: { fullName: "X" } })).status).toBe(401);
  });

  it("is also the admin's, on the users screen, with the same checks", async () => {
    const { recruiter } = await setup();
    const { cookie: adminCookie } = await signedInStaff("ada.admin", "admin");
    const response = await call(adminCookie, `/api/admin/users/${recruiter.id}`, {
      method: "PUT",
      body: { fullName: "Rita Alvarez", emailSignature: "Rita Alvarez\nTalent Partners" },
    });
    expect(response.status).toBe(200);
    expect(await profileOf(recruiter.id)).toEqual({
      fullName: "Rita Alvarez",
      emailSignature: "Rita Alvarez\nTalent Partners",
      role: "recruiter",
    });
    const bad = await call(adminCookie, `/api/admin/users/${recruiter.id}`, {
      method: "PUT",
      body: { fullName: "y".repeat(101), role: "manager" },
    });
    expect(bad.status).toBe(400);
    const error = (await bad.json()) as { issues: { path: string }[] };
    expect(error.issues.map((issue) => issue.path)).toEqual(["fullName"]);
    expect((await profileOf(recruiter.id))?.role).toBe("recruiter");
  });
});

describe("{{recruiter.name}} and the signature in emails", () => {
  const email = {
    subject: "{{job.title}} at {{client.name}}",
    body: "Dear {{candidate.firstName}},\n\nShall we talk?\n{{recruiter.name}}\n\n",
    applicationId: APPLICATION,
  };

  it("is the username and no signature while the sender has neither", async () => {
    const { recruiter } = await setup();
    const preview = await call(recruiter.cookie, `/api/admin/candidates/${CANDIDATE}/emails/preview`, {
      method: "POST",
      body: email,
    });
    expect((await preview.json()) as EmailPreview).toEqual({
      subject: "Chief Financial Officer at Acme Foods",
      body: "Dear Ann,\n\nShall we talk?\nrita.recruiter",
    });
  });

  it("is the full name, the signature under the body, in the preview and in the email sent", async () => {
    const { recruiter } = await setup();
    await call(recruiter.cookie, "/api/auth/profile", {
      method: "PUT",
      body: { fullName: "Rita Alvarez", emailSignature: "Rita Alvarez\nSenior Recruiter, {{firm.name}}" },
    });
    const expected = {
      subject: "Chief Financial Officer at Acme Foods",
      // The signature is the sender's own words: nothing in it is filled in.
      body: "Dear Ann,\n\nShall we talk?\nRita Alvarez\n\n-- \nRita Alvarez\nSenior Recruiter, {{firm.name}}",
    };
    const preview = await call(recruiter.cookie, `/api/admin/candidates/${CANDIDATE}/emails/preview`, {
      method: "POST",
      body: email,
    });
    expect(await preview.json()).toEqual(expected);
    const sent = await call(recruiter.cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
      method: "POST",
      body: email,
    });
    expect(sent.status).toBe(202);
    const { id, deliveryId } = (await sent.json()) as CandidateEmailSent;
    const [stored] = await db.select().from(threadEmails).where(eq(threadEmails.id, id));
    expect({ subject: stored!.subject, body: stored!.textBody }).toEqual(expected);
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(JSON.parse(delivery!.payload).text).toBe(expected.body);
    // The timeline names the sender by their full name too.
    const timeline = await call(recruiter.cookie, `/api/admin/candidates/${CANDIDATE}/timeline`);
    const [entry] = (await timeline.json()) as TimelineEntry[];
    expect(entry).toMatchObject({ kind: "email_out", who: { type: "staff", name: "Rita Alvarez" } });
  });

  it("signs an email to a client's contact the same way", async () => {
    const { recruiter } = await setup();
    await call(recruiter.cookie, "/api/auth/profile", {
      method: "PUT",
      body: { fullName: "Rita Alvarez", emailSignature: "Rita Alvarez" },
    });
    const sent = await call(recruiter.cookie, "/api/admin/clients/client-acme/contacts/contact-cy/emails", {
      method: "POST",
      body: { subject: "Candidates for you", body: "Hi {{contact.name}},\n{{recruiter.name}}" },
    });
    expect(sent.status).toBe(202);
    const { id } = (await sent.json()) as CandidateEmailSent;
    const [stored] = await db.select().from(threadEmails).where(eq(threadEmails.id, id));
    expect(stored!.textBody).toBe("Hi Cy Park,\nRita Alvarez\n\n-- \nRita Alvarez");
  });
});
