import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CandidateEmailSent, EmailPreview, EmailTemplateView } from "../../worker/contract/conversations";
import { replyAddress, replyTokenOf } from "../../worker/conversations/reply-address";
import { createDb } from "../../worker/db/client";
import {
  applications,
  candidates,
  clients,
  deliveries,
  emailThreads,
  jobs,
  threadEmails,
} from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import worker from "../../worker/index";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff } from "./helpers";

/**
 * Email from a candidate's record and email templates (issue 33 items 2 and 3): the thread with its reply address,
 * the email on it and its delivery written together; merge fields filled in or refused by name.
 */

const FROM = "Talent Partners <hello@talentpartners.test>";
const configured = { ...env, EMAIL_FROM: FROM, INBOUND_EMAIL_DOMAIN: "replies.talentpartners.test" };
const db = createDb(env.DB);

/** A request to the Worker with email set up (or `bindings`), as a signed-in recruiter's browser sends it. */
async function call(
  cookie: string,
  path: string,
  init: { method?: string; body?: unknown; bindings?: typeof env } = {},
) {
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
    init.bindings ?? configured,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const CANDIDATE = "cand-ann";
const OTHER_CANDIDATE = "cand-bo";
const APPLICATION = "app-ann-cfo";

async function insertPeople() {
  await db.batch([
    db.insert(candidates).values([
      { id: CANDIDATE, firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
      { id: OTHER_CANDIDATE, firstName: "Bo", lastName: "Kim", email: "bo@example.com" },
    ]),
    db.insert(clients).values({ id: "client-acme", name: "Acme Foods" }),
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
}

/** An empty database with Ann (applied to Acme's CFO job) and Bo, and the recruiter Rita signed in (cookie and id). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id: recruiterId, cookie } = await signedInStaff("rita.recruiter", "recruiter");
  await insertPeople();
  return { cookie, recruiterId };
}

async function createTemplate(cookie: string, body: Record<string, unknown>) {
  const response = await call(cookie, "/api/admin/email-templates", { method: "POST", body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as EmailTemplateView;
}

describe("the reply address", () => {
  it("is reply+<128-bit token>@<inbound domain>, and reads back only for that domain and a token's shape", async () => {
    await setup();
    const address = replyAddress("mfrggzdfmztwq2lknnwg23tpoa", configured);
    expect(address).toBe("reply+mfrggzdfmztwq2lknnwg23tpoa@replies.talentpartners.test");
    expect(replyTokenOf(`Ann <${address.toUpperCase()}>`, configured)).toBe("mfrggzdfmztwq2lknnwg23tpoa");
    expect(replyTokenOf("reply+mfrggzdfmztwq2lknnwg23tpoa@elsewhere.test", configured)).toBeNull();
    expect(replyTokenOf("reply+short@replies.talentpartners.test", configured)).toBeNull();
    expect(replyTokenOf("hello@replies.talentpartners.test", configured)).toBeNull();
    // Without INBOUND_EMAIL_DOMAIN, the sender's domain.
    expect(replyAddress("mfrggzdfmztwq2lknnwg23tpoa", { EMAIL_FROM: FROM })).toBe(
      "reply+mfrggzdfmztwq2lknnwg23tpoa@talentpartners.test",
    );
  });
});

describe("POST /api/admin/candidates/:id/emails", () => {
  it("answers 202 and writes the thread, the email and its delivery; the email goes out with the Reply-To", async () => {
    const { cookie, recruiterId } = await setup();
    const response = await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
      method: "POST",
      body: {
        subject: "Your application, {{candidate.firstName}}",
        body: "Hello {{candidate.firstName}},\n\nCan we talk?",
      },
    });
    expect(response.status).toBe(202);
    const sent = (await response.json()) as CandidateEmailSent;
    const [thread] = await db.select().from(emailThreads).where(eq(emailThreads.id, sent.threadId));
    expect(thread).toMatchObject({ candidateId: CANDIDATE, applicationId: null, ownerId: recruiterId });
    expect(thread!.replyToken).toMatch(/^[a-z2-7]{26}$/);
    expect(sent.replyTo).toBe(`reply+${thread!.replyToken}@replies.talentpartners.test`);
    expect(replyTokenOf(sent.replyTo, configured)).toBe(thread!.replyToken);
    const [email] = await db.select().from(threadEmails).where(eq(threadEmails.id, sent.id));
    expect(email).toMatchObject({
      threadId: sent.threadId,
      direction: "out",
      fromAddress: FROM,
      toAddress: "ann@example.com",
      subject: "Your application, Ann",
      textBody: "Hello Ann,\n\nCan we talk?",
      authorId: recruiterId,
      deliveryId: sent.deliveryId,
      messageId: `<${sent.deliveryId}@talentpartners.test>`,
    });
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, sent.deliveryId));
    expect(delivery).toMatchObject({ kind: "email", recipient: "ann@example.com", relatedId: sent.id });

    expect(
      await attemptDelivery(configured, db, DELIVERY_KINDS, sent.deliveryId, new Date(Date.now() + 3_600_000)),
    ).toEqual({ outcome: "sent" });
    const copy = (await db.select().from(deliveries).where(eq(deliveries.id, sent.deliveryId)))[0]!.sentCopy!;
    expect(copy.headers).toContain(`Reply-To: <${sent.replyTo}>`);
    expect(copy.headers).toContain(`Message-ID: <${sent.deliveryId}@talentpartners.test>`);
    const log = await env.DB.prepare(
      "select action, entity_id from admin_activity_logs where action = 'candidate.email'",
    ).all();
    expect(log.results).toEqual([{ action: "candidate.email", entity_id: CANDIDATE }]);
  });

  it("reuses the candidate's thread for the same application, naming the earlier email in In-Reply-To", async () => {
    const { cookie } = await setup();
    const first = (await (
      await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
        method: "POST",
        body: { subject: "About {{job.title}}", body: "Hi", applicationId: APPLICATION },
      })
    ).json()) as CandidateEmailSent;
    const second = (await (
      await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
        method: "POST",
        body: { subject: "Following up", body: "Any news?", applicationId: APPLICATION },
      })
    ).json()) as CandidateEmailSent;
    const general = (await (
      await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
        method: "POST",
        body: { subject: "Hi", body: "Hello" },
      })
    ).json()) as CandidateEmailSent;
    expect(second.threadId).toBe(first.threadId);
    expect(second.replyTo).toBe(first.replyTo);
    expect(general.threadId).not.toBe(first.threadId);
    const [thread] = await db.select().from(emailThreads).where(eq(emailThreads.id, first.threadId));
    expect(thread).toMatchObject({ applicationId: APPLICATION, subject: "About Chief Financial Officer" });
    const [followUp] = await db.select().from(deliveries).where(eq(deliveries.id, second.deliveryId));
    expect(JSON.parse(followUp!.payload).headers).toEqual({
      "In-Reply-To": `<${first.deliveryId}@talentpartners.test>`,
      References: `<${first.deliveryId}@talentpartners.test>`,
    });
  });

  it("sends a template filled in for the candidate and the application's job and client", async () => {
    const { cookie } = await setup();
    const template = await createTemplate(cookie, {
      name: "Interview invitation",
      subject: "{{job.title}} at {{client.name}}",
      body: "Dear {{candidate.firstName}} {{candidate.lastName}},\nBook a time: {{booking.link}}\n{{recruiter.name}}",
    });
    const response = await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
      method: "POST",
      body: { templateId: template.id, applicationId: APPLICATION },
    });
    expect(response.status).toBe(202);
    const sent = (await response.json()) as CandidateEmailSent;
    const [email] = await db.select().from(threadEmails).where(eq(threadEmails.id, sent.id));
    expect(email).toMatchObject({
      subject: "Chief Financial Officer at Acme Foods",
      textBody: `Dear Ann Lee,\nBook a time: ${ORIGIN}/book\nrita.recruiter`,
    });
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const { cookie } = await setup();
    const template = await createTemplate(cookie, { name: "Job", subject: "{{job.title}}", body: "Hi" });
    const cases: [unknown, string, RegExp][] = [
      [{ subject: "Hi" }, "body", /required/],
      [
        { subject: "Hi", body: "Hello {{candidate.nickname}}" },
        "body",
        /Unknown merge field \{\{candidate\.nickname\}\}/,
      ],
      [{ subject: "Hi", body: "x", templateId: template.id }, "subject", /not both/],
      [{ subject: "Hi", body: "x", cc: "boss@example.com" }, "", /cc|Unrecognized/i],
      [{ templateId: template.id }, "templateId", /\{\{job\.title\}\} has no value/],
      [{ subject: "Hi", body: "x", applicationId: "app-of-someone-else" }, "applicationId", /no such application/],
    ];
    for (const [body, path, message] of cases) {
      const response = await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, { method: "POST", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(error.error).toBe("validation_failed");
      if (path)
        expect(error.issues.find((issue) => issue.path === path)?.message, JSON.stringify(body)).toMatch(message);
      else expect(JSON.stringify(error.issues)).toMatch(message);
    }
    expect(
      (await call(cookie, `/api/admin/candidates/nobody/emails`, { method: "POST", body: { subject: "a", body: "b" } }))
        .status,
    ).toBe(404);
    const missingTemplate = await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
      method: "POST",
      body: { templateId: "no-such-template" },
    });
    expect(missingTemplate.status).toBe(404);
    const counts = await env.DB.prepare(
      "select (select count(*) from email_threads) as threads, (select count(*) from thread_emails) as emails, (select count(*) from deliveries) as deliveries",
    ).first();
    expect(counts).toEqual({ threads: 0, emails: 0, deliveries: 0 });
  });

  it("previews the email filled in for the chosen application, sending and writing nothing (issue 44)", async () => {
    const { cookie } = await setup();
    const email = {
      subject: "{{job.title}} at {{client.name}}",
      body: "Dear {{candidate.firstName}},\n{{recruiter.name}}",
    };
    const preview = await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails/preview`, {
      method: "POST",
      body: { ...email, applicationId: APPLICATION },
    });
    expect(preview.status).toBe(200);
    expect((await preview.json()) as EmailPreview).toEqual({
      subject: "Chief Financial Officer at Acme Foods",
      body: "Dear Ann,\nrita.recruiter",
    });
    const template = await createTemplate(cookie, {
      name: "Interview",
      subject: "{{job.title}}",
      body: "Hi {{candidate.firstName}}",
    });
    const fromTemplate = await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails/preview`, {
      method: "POST",
      body: { templateId: template.id, applicationId: APPLICATION },
    });
    expect(await fromTemplate.json()).toEqual({ subject: "Chief Financial Officer", body: "Hi Ann" });
    const counts = await env.DB.prepare(
      "select (select count(*) from email_threads) as threads, (select count(*) from deliveries) as deliveries",
    ).first();
    expect(counts).toEqual({ threads: 0, deliveries: 0 });
  });

  it("without an application, a job's field is refused with a message saying what to do, not 'check body'", async () => {
    const { cookie } = await setup();
    for (const path of ["emails", "emails/preview"]) {
      const response = await call(cookie, `/api/admin/candidates/${CANDIDATE}/${path}`, {
        method: "POST",
        body: { subject: "About {{job.title}}", body: "At {{client.name}}" },
      });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { message: string; issues: { path: string }[] };
      expect(error.message).toBe(
        "{{job.title}} has no value for this candidate: choose the application (a job's) the email is about, or take the field out. {{client.name}} has no value for this candidate: choose an application to a client's job order, or take the field out.",
      );
      expect(error.issues.map((issue) => issue.path)).toEqual(["body", "body"]);
    }
    const theirs = await call(cookie, `/api/admin/candidates/${OTHER_CANDIDATE}/emails/preview`, {
      method: "POST",
      body: { subject: "Hi", body: "x", applicationId: APPLICATION },
    });
    expect(theirs.status).toBe(400);
    expect(((await theirs.json()) as { message: string }).message).toBe(
      "This candidate has no such application: choose one of theirs.",
    );
  });

  it("answers 503 while no sender address is set up, writing nothing", async () => {
    const { cookie } = await setup();
    const response = await call(cookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
      method: "POST",
      body: { subject: "Hi", body: "Hello" },
      bindings: env,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "email_not_connected" });
    expect(await env.DB.prepare("select count(*) as n from email_threads").first()).toEqual({ n: 0 });
  });
});

describe("email templates", () => {
  it("are created, listed, changed, previewed for a candidate and deleted", async () => {
    const { cookie } = await setup();
    const created = await createTemplate(cookie, {
      name: "Check-in",
      subject: "Hello {{candidate.firstName}}",
      body: "How are things, {{candidate.firstName}}?",
    });
    const list = (await (await call(cookie, "/api/admin/email-templates")).json()) as EmailTemplateView[];
    expect(list.map((t) => t.name)).toEqual(["Check-in"]);
    const updated = await call(cookie, `/api/admin/email-templates/${created.id}`, {
      method: "PUT",
      body: { body: "Still looking, {{candidate.firstName}} {{candidate.lastName}}?" },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ name: "Check-in", subject: "Hello {{candidate.firstName}}" });
    const preview = await call(
      cookie,
      `/api/admin/email-templates/${created.id}/preview?candidateId=${OTHER_CANDIDATE}`,
    );
    expect(preview.status).toBe(200);
    expect((await preview.json()) as EmailPreview).toEqual({ subject: "Hello Bo", body: "Still looking, Bo Kim?" });
    const deleted = await call(cookie, `/api/admin/email-templates/${created.id}`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ ok: true, id: created.id });
    expect((await call(cookie, `/api/admin/email-templates/${created.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses an unknown merge field with a 400 naming it, a duplicate name with a 409, and empty changes", async () => {
    const { cookie } = await setup();
    const unknown = await call(cookie, "/api/admin/email-templates", {
      method: "POST",
      body: { name: "Bad", subject: "Hi {{candidate.salary}}", body: "Hi {{recruiter.name}}" },
    });
    expect(unknown.status).toBe(400);
    const error = (await unknown.json()) as { issues: { path: string; message: string }[] };
    expect(error.issues).toEqual([
      { path: "subject", message: expect.stringContaining("Unknown merge field {{candidate.salary}}") },
    ]);
    await createTemplate(cookie, { name: "Same", subject: "s", body: "b" });
    const duplicate = await call(cookie, "/api/admin/email-templates", {
      method: "POST",
      body: { name: "Same", subject: "s", body: "b" },
    });
    expect(duplicate.status).toBe(409);
    const [same] = (await (await call(cookie, "/api/admin/email-templates")).json()) as EmailTemplateView[];
    expect((await call(cookie, `/api/admin/email-templates/${same!.id}`, { method: "PUT", body: {} })).status).toBe(
      400,
    );
    const badPut = await call(cookie, `/api/admin/email-templates/${same!.id}`, {
      method: "PUT",
      body: { body: "{{nope}}" },
    });
    expect(badPut.status).toBe(400);
    expect(await badPut.text()).toContain("{{nope}}");
    expect(
      (await call(cookie, `/api/admin/email-templates/missing`, { method: "PUT", body: { name: "x" } })).status,
    ).toBe(404);
    const preview = await call(cookie, `/api/admin/email-templates/${same!.id}/preview`);
    expect(preview.status).toBe(400);
    expect(await preview.text()).toContain("candidateId");
  });

  it("are the candidates area's: a user without it is refused", async () => {
    await setup();
    const { cookie: userCookie } = await signedInStaff("uma.user", "user");
    expect((await call(userCookie, "/api/admin/email-templates")).status).toBe(403);
    const send = await call(userCookie, `/api/admin/candidates/${CANDIDATE}/emails`, {
      method: "POST",
      body: { subject: "a", body: "b" },
    });
    expect(send.status).toBe(403);
  });
});
