/// <reference types="vite/client" />
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { eq, getTableColumns, getTableName, is, Table } from "drizzle-orm";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { CONSENT_VERSIONS } from "../../worker/contract/consent";
import { NOTIFICATION_EVENTS } from "../../worker/contract/notifications";
import type { PrivacyEraseResult, PrivacySearchResult, PrivacySettingsView } from "../../worker/contract/privacy";
import { generalAddress } from "../../worker/conversations/inbound";
import { replyAddress } from "../../worker/conversations/reply-address";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import * as schema from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { TEST_NOW_HEADER } from "../../worker/http/request-clock";
import worker from "../../worker/index";
import { crmSyncKind } from "../../worker/leads/crm-delivery";
import { erasePerson } from "../../worker/privacy/eraser";
import { EXPORTED_AS_KINDS } from "../../worker/privacy/export-records";
import { LINKED_NOT_PERSONAL, NOT_PERSONAL, RETAINED } from "../../worker/privacy/not-personal";
import { exportPerson } from "../../worker/privacy/person-export";
import { PERSONAL_DATA } from "../../worker/privacy/personal-data";
import {
  NOT_PERSONAL_BUCKET_WRITERS,
  PERSONAL_R2_KEYS,
  PERSONAL_R2_PREFIXES,
} from "../../worker/privacy/private-files";
import { retentionDue } from "../../worker/privacy/retention";
import { isSuppressed } from "../../worker/privacy/suppression";
import { receiveText } from "../../worker/sms/inbound-text-store";
// The bundle the build makes (the Worker loads it lazily): mimetext itself is CommonJS the test runtime cannot load.
import { createMimeMessage } from "../../worker/vendor/mime-builder.js";
import { book, insertBookingTypes, validBooking } from "./booking-helpers";
import { addClient, addContact, addJobOrder } from "./desk-fixtures";
import {
  api,
  createStaffUser,
  emptyDatabase,
  insertDefaultStaffAreas,
  ORIGIN,
  signedInStaff,
  signIn,
  uniqueIp,
  workerFetch,
} from "./helpers";
import { inbound, passingChecks } from "./inbound-helpers";

/** Candidates' personal data (issue 20, decision 030): find, export, erase, retention, legal hold. */

// Each test submits a person's every form (with a resume upload) once or twice.
vi.setConfig({ testTimeout: 20_000 });

/** A column name that looks like it holds personal data. */
const LOOKS_PERSONAL =
  /email|phone|name|address|resume|message|note|body|number|recipient|payload|details|company|agent|reason|description|subject|title|summary|attribution|inquiry|source|utm|landing|referr|filters|error|sender|location|latitude|longitude|zip|city|skills|pay|authorization|relocate/;

const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, Table));

describe("the registry of personal columns", () => {
  it("registers real tables and columns only", async () => {
    for (const [name, entry] of Object.entries(PERSONAL_DATA)) {
      expect(getTableName(entry.table)).toBe(name);
      const columns = Object.keys(getTableColumns(entry.table));
      for (const column of Object.keys(entry.erase)) expect(columns, `${name}.${column}`).toContain(column);
      // A secret left out of the export by a name the table no longer has would be exported after all.
      for (const column of "notExported" in entry ? (entry.notExported ?? []) : [])
        expect(columns, `${name}.${column} (not exported)`).toContain(column);
    }
    for (const [table, columns] of Object.entries({ ...NOT_PERSONAL, ...RETAINED })) {
      const found = tables.find((t) => getTableName(t) === table);
      expect(found, table).toBeDefined();
      const names = getTableConfig(found!).columns.map((column) => column.name);
      for (const column of Object.keys(columns)) expect(names, `${table}.${column}`).toContain(column);
    }
  });

  it("covers every column that looks personal: registered, retained on purpose, or declared not personal", async () => {
    const unaccounted: string[] = [];
    for (const table of tables) {
      const name = getTableName(table);
      const entry = (PERSONAL_DATA as Record<string, { table: SQLiteTable; erase: Record<string, unknown> }>)[name];
      const columns = getTableColumns(table);
      const registered = new Set(Object.keys(entry?.erase ?? {}).map((key) => columns[key]!.name));
      for (const column of getTableConfig(table).columns) {
        if (!LOOKS_PERSONAL.test(column.name)) continue;
        if (registered.has(column.name) || NOT_PERSONAL[name]?.[column.name] || RETAINED[name]?.[column.name]) continue;
        unaccounted.push(`${name}.${column.name}`);
      }
    }
    expect(unaccounted).toEqual([]);
  });

  it("registers every table whose rows hang off a registered one, or says why it holds nothing of the person's", async () => {
    const registered = new Set(Object.keys(PERSONAL_DATA));
    const names = tables.map((table) => getTableName(table));
    const unaccounted = tables
      .filter((table) => !registered.has(getTableName(table)) && !LINKED_NOT_PERSONAL[getTableName(table)])
      .filter((table) =>
        getTableConfig(table).foreignKeys.some((key) => registered.has(getTableName(key.reference().foreignTable))),
      )
      .map((table) => getTableName(table));
    expect(unaccounted).toEqual([]);
    for (const name of Object.keys(LINKED_NOT_PERSONAL)) expect(names).toContain(name);
  });

  it("registers every prefix of the private bucket: each write there builds its key with a registered builder", async () => {
    const sources = import.meta.glob("../../worker/**/*.ts", { query: "?raw", import: "default", eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const builders = Object.keys(PERSONAL_R2_KEYS);
    const unregistered: string[] = [];
    for (const [path, source] of Object.entries(sources as Record<string, string>)) {
      for (const [, argument] of source.matchAll(/RESUMES\.put\(\s*([^,]+),/g)) {
        const key = argument!.trim();
        // A key read from a record (`file.key`) is built where that record is: `const key = builder(...)`.
        const name = key.split(".").pop();
        const built = key.match(/^(\w+)\(/)?.[1] ?? source.match(new RegExp(`const ${name} = (\\w+)\\(`))?.[1];
        if (!builders.includes(built ?? "")) unregistered.push(`${path}: ${key}`);
      }
      // A bucket handed to a function is written to there: it must be one declared to hold no one's data.
      const file = path.replace("../../", "");
      if (/\w+: R2Bucket\b/.test(source) && /\.put\(/.test(source) && !NOT_PERSONAL_BUCKET_WRITERS[file])
        unregistered.push(`${file}: writes to a bucket it is given`);
    }
    expect(unregistered).toEqual([]);
    for (const build of Object.values(PERSONAL_R2_KEYS)) {
      const key = (build as (...args: unknown[]) => string)("id", 1, "file.pdf");
      expect(
        Object.keys(PERSONAL_R2_PREFIXES).some((prefix) => key.startsWith(prefix)),
        key,
      ).toBe(true);
    }
  });
});

const ADMIN = "ada.admin";
const PDF = new TextEncoder().encode("%PDF-1.7\n% a real-enough resume\n");
const ZELDA = { firstName: "Zelda", lastName: "Quixotely", email: "Zelda.Q@Example.com", phone: "(317) 555-0199" };
const BOB = { firstName: "Bob", lastName: "Keeper", email: "bob.keeper@example.com", phone: "(317) 555-0123" };
/** Each person's consultation at its own time. */
const SLOTS = new Map([
  [ZELDA.email, validBooking.appointmentDate],
  [BOB.email, "2026-11-16T17:00:00.000Z"],
]);

function post(path: string, body: unknown) {
  return exports.default.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify(body),
  });
}

function apply(person: typeof ZELDA, resume?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    ...person,
    currentPosition: "Controller",
    additionalInfo: `I am ${person.firstName}`,
    utmSource: person.lastName,
  }))
    form.set(key, value);
  if (resume) form.set("resume", resume);
  return exports.default.fetch("http://localhost/api/applications", {
    method: "POST",
    headers: { "CF-Connecting-IP": uniqueIp() },
    body: form,
  });
}

/** Everything one person sends: an application with a resume, a message, a booking, a text, a job alert, a staff note. */
async function submitEverything(admin: string, person: typeof ZELDA) {
  expect((await apply(person, new File([PDF], `${person.firstName} CV.pdf`, { type: "application/pdf" }))).status).toBe(
    201,
  );
  // Free text a visitor controls besides the form's own fields: campaign values, landing page, a saved search.
  expect(
    (
      await post("/api/contact/submit", {
        ...person,
        helpType: "other",
        message: `Hello, ${person.firstName} here`,
        company: `${person.lastName} LLC`,
        utmSource: person.lastName,
      })
    ).status,
  ).toBe(201);
  const attribution = {
    sessionId: "session-1234",
    pageViews: 2,
    timeOnSite: 1000,
    leadScore: 10,
    engagementScore: 10,
    landingPage: `/jobs?title=${person.lastName}`,
    utm_source: person.lastName,
    utm_medium: person.lastName,
    utm_campaign: person.lastName,
    utm_term: person.lastName,
    utm_content: person.lastName,
  };
  const formData = { ...person, inquiry: "hire-talent", message: `Write to ${person.firstName}` };
  expect((await post("/api/analytics/contact-with-attribution", { formData, analyticsData: attribution })).status).toBe(
    201,
  );
  const booked = await book({
    ...validBooking,
    bookerName: `${person.firstName} ${person.lastName}`,
    bookerEmail: person.email,
    bookerPhone: person.phone,
    bookerCompany: `${person.lastName} LLC`,
    bookerNotes: `Call ${person.firstName}`,
    smsConsent: true,
    appointmentDate: SLOTS.get(person.email),
  });
  expect(booked.status).toBe(201);
  expect(
    (await post("/api/job-alerts", { email: person.email, frequency: "daily", filters: { q: person.lastName } }))
      .status,
  ).toBeLessThan(300);
  const db = createDb(env.DB);
  const candidate = (await db
    .select()
    .from(schema.candidates)
    .where(eq(schema.candidates.email, person.email.toLowerCase()))
    .get())!;
  const application = (await db
    .select()
    .from(schema.applications)
    .where(eq(schema.applications.candidateId, candidate.id))
    .get())!;
  expect(
    (
      await api(`/api/admin/applications/${application.id}/notes`, {
        method: "POST",
        cookie: admin,
        body: { body: `${person.firstName} interviews well` },
      })
    ).status,
  ).toBe(201);
  const booking = (await db
    .select()
    .from(schema.bookingAppointments)
    .where(eq(schema.bookingAppointments.candidateId, candidate.id))
    .get())!;
  await db.insert(schema.smsMessages).values({
    toNumber: `+1${person.phone.replace(/\D/g, "")}`,
    message: `Hi ${person.firstName}, see you Monday`,
    messageType: "reminder",
    relatedBookingId: booking.id,
  });
  // A text they sent the firm (Twilio's webhook's store), which notifies the staff with its words.
  await receiveText(
    db,
    {
      twilioSid: `SM-${person.lastName}`,
      fromNumber: `+1${person.phone.replace(/\D/g, "")}`,
      toNumber: "+18005550142",
      body: `${person.firstName} here: mornings suit me`,
    },
    ORIGIN,
  );
  return { candidate, application, booking };
}

async function search(admin: string, q: string, limit = 100) {
  const response = await api(`/api/admin/privacy/search?q=${encodeURIComponent(q)}&limit=${limit}`, { cookie: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as PrivacySearchResult;
}

const totals = (result: PrivacySearchResult) =>
  Object.fromEntries(Object.entries(result.kinds).map(([kind, { total }]) => [kind, total]));

/** Every text value of every real table (FTS shadow tables and the gazetteer aside), as "table.column: value". */
async function everyTextValue(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'applications_fts%' and name not like 'jobs_fts%' and name not in ('d1_migrations', 'places')",
  ).all<{ name: string }>();
  const values: string[] = [];
  for (const { name } of results) {
    const rows = (await env.DB.prepare(`select * from "${name}"`).all<Record<string, unknown>>()).results;
    for (const row of rows)
      for (const [column, value] of Object.entries(row))
        if (typeof value === "string") values.push(`${name}.${column}: ${value}`);
  }
  return values;
}

const mentionsZelda = (value: string) => /zelda|quixotely|5550199/i.test(value.replace(/[^a-z0-9.:@ ]/gi, ""));

/** An empty database and bucket with the booking types and a signed-in admin (its cookie and id). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  for (const object of (await env.RESUMES.list()).objects) await env.RESUMES.delete(object.key);
  await insertBookingTypes();
  const { id: adminId, cookie: admin } = await signedInStaff(ADMIN, "admin");
  return { admin, adminId };
}

describe("finding a person", () => {
  it("finds everything by email in any case, and by phone in any format", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    await submitEverything(admin, BOB);
    const byEmail = await search(admin, "  ZELDA.q@example.COM ");
    expect(byEmail.by).toBe("email");
    expect(totals(byEmail)).toMatchObject({
      candidates: 1,
      applications: 1,
      messages: 2,
      bookings: 1,
      leads: 4,
      alertSubscriptions: 1,
    });
    // The text inserted and the booking's confirmation by text.
    expect(byEmail.kinds.textMessages.total).toBe(2);
    // The text they sent, beside the texts sent to them.
    expect(byEmail.kinds.textsReceived.total).toBe(1);
    expect(byEmail.kinds.textsReceived.rows[0]).toMatchObject({
      title: "+13175550199",
      detail: "Zelda here: mornings suit me",
    });
    expect(byEmail.kinds.deliveries.total).toBeGreaterThan(0);
    expect(byEmail.resumes).toBe(1);
    expect(byEmail.kinds.candidates.rows[0]).toMatchObject({
      title: "Zelda Quixotely",
      legalHold: false,
      erasedAt: null,
    });
    // The appointment's time comes as an instant for the screen to write in its reader's zone, never in the text.
    const [booking] = byEmail.kinds.bookings.rows;
    expect(booking!.at).toBe(new Date(SLOTS.get(ZELDA.email)!).toISOString());
    expect(booking!.detail).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(byEmail.kinds.candidates.rows[0]!.at).toBeNull();
    for (const q of ["317-555-0199", "+1 (317) 555 0199", "13175550199"])
      expect(totals(await search(admin, q))).toEqual(totals(byEmail));
    // Limited rows, exact totals.
    const limited = await search(admin, ZELDA.email, 1);
    expect(limited.kinds.leads).toMatchObject({ total: 4 });
    expect(limited.kinds.leads.rows).toHaveLength(1);
  });

  it("finds the person by name: first, last or full, in any case and spacing, and no one else", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    await submitEverything(admin, BOB);
    const byEmail = totals(await search(admin, ZELDA.email));
    for (const q of ["zelda", "QUIXOTELY", "  Zelda   quixotely "]) {
      const byName = await search(admin, q);
      expect(byName.by, q).toBe("name");
      expect(totals(byName), q).toEqual(byEmail);
      expect(byName.kinds.candidates.rows.map((row) => row.title)).toEqual(["Zelda Quixotely"]);
    }
    expect((await search(admin, "Bob Keeper")).kinds.candidates.rows.map((row) => row.title)).toEqual(["Bob Keeper"]);
    // Part of a name is not the name.
    expect(Object.values(totals(await search(admin, "Quixote"))).every((total) => total === 0)).toBe(true);
    // The export and the erasure take the same q as the search.
    const exported = await api("/api/admin/privacy/export", { method: "POST", cookie: admin, body: { q: "zelda" } });
    expect(exported.status).toBe(200);
  });

  it("answers 400 naming q when it is neither a name, an email nor a phone", async () => {
    const { admin } = await setup();
    for (const q of ["", "z", "12", "not@an", "zelda%", "<b>"]) {
      const response = await api(`/api/admin/privacy/search?q=${encodeURIComponent(q)}`, { cookie: admin });
      expect(response.status, q).toBe(400);
      expect(((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(
        "q",
      );
    }
  });

  it("is the privacy area's: admins by default", async () => {
    await setup();
    const recruiter = await signIn(
      (await createStaffUser(`rita.${crypto.randomUUID().slice(0, 6)}`, "manager")).username,
    );
    expect((await api("/api/admin/privacy/search?q=a@b.example", { cookie: recruiter })).status).toBe(403);
    expect(
      (await api("/api/admin/privacy/erase", { method: "POST", cookie: recruiter, body: { q: "a@b.example" } })).status,
    ).toBe(403);
  });
});

describe("consent records", () => {
  it("stores, for each public form sent, the version of each consent text it showed and when", async () => {
    const { admin } = await setup();
    const { application, booking } = await submitEverything(admin, ZELDA);
    const rows = await createDb(env.DB).select().from(schema.consentRecords);
    const byConsent = Object.fromEntries(rows.map((row) => [`${row.subjectType}:${row.consent}`, row]));
    expect(Object.keys(byConsent).sort()).toEqual([
      "application:application",
      "booking_appointment:booking",
      "booking_appointment:sms_appointment",
      "contact:contact",
      "job_alert_subscription:job_alerts",
    ]);
    expect(byConsent["application:application"]).toMatchObject({
      subjectId: application.id,
      version: CONSENT_VERSIONS.application.version,
    });
    expect(byConsent["booking_appointment:booking"]).toMatchObject({
      subjectId: booking.id,
      version: CONSENT_VERSIONS.booking.version,
    });
    for (const row of rows) expect(Math.abs(row.acceptedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("stores none for a booking that lost its slot", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    const before = (await createDb(env.DB).select().from(schema.consentRecords)).length;
    expect((await book({ ...validBooking, bookerEmail: "late@example.com", bookerName: "Late Comer" })).status).toBe(
      409,
    );
    expect(await createDb(env.DB).select().from(schema.consentRecords)).toHaveLength(before);
  });
});

describe("export", () => {
  it("zips every record the search shows, as JSON per kind, with the resume, and logs it", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    const found = await search(admin, ZELDA.phone);
    const response = await api("/api/admin/privacy/export", {
      method: "POST",
      cookie: admin,
      body: { q: ZELDA.phone },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="zelda-quixotely-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const file: Record<string, string> = {
      candidates: "candidates.json",
      applications: "applications.json",
      messages: "messages.json",
      bookings: "bookings.json",
      leads: "leads.json",
      textMessages: "text-messages.json",
      textsReceived: "texts-received.json",
      alertSubscriptions: "alert-subscriptions.json",
      newsletterSubscribers: "newsletter-subscriptions.json",
      deliveries: "deliveries.json",
      clientContacts: "client-contacts.json",
    };
    for (const [kind, result] of Object.entries(found.kinds)) {
      const rows = JSON.parse(strFromU8(files[file[kind]!]!)) as { id: string }[];
      expect(rows.map((row) => row.id).sort(), kind).toEqual(result.rows.map((row) => row.id).sort());
    }
    const resumes = Object.keys(files).filter((name) => name.startsWith("resumes/"));
    expect(resumes).toHaveLength(1);
    expect(strFromU8(files[resumes[0]!]!)).toContain("%PDF");
    const [log] = await createDb(env.DB)
      .select()
      .from(schema.adminActivityLogs)
      .where(eq(schema.adminActivityLogs.action, "privacy.export"));
    expect(log?.details).not.toMatch(/zelda|5550199/i);
  });

  it("is named after the person and the day in the firm's zone, in safe ASCII", async () => {
    const { admin, adminId } = await setup();
    await submitEverything(admin, { ...ZELDA, firstName: "Renée", lastName: "Zoë-O'Hara" });
    const actor = { userId: adminId, ipAddress: null, userAgent: null };
    // 03:30 UTC on the 29th is still the 28th in New York.
    const late = new Date("2026-11-29T03:30:00.000Z");
    expect(
      (await exportPerson(env as Bindings, actor, { by: "email", email: "zelda.q@example.com" }, late)).filename,
    ).toBe("renee-zoe-o-hara-2026-11-28.zip");
    const nobody = await exportPerson(env as Bindings, actor, { by: "email", email: "no.one@example.com" }, late);
    expect(nobody.filename).toBe("personal-data-2026-11-28.zip");
  });

  it("holds no secret: no manage or confirm token of the booking or the job alert, not even in a sent link", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    const db = createDb(env.DB);
    const [booking] = await db.select().from(schema.bookingAppointments);
    const [alert] = await db.select().from(schema.jobAlertSubscriptions);
    // The confirmation emails carry them in their links (only their hashes and sealed copies are stored).
    const payloads = (await db.select().from(schema.deliveries)).map((row) => row.payload).join("\n");
    const linked = payloads.matchAll(/(?:token=|\/job-alerts\/confirm\/)([A-Za-z0-9_-]{43})/g);
    const tokens = [...new Set([...linked].map((match) => match[1]!))];
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const response = await api("/api/admin/privacy/export", {
      method: "POST",
      cookie: admin,
      body: { q: ZELDA.email },
    });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const texts = Object.entries(files)
      .filter(([name]) => name.endsWith(".json"))
      .map(([name, bytes]) => [name, strFromU8(bytes)] as const);
    for (const [name, text] of texts)
      for (const token of tokens) expect(text.includes(token), `${name} holds a token`).toBe(false);
    const bookings = JSON.parse(strFromU8(files["bookings.json"]!)) as Record<string, unknown>[];
    expect(bookings.map((row) => row.id)).toEqual([booking!.id]);
    expect(Object.keys(bookings[0]!).filter((key) => /token/i.test(key))).toEqual([]);
    const alerts = JSON.parse(strFromU8(files["alert-subscriptions.json"]!)) as Record<string, unknown>[];
    expect(alerts).toEqual([expect.objectContaining({ id: alert!.id, email: alert!.email, frequency: "daily" })]);
  });
});

/** A received email on a thread. */
const mailRow = (id: string, threadId: string) => ({
  id,
  threadId,
  direction: "in" as const,
  fromAddress: "someone@example.com",
  toAddress: "reply@x.test",
  subject: "Re",
  textBody: "Thanks",
});

describe("erasure", () => {
  it("leaves no personal field of the person in any table, deletes the resume, withdraws what was not sent and suppresses them", async () => {
    const { admin } = await setup();
    const { application } = await submitEverything(admin, ZELDA);
    await submitEverything(admin, BOB);
    const db = createDb(env.DB);
    // A merged-in address and an activity log entry that names the person.
    await db.insert(schema.candidateEmailAliases).values({
      email: "zq@old.example",
      candidateId: (await search(admin, ZELDA.email)).kinds.candidates.rows[0]!.id,
    });
    await db
      .insert(schema.adminActivityLogs)
      .values({ action: "candidate.merge", details: JSON.stringify({ email: "zelda.q@example.com" }) });
    const resumeKey = application.resumeKey!;
    expect(await env.RESUMES.head(resumeKey)).not.toBeNull();
    expect((await everyTextValue()).some(mentionsZelda)).toBe(true);
    const leadsBySurname = async () =>
      ((await (await api(`/api/crm/leads?q=${ZELDA.lastName}`, { cookie: admin })).json()) as unknown[]).length;
    expect(await leadsBySurname()).toBe(3);

    const response = await api("/api/admin/privacy/erase", { method: "POST", cookie: admin, body: { q: ZELDA.email } });
    expect(response.status).toBe(200);
    const result = (await response.json()) as PrivacyEraseResult;
    expect(result).toMatchObject({
      resumesDeleted: 1,
      crmDeletesQueued: 0,
      erased: { candidates: 1, applications: 1, messages: 2, bookings: 1 },
    });
    expect(result.deliveriesWithdrawn).toBeGreaterThan(0);
    // Emails (the address, the alias) and the phone.
    expect(result.suppressed).toBe(3);

    const left = (await everyTextValue()).filter(mentionsZelda);
    // Only the opt-out list may keep a number (none was opted out here), and nothing else.
    expect(left.filter((value) => !value.startsWith("sms_opt_outs."))).toEqual([]);
    // Her campaign values named her: the CRM's search no longer finds her leads by her surname.
    expect(await leadsBySurname()).toBe(0);
    const fts = await env.DB.prepare("select count(*) as n from applications_fts where applications_fts match ?")
      .bind('"zelda"')
      .first<{ n: number }>();
    expect(fts?.n).toBe(0);
    expect(await env.RESUMES.head(resumeKey)).toBeNull();
    // Counts and non-personal figures stay.
    const [kept] = await db.select().from(schema.applications).where(eq(schema.applications.id, application.id));
    expect(kept).toMatchObject({ id: application.id, stage: "new", firstName: "[erased]", resumeKey: null });
    expect(kept!.email).toMatch(/@erased\.invalid$/);
    expect(await db.select().from(schema.deliveries).where(eq(schema.deliveries.status, "pending"))).not.toContainEqual(
      expect.objectContaining({ recipient: "[erased]" }),
    );
    // Bob is untouched.
    expect(totals(await search(admin, BOB.email))).toMatchObject({
      candidates: 1,
      applications: 1,
      messages: 2,
      bookings: 1,
    });
    expect((await everyTextValue()).some((value) => value.includes("Keeper"))).toBe(true);
    // Searching again finds nothing.
    expect(Object.values(totals(await search(admin, ZELDA.email))).every((total) => total === 0)).toBe(true);
    expect(Object.values(totals(await search(admin, ZELDA.phone))).every((total) => total === 0)).toBe(true);
    const [log] = await db
      .select()
      .from(schema.adminActivityLogs)
      .where(eq(schema.adminActivityLogs.action, "privacy.erase"));
    expect(log?.details).toContain('"resumesDeleted":1');
  });

  it("deletes the emails the person sent (kept originals and attachments in R2), as a candidate and as a client's contact", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    await submitEverything(admin, BOB);
    const db = createDb(env.DB);
    const candidateOf = async (email: string) => (await search(admin, email)).kinds.candidates.rows[0]!.id;
    const ids = { reply: crypto.randomUUID(), contactReply: crypto.randomUUID(), inbox: crypto.randomUUID() };
    const bobReply = crypto.randomUUID();
    const attachment = `mail/in/${ids.reply}/1-cv.pdf`;
    await db.batch([
      db.insert(schema.clients).values({ id: "client-z", name: "Zed Corp" }),
      db.insert(schema.clientContacts).values({ id: "contact-z", clientId: "client-z", name: "Z", email: ZELDA.email }),
      db.insert(schema.emailThreads).values([
        { id: "thread-z", candidateId: await candidateOf(ZELDA.email), subject: "s", replyToken: "a".repeat(26) },
        { id: "thread-zc", clientContactId: "contact-z", subject: "s", replyToken: "b".repeat(26) },
        { id: "thread-b", candidateId: await candidateOf(BOB.email), subject: "s", replyToken: "c".repeat(26) },
      ]),
      db.insert(schema.threadEmails).values([
        {
          id: ids.reply,
          threadId: "thread-z",
          direction: "in",
          fromAddress: "zelda.q@example.com",
          toAddress: "reply@x.test",
          subject: "Re",
          textBody: "Here is my CV",
          attachments: [{ key: attachment, filename: "cv.pdf", contentType: "application/pdf", size: 3 }],
        },
        { ...mailRow(ids.contactReply, "thread-zc") },
        { ...mailRow(bobReply, "thread-b") },
      ]),
      db.insert(schema.contacts).values({
        id: ids.inbox,
        source: "email",
        firstName: ZELDA.firstName,
        lastName: ZELDA.lastName,
        email: ZELDA.email.toLowerCase(),
        inquiry: "Email",
        message: "Hello by email",
      }),
    ]);
    const keys = [...Object.values(ids).map((id) => `mail/in/${id}.eml`), attachment];
    for (const key of [...keys, `mail/in/${bobReply}.eml`]) await env.RESUMES.put(key, "From: someone");

    const response = await api("/api/admin/privacy/erase", { method: "POST", cookie: admin, body: { q: ZELDA.email } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PrivacyEraseResult).emailsDeleted).toBe(3);
    for (const key of keys) expect(await env.RESUMES.head(key), key).toBeNull();
    expect(await env.RESUMES.head(`mail/in/${bobReply}.eml`)).not.toBeNull();
    const left = await db.select({ id: schema.threadEmails.id }).from(schema.threadEmails);
    expect(left).toEqual([{ id: bobReply }]);
  });

  it("never syncs an erased person's old lead to the CRM, but syncs one they make afterwards", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    const db = createDb(env.DB);
    const [oldLead] = await db.select().from(schema.crmLeads).limit(1);
    await erasePerson(
      env,
      { userId: null, ipAddress: null, userAgent: null },
      { by: "email", email: "zelda.q@example.com" },
    );
    const ghl = { ...env, GHL_PRIVATE_TOKEN: "token", GHL_LOCATION_ID: "location" };
    const delivery = { payload: JSON.stringify({ leadId: oldLead!.id }) } as never;
    expect(await crmSyncKind.send(ghl, delivery, { leadId: oldLead!.id })).toEqual({
      ok: false,
      error: "The person was erased on request: not sent to GoHighLevel",
      retryable: false,
    });
    // The person comes back, even within the same second: stored, and their new lead is not held back.
    expect((await post("/api/contact/submit", { ...ZELDA, helpType: "other", message: "Me again" })).status).toBe(201);
    const [again] = await db
      .select({ createdAt: schema.crmLeads.createdAt })
      .from(schema.crmLeads)
      .innerJoin(schema.contacts, eq(schema.contacts.id, schema.crmLeads.contactId))
      .where(eq(schema.contacts.message, "Me again"));
    const zelda = { email: ZELDA.email, phone: ZELDA.phone };
    expect(await isSuppressed(db, zelda, again!.createdAt)).toBe(false);
    // A record of theirs from before the erasure (this one's second is the erasure's: the erased names stop it).
    expect(await isSuppressed(db, zelda, new Date(oldLead!.createdAt.getTime() - 60_000))).toBe(true);
  });

  it("queues the deletion of the CRM contact when GoHighLevel is configured", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    const db = createDb(env.DB);
    await db.update(schema.crmLeads).set({ ghlContactId: "ghl-contact-1", syncedToGHL: true });
    const ghl = { ...env, GHL_PRIVATE_TOKEN: "token", GHL_LOCATION_ID: "location" };
    const { result } = await erasePerson(
      ghl,
      { userId: null, ipAddress: null, userAgent: null },
      { by: "email", email: "zelda.q@example.com" },
    );
    expect(result.crmDeletesQueued).toBe(1);
    const [queued] = await db.select().from(schema.deliveries).where(eq(schema.deliveries.kind, "crm_delete"));
    expect(queued).toMatchObject({ status: "pending", payload: JSON.stringify({ contactId: "ghl-contact-1" }) });
  });
});

describe("legal hold and retention", () => {
  const day = 24 * 60 * 60 * 1000;

  it("reads the candidates last changed before the cutoff through their index, not every candidate", async () => {
    const query = retentionDue(createDb(env.DB), new Date("2025-01-01T00:00:00Z")).toSQL();
    const plan = await env.DB.prepare(`explain query plan ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const steps = plan.results.map((step) => step.detail);
    expect(steps).toContainEqual(expect.stringContaining("SEARCH candidates USING INDEX candidates_updated_idx"));
    expect(steps).not.toContainEqual(expect.stringMatching(/^SCAN candidates\b/));
  });

  it("refuses to erase a held person, and the cron anonymizes only the inactive who are not held", async () => {
    const { admin } = await setup();
    const zelda = await submitEverything(admin, ZELDA);
    const bob = await submitEverything(admin, BOB);
    const held = await api(`/api/admin/privacy/candidates/${zelda.candidate.id}/hold`, {
      method: "PATCH",
      cookie: admin,
      body: { legalHold: true },
    });
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ id: zelda.candidate.id, legalHold: true });
    expect((await search(admin, ZELDA.email)).onHold).toBe(true);
    const refused = await api("/api/admin/privacy/erase", { method: "POST", cookie: admin, body: { q: ZELDA.email } });
    expect(refused.status).toBe(409);
    expect((await search(admin, ZELDA.email)).kinds.candidates.total).toBe(1);
    expect(
      (
        await api("/api/admin/privacy/candidates/nope/hold", {
          method: "PATCH",
          cookie: admin,
          body: { legalHold: true },
        })
      ).status,
    ).toBe(404);

    // Three years on: both inactive for longer than the default two years; only Bob goes.
    const report = await runScheduled({ scheduledTime: Date.now() + 3 * 365 * day }, env);
    expect(report.candidatesAnonymized).toBe(1);
    const db = createDb(env.DB);
    const [bobNow] = await db.select().from(schema.candidates).where(eq(schema.candidates.id, bob.candidate.id));
    expect(bobNow).toMatchObject({ firstName: "[erased]", phone: null });
    expect(bobNow!.erasedAt).not.toBeNull();
    const [zeldaNow] = await db.select().from(schema.candidates).where(eq(schema.candidates.id, zelda.candidate.id));
    expect(zeldaNow).toMatchObject({ firstName: "Zelda", legalHold: true, erasedAt: null });
    // Retention is not an erasure on request: no suppression.
    expect(await db.select().from(schema.privacySuppressions)).toEqual([]);
    const actions = (await db.select().from(schema.adminActivityLogs)).map((log) => log.action);
    expect(actions).toEqual(expect.arrayContaining(["privacy.hold", "privacy.retention"]));
  });

  it("keeps the active: nothing is anonymized within the period", async () => {
    const { admin } = await setup();
    await submitEverything(admin, ZELDA);
    expect((await runScheduled({ scheduledTime: Date.now() + 300 * day }, env)).candidatesAnonymized).toBe(0);
  });

  it("takes a retention of a year or more, refusing less with a 400 naming retentionMonths", async () => {
    const { admin } = await setup();
    const before = (await (await api("/api/admin/privacy/settings", { cookie: admin })).json()) as PrivacySettingsView;
    expect(before).toMatchObject({ retentionMonths: 24, defaultMonths: 24, minimumMonths: 12 });
    const refused = await api("/api/admin/privacy/settings", {
      method: "PATCH",
      cookie: admin,
      body: { retentionMonths: 11 },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      "retentionMonths",
    ]);
    const changed = await api("/api/admin/privacy/settings", {
      method: "PATCH",
      cookie: admin,
      body: { retentionMonths: 36 },
    });
    expect(await changed.json()).toMatchObject({ retentionMonths: 36 });
    await submitEverything(admin, ZELDA);
    // Thirty months on: within 36.
    expect((await runScheduled({ scheduledTime: Date.now() + 30 * 31 * day }, env)).candidatesAnonymized).toBe(0);
  });
});

describe("the privacy walk: mail, the desk and notifications (issue 42)", () => {
  const TOKEN = "mfrggzdfmztwq2lknnwg23tpoa";
  /** Every address and word that names Zelda, the ones her mail came from included. */
  const NAMES_ZELDA = /zelda|quixotely|5550199|zq\.other|zq\.work/i;
  /** A mailer's bounce address: the envelope of one of her replies, and of Bob's message too. */
  const SHARED_ENVELOPE = "bounce-77@mailer.example";
  const namesZelda = (value: string) => NAMES_ZELDA.test(value.replace(/[^a-z0-9.:@ -]/gi, ""));
  /** The handler's deliveries are only queued: nothing here is sent. */
  const bindings: Bindings = {
    ...env,
    DELIVERIES: { send: async () => undefined, sendBatch: async () => undefined } as unknown as Queue,
  };
  const CV = new TextEncoder().encode("%PDF-1.7\n% Zelda's CV\n");

  function mail(from: { name?: string; addr: string }, to: string, subject: string, text: string, cv?: Uint8Array) {
    const message = createMimeMessage();
    message.setSender(from);
    message.setRecipient(to);
    message.setSubject(subject);
    message.setHeader("Message-ID", `<${crypto.randomUUID()}@example.com>`);
    message.addMessage({ contentType: "text/plain", data: text });
    if (cv)
      message.addAttachment({
        filename: "cv.pdf",
        contentType: "application/pdf",
        data: btoa(String.fromCharCode(...cv)),
      });
    return message.asRaw();
  }

  /**
   * A message as Email Routing hands it to the Worker, from `envelopeFrom`, signed (DKIM) by `signedBy`'s domain: the
   * From header's, so the firm's mail host verified the sender whatever the envelope.
   */
  async function receive(raw: string, envelopeFrom: string, to: string, signedBy: string) {
    const { message, state } = inbound(raw, { from: envelopeFrom, to }, passingChecks(signedBy));
    const ctx = createExecutionContext();
    await worker.email(message, bindings, ctx);
    await waitOnExecutionContext(ctx);
    expect(state.rejected).toBeNull();
  }

  /** Every object of the private bucket with its text and metadata, as "key: ...". */
  async function everyObject(): Promise<string[]> {
    const texts: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await env.RESUMES.list({ cursor });
      for (const object of page.objects) {
        const body = await env.RESUMES.get(object.key);
        texts.push(`${object.key}: ${JSON.stringify(body!.customMetadata)} ${await body!.text()}`);
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return texts;
  }

  /** Zelda with everything: forms, texts, notes, a submittal the client answered, a placement, email in and out. */
  async function zeldaEverywhere(staff: { admin: string; adminId: string }) {
    const { admin, adminId } = staff;
    const db = createDb(env.DB);
    // The admin wants every event by email too: notification emails name the person.
    await db.update(schema.users).set({ email: "ada@firm.example" }).where(eq(schema.users.id, adminId));
    await db
      .insert(schema.notificationPreferences)
      .values(NOTIFICATION_EVENTS.map((event) => ({ userId: adminId, event, inApp: true, email: true })));
    const zelda = await submitEverything(admin, ZELDA);
    await submitEverything(admin, BOB);
    const client = await addClient({ name: "Acme Manufacturing" });
    const contact = await addContact(client.id, { name: "Hannah Hiring", email: "hannah@acme.example" });
    const job = await addJobOrder(client.id);
    await db.update(schema.applications).set({ jobId: job.id }).where(eq(schema.applications.id, zelda.application.id));
    const submitted = await api("/api/admin/submittals", {
      method: "POST",
      cookie: admin,
      body: { applicationId: zelda.application.id, contactId: contact.id, note: "Zelda runs a tight month-end close" },
    });
    expect(submitted.status).toBe(201);
    const { submittal, clientPortalUrl } = (await submitted.json()) as {
      submittal: { id: string };
      clientPortalUrl: string;
    };
    const answered = await api(
      `/api/client-portal/${clientPortalUrl.split("/").pop()}/submittals/${submittal.id}/feedback`,
      {
        method: "POST",
        body: { decision: "interview", comment: "We would like to meet Zelda Quixotely" },
      },
    );
    expect(answered.status).toBeLessThan(300);
    // An interview with Hannah, scheduled: its invitations and reminders name Zelda to Hannah (issue 47).
    const interview = await api("/api/admin/interviews", {
      method: "POST",
      cookie: admin,
      body: {
        applicationId: zelda.application.id,
        round: "final",
        format: "video",
        durationMinutes: 45,
        videoLink: "https://meet.example.com/zelda-quixotely",
        panel: [{ contactId: contact.id }],
      },
    });
    expect(interview.status).toBe(201);
    const { id: interviewId } = (await interview.json()) as { id: string };
    const atNow = (path: string, body: unknown) =>
      workerFetch(
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: {
            Origin: ORIGIN,
            "Content-Type": "application/json",
            [TEST_NOW_HEADER]: String(Date.UTC(2026, 10, 20, 15)),
          },
          body: JSON.stringify(body),
        }),
        { ...bindings, E2E_CLOCK: "on" },
      );
    // Hannah's free times for it, marked in her portal (decision 110).
    const portalToken = clientPortalUrl.split("/").pop();
    const slots = [{ startsAt: "2026-12-01T14:00:00Z", endsAt: "2026-12-01T17:00:00Z" }];
    expect(
      (await atNow(`/api/client-portal/${portalToken}/interviews/${interviewId}/availability`, { slots })).status,
    ).toBe(200);
    // Times offered to her first, with her link to pick one (issue 47 items 2-3).
    const offered = await workerFetch(
      new Request(`${ORIGIN}/api/admin/interviews/${interviewId}/slots`, {
        method: "POST",
        headers: {
          Cookie: admin,
          Origin: ORIGIN,
          "Content-Type": "application/json",
          [TEST_NOW_HEADER]: String(Date.UTC(2026, 10, 20, 15)),
        },
        body: JSON.stringify({ slots: [{ startsAt: "2026-12-01T15:00:00Z" }] }),
      }),
      { ...bindings, E2E_CLOCK: "on" },
    );
    expect(offered.status).toBe(200);
    // She chose the time (held for her) before the recruiter set it.
    const { candidateUrl } = (await offered.json()) as { candidateUrl: string };
    const held = await atNow(`/api/interview-invitations/${candidateUrl.split("/").pop()}/hold`, {
      startsAt: "2026-12-01T15:00:00Z",
    });
    expect(held.status).toBe(200);
    const scheduled = await workerFetch(
      new Request(`${ORIGIN}/api/admin/interviews/${interviewId}`, {
        method: "PATCH",
        headers: {
          Cookie: admin,
          Origin: ORIGIN,
          "Content-Type": "application/json",
          [TEST_NOW_HEADER]: String(Date.UTC(2026, 10, 20, 15)),
        },
        body: JSON.stringify({ startsAt: "2026-12-01T15:00:00Z" }),
      }),
      { ...bindings, E2E_CLOCK: "on" },
    );
    expect(scheduled.status).toBe(200);
    const placed = await api("/api/admin/placements", {
      method: "POST",
      cookie: admin,
      body: { applicationId: zelda.application.id, startDate: "2026-12-01", salary: 150_000 },
    });
    expect(placed.status).toBe(201);
    // Her conversation, and her replies to it: from her address with a CV, from a work address (another envelope).
    await db.insert(schema.emailThreads).values({
      id: "thread-z1",
      candidateId: zelda.candidate.id,
      subject: "The controller role",
      replyToken: TOKEN,
      ownerId: adminId,
    });
    const replyTo = replyAddress(TOKEN, env);
    await receive(
      mail({ name: "Zelda Quixotely", addr: ZELDA.email }, replyTo, "Re: The controller role", "Here is my CV", CV),
      ZELDA.email,
      replyTo,
      ZELDA.email,
    );
    await receive(
      mail({ addr: "zq.work@other.example" }, replyTo, "Re: The controller role", "From my work address"),
      SHARED_ENVELOPE,
      replyTo,
      "zq.work@other.example",
    );
    await receive(
      mail({ addr: BOB.email }, generalAddress(env), "Hi", "Bob via the mailer"),
      SHARED_ENVELOPE,
      generalAddress(env),
      BOB.email,
    );
    // To the general address through a mailer: the envelope is hers, the From header another address.
    await receive(
      mail({ addr: "zq.other@mailer.example" }, generalAddress(env), "Hello", "Sent through a mailer"),
      ZELDA.email,
      generalAddress(env),
      "zq.other@mailer.example",
    );
    // Staff's email to the client's contact naming her beside Bob, with its delivery as sent.
    const text = "Zelda Quixotely (zelda.q@example.com, 317-555-0199) and Bob Keeper are free to meet.";
    const [delivery] = await db
      .insert(schema.deliveries)
      .values({
        kind: "email",
        recipient: contact.email!,
        summary: "Candidates: Zelda Quixotely and Bob Keeper",
        payload: JSON.stringify({ subject: "Candidates: Zelda Quixotely and Bob Keeper", text }),
        relatedType: "thread_email",
        relatedId: "email-to-client",
        status: "sent",
        sentCopy: { headers: "To: hannah@acme.example", text, html: `<p>${text}</p>` },
      })
      .returning();
    await db.batch([
      db.insert(schema.emailThreads).values({
        id: "thread-client",
        clientContactId: contact.id,
        subject: "Candidates: Zelda Quixotely and Bob Keeper",
        replyToken: "b".repeat(26),
      }),
      db.insert(schema.threadEmails).values({
        id: "email-to-client",
        threadId: "thread-client",
        direction: "out",
        fromAddress: "desk@firm.example",
        toAddress: contact.email!,
        subject: "Candidates: Zelda Quixotely and Bob Keeper",
        textBody: text,
        deliveryId: delivery!.id,
      }),
    ]);
    // Every email as the sender left it: its sent copy kept.
    await env.DB.prepare(
      "update deliveries set sent_copy = json_object('headers', 'Subject: ' || summary, 'text', payload, 'html', '') where kind = 'email' and sent_copy is null",
    ).run();
    return { ...zelda, submittalId: submittal.id, interviewId };
  }

  it("exports every row and file the registry knows of her: her email with its originals and attachments, notes, submittals, placements, notifications", async () => {
    const staff = await setup();
    const { admin } = staff;
    const zelda = await zeldaEverywhere(staff);
    const db = createDb(env.DB);
    const response = await api("/api/admin/privacy/export", {
      method: "POST",
      cookie: admin,
      body: { q: ZELDA.email },
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = (name: string) =>
      JSON.parse(strFromU8(files[name] ?? strToU8Missing(name))) as Record<string, unknown>[];
    // Every table of the registry is in it.
    for (const table of Object.keys(PERSONAL_DATA))
      expect(EXPORTED_AS_KINDS.has(table) || `records/${table}.json` in files, table).toBe(true);
    // The email she sent: each row, each original as received, the attachment.
    const received = await db
      .select({ id: schema.threadEmails.id })
      .from(schema.threadEmails)
      .where(eq(schema.threadEmails.direction, "in"));
    const [inbox] = await db.select().from(schema.contacts).where(eq(schema.contacts.email, "zq.other@mailer.example"));
    expect(inbox).toMatchObject({ email: "zq.other@mailer.example", envelopeSender: "zelda.q@example.com" });
    expect(received).toHaveLength(2);
    expect(json("records/thread_emails.json").map((row) => row.textBody)).toEqual(
      expect.arrayContaining(["Here is my CV", "From my work address"]),
    );
    for (const id of [...received.map((row) => row.id), inbox!.id])
      expect(strFromU8(files[`mail/${id}.eml`]!), id).toMatch(/^[\s\S]*Subject:/);
    const attachment = Object.keys(files).find((name) => /^mail\/[^/]+\/1-cv\.pdf$/.test(name));
    expect(strFromU8(files[attachment!]!)).toBe(strFromU8(CV));
    expect(json("messages.json").map((row) => row.id)).toContain(inbox!.id);
    // The desk: the note, the client's comment, the placement.
    expect(json("records/application_notes.json").map((row) => row.body)).toContain("Zelda interviews well");
    expect(json("records/submittals.json")).toEqual([
      expect.objectContaining({ id: zelda.submittalId, feedbackComment: "We would like to meet Zelda Quixotely" }),
    ]);
    expect(json("records/placements.json")).toEqual([
      expect.objectContaining({ applicationId: zelda.application.id, salaryCents: 15_000_000 }),
    ]);
    // Her interview, its panel, and the invitations and reminders it sent Hannah and her.
    expect(json("records/interviews.json")).toEqual([
      expect.objectContaining({ id: zelda.interviewId, videoLink: "https://meet.example.com/zelda-quixotely" }),
    ]);
    expect(json("records/interview_panel.json")).toEqual([expect.objectContaining({ interviewId: zelda.interviewId })]);
    expect(json("records/interview_offered_slots.json")).toEqual([
      expect.objectContaining({ interviewId: zelda.interviewId }),
    ]);
    expect(json("records/interview_pick_links.json")).toEqual([
      expect.objectContaining({ interviewId: zelda.interviewId }),
    ]);
    expect(json("records/interview_availability.json")).toEqual([
      expect.objectContaining({ interviewId: zelda.interviewId }),
    ]);
    expect(json("records/interview_holds.json")).toEqual([expect.objectContaining({ interviewId: zelda.interviewId })]);
    // What staff were told of her, and the emails that told them; the submittal's email to the client.
    expect(json("records/staff_notifications.json").map((row) => row.title)).toEqual(
      expect.arrayContaining(["zq.work@other.example replied: Re: The controller role"]),
    );
    const deliveries = json("deliveries.json");
    expect(deliveries.map((row) => row.summary)).toEqual(
      expect.arrayContaining(["zq.work@other.example replied: Re: The controller role"]),
    );
    expect(deliveries.filter((row) => row.relatedType === "submittal")).toHaveLength(1);
    expect(deliveries.filter((row) => row.relatedType === "interview").map((row) => row.recipient)).toEqual(
      expect.arrayContaining(["hannah@acme.example", ZELDA.email.toLowerCase()]),
    );
    const reminders = deliveries.filter((row) => row.relatedType === "interview_reminder");
    expect(reminders.filter((row) => row.kind === "email")).toHaveLength(4);
    // With her consent to texts, her own reminder texts too; and her link to pick the time (decision 111).
    expect(reminders.filter((row) => row.kind === "sms").length).toBeGreaterThan(0);
    expect(deliveries.filter((row) => row.relatedType === "interview_link").map((row) => row.recipient)).toContain(
      ZELDA.email.toLowerCase(),
    );
    // No secret: the thread's reply token is left out.
    for (const [name, bytes] of Object.entries(files))
      if (name.endsWith(".json")) expect(strFromU8(bytes).includes(TOKEN), name).toBe(false);
  });

  it("leaves no row in any table and no object in the bucket that names her, redacting her out of others' rows", async () => {
    const staff = await setup();
    const { admin } = staff;
    await zeldaEverywhere(staff);
    expect((await everyTextValue()).filter(namesZelda).length).toBeGreaterThan(20);
    expect((await everyObject()).filter(namesZelda).length).toBeGreaterThan(3);
    const response = await api("/api/admin/privacy/erase", { method: "POST", cookie: admin, body: { q: ZELDA.email } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PrivacyEraseResult).emailsDeleted).toBe(3);
    const left = (await everyTextValue()).filter(namesZelda);
    expect(left.filter((value) => !value.startsWith("sms_opt_outs."))).toEqual([]);
    expect((await everyObject()).filter(namesZelda)).toEqual([]);
    // The email to the client keeps what does not name her; Bob's records stay.
    const db = createDb(env.DB);
    const [toClient] = await db.select().from(schema.threadEmails).where(eq(schema.threadEmails.id, "email-to-client"));
    expect(toClient!.textBody).toBe("[erased] ([erased], [erased]) and Bob Keeper are free to meet.");
    expect((await everyObject()).some((value) => value.startsWith("resumes/"))).toBe(true);
    // A bounce address she shared with Bob did not make his message hers.
    const [bobs] = await db.select().from(schema.contacts).where(eq(schema.contacts.envelopeSender, SHARED_ENVELOPE));
    expect(bobs).toMatchObject({ email: BOB.email, message: expect.stringContaining("Bob via the mailer") });
    expect(totals(await search(admin, BOB.email))).toMatchObject({
      candidates: 1,
      applications: 1,
      messages: 3,
      bookings: 1,
    });
  });
});

function strToU8Missing(name: string): never {
  throw new Error(`the export has no ${name}`);
}
