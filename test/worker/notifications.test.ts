import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { submitApplication } from "../../worker/applications/store";
import type { BookingConfirmation } from "../../worker/contract/booking";
import type { NotificationPreferences, NotificationView } from "../../worker/contract/notifications";
import { createDb } from "../../worker/db/client";
import { storeMessage } from "../../worker/leads/store";
import { book, call, insertBookingTypes, validBooking } from "./booking-helpers";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, uniqueIp } from "./helpers";

function sendMessage(firstName = "Pat") {
  return api("/api/contact/submit", {
    method: "POST",
    headers: { "CF-Connecting-IP": uniqueIp() },
    body: {
      firstName,
      lastName: "Doe",
      email: `${firstName.toLowerCase()}@example.com`,
      helpType: "executive-search",
      message: "We need a CFO.",
    },
  });
}

function apply(jobId: string | undefined, firstName = "Ann") {
  const input = {
    firstName,
    lastName: "Lee",
    email: `${firstName.toLowerCase()}@example.com`,
    phone: "+13175550111",
    currentPosition: "Engineer",
  };
  return submitApplication(
    env,
    {
      ...input,
      industry: undefined,
      additionalInfo: undefined,
      jobId,
      utmSource: undefined,
      landingPage: undefined,
      smsMarketingConsent: false,
      smsAppointmentConsent: false,
    },
    null,
    "https://site.example",
  );
}

async function notificationsOf(userId: string) {
  return (
    await env.DB.prepare(
      "select event, title, link, in_app, delivery_id from staff_notifications where user_id = ? order by created_at",
    )
      .bind(userId)
      .all()
  ).results;
}

async function emailsTo(recipient: string) {
  return (
    await env.DB.prepare(
      "select id, kind, summary, payload, status, related_type from deliveries where kind = 'email' and recipient = ?",
    )
      .bind(recipient)
      .all<{ id: string; summary: string; payload: string; related_type: string }>()
  ).results;
}

/** The account's own address, as My account sets it once the new address confirms. */
async function setAddress(username: string, email: string) {
  await env.DB.prepare("update users set email = ? where username = ?").bind(email, username).run();
}

function setPreferences(cookie: string, body: unknown) {
  return api("/api/staff/notification-preferences", { method: "PUT", cookie, body });
}

async function insertJob(id: string, ownerId: string | null) {
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, status, owner_id) values (?, 'Platform Engineer', 'Acme', 'Remote', 'Full-time', 'Technology', 'Build.', '• Ship', 'published', ?)",
  )
    .bind(id, ownerId)
    .run();
}

describe("staff notifications", () => {
  /** An empty database with two recruiters, Rita and Ron, signed in. */
  async function setup() {
    await emptyDatabase();
    await insertDefaultStaffAreas();
    const rita = await signedInStaff("rita", "recruiter");
    const ron = await signedInStaff("ron", "recruiter");
    return { rita, ron, ritaCookie: rita.cookie, ronCookie: ron.cookie };
  }

  it("by default lists new messages for everyone with the inbox area and emails nobody", async () => {
    const { rita, ron } = await setup();
    const plainUser = await createStaffUser("uma", "user");
    expect((await sendMessage()).status).toBe(201);
    const [contact] = (await env.DB.prepare("select id from contacts").all<{ id: string }>()).results;
    for (const user of [rita, ron]) {
      expect(await notificationsOf(user.id)).toEqual([
        {
          event: "message_new",
          title: "New message from Pat Doe",
          link: `/admin/messages/${contact!.id}`,
          in_app: 1,
          delivery_id: null,
        },
      ]);
    }
    expect(await notificationsOf(plainUser.id)).toEqual([]);
    expect(
      (await env.DB.prepare("select count(*) as n from deliveries where kind = 'email'").first<{ n: number }>())?.n,
    ).toBe(0);
  });

  it("follows custom access: the listed areas, whatever the rank (docs/decisions/048)", async () => {
    const { rita, ron, ritaCookie } = await setup();
    const uma = await createStaffUser("uma", "user");
    const setCustom = (id: string, areas: string[]) =>
      env.DB.prepare("update users set permissions = ? where id = ?").bind(JSON.stringify(areas), id).run();
    await setCustom(uma.id, ["inbox"]);
    await setCustom(rita.id, ["jobs"]);
    await env.DB.prepare(`update admin_portals set required_permissions = '["candidates"]' where slug = 'inbox'`).run();
    await setCustom(ron.id, ["inbox", "candidates"]);
    expect((await sendMessage()).status).toBe(201);
    expect((await notificationsOf(ron.id)).map((n) => n.event)).toEqual(["message_new"]);
    // Uma's list lacks the inbox's required candidates; Rita's lacks the inbox itself.
    expect(await notificationsOf(uma.id)).toEqual([]);
    expect(await notificationsOf(rita.id)).toEqual([]);
    await setCustom(uma.id, ["inbox", "candidates"]);
    expect((await sendMessage("Sam")).status).toBe(201);
    expect((await notificationsOf(uma.id)).map((n) => n.title)).toEqual(["New message from Sam Doe"]);
    const answer = await api("/api/staff/notification-preferences", { cookie: ritaCookie });
    const preferences = await answer.json<NotificationPreferences>();
    expect(preferences.events.find((e) => e.event === "message_new")?.available).toBe(false);
  });

  it("emails only those who chose email and have an address, through the pipeline, and stops at once when turned off", async () => {
    const { rita, ron, ritaCookie, ronCookie } = await setup();
    await setAddress("rita", "rita@firm.example");
    const saved = await setPreferences(ritaCookie, {
      events: { message_new: { email: true } },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as NotificationPreferences).events.find((e) => e.event === "message_new")).toEqual({
      event: "message_new",
      inApp: true,
      email: true,
      scope: null,
      available: true,
    });
    // Ron chose email but gave no address: nothing can be sent to him.
    await setPreferences(ronCookie, { events: { message_new: { email: true, inApp: false } } });

    await sendMessage("Pat");
    const [email] = await emailsTo("rita@firm.example");
    expect(email).toMatchObject({
      kind: "email",
      status: "pending",
      summary: "New message from Pat Doe",
      related_type: "staff_notification",
    });
    expect(JSON.parse(email!.payload).text).toContain("/admin/messages/");
    const [notification] = await notificationsOf(rita.id);
    expect(notification).toMatchObject({ delivery_id: email!.id, in_app: 1 });
    expect(await notificationsOf(ron.id)).toEqual([]);

    await setPreferences(ritaCookie, { events: { message_new: { email: false } } });
    await sendMessage("Sam");
    expect(await emailsTo("rita@firm.example")).toHaveLength(1);
    expect(await notificationsOf(rita.id)).toHaveLength(2);
    await setPreferences(ritaCookie, { events: { message_new: { inApp: false } } });
    await sendMessage("Kim");
    expect(await notificationsOf(rita.id)).toHaveLength(2);
  });

  it("'jobs I own' notifies only the job's owner; 'off' nobody; 'all' everyone", async () => {
    const { rita, ron, ritaCookie, ronCookie } = await setup();
    await insertJob("job-rita", rita.id);
    await setAddress("rita", "rita@firm.example");
    await setPreferences(ritaCookie, {
      events: { application_new: { scope: "own", email: true } },
    });
    await setPreferences(ronCookie, { events: { application_new: { scope: "own" } } });

    const first = await apply("job-rita", "Ann");
    expect((await notificationsOf(rita.id)).map((n) => n.title)).toEqual([
      "New application: Ann Lee for Platform Engineer",
    ]);
    expect(await notificationsOf(ron.id)).toEqual([]);
    expect(first.notificationDeliveryIds).toEqual((await emailsTo("rita@firm.example")).map((e) => e.id));

    // An application to no job belongs to nobody's jobs.
    await apply(undefined, "Bo");
    expect(await notificationsOf(rita.id)).toHaveLength(1);

    await setPreferences(ronCookie, { events: { application_new: { scope: "all" } } });
    await setPreferences(ritaCookie, { events: { application_new: { scope: "off" } } });
    await apply("job-rita", "Cy");
    expect(await notificationsOf(rita.id)).toHaveLength(1);
    expect((await notificationsOf(ron.id)).map((n) => n.title)).toEqual([
      "New application: Cy Lee for Platform Engineer",
    ]);
  });

  it("follows the areas: bookings reach managers (scheduling), and Portal Management changes it at once", async () => {
    const { rita } = await setup();
    const manager = await createStaffUser("mia", "manager");
    await insertBookingTypes();
    const confirmation = (await (await book(validBooking)).json()) as BookingConfirmation;
    expect((await notificationsOf(manager.id)).map((n) => n.event)).toEqual(["booking_new"]);
    expect(await notificationsOf(rita.id)).toEqual([]);

    await env.DB.prepare("update admin_portals set required_role = 'recruiter' where slug = 'scheduling'").run();
    const token = new URL(confirmation.manageUrl, "http://x").searchParams.get("token")!;
    expect(
      (await call(`/api/booking/appointments/${confirmation.id}/cancel?token=${token}`, { method: "POST" })).status,
    ).toBe(200);
    expect((await notificationsOf(rita.id)).map((n) => n.title)).toEqual([
      "Booking cancelled: Ada Lovelace, Hiring Needs Consultation on 2026-11-16 10:00 ET",
    ]);
    // Cancelling again changes nothing and notifies nobody.
    await call(`/api/booking/appointments/${confirmation.id}/cancel?token=${token}`, { method: "POST" });
    expect(await notificationsOf(rita.id)).toHaveLength(1);
  });

  it("a booking that loses its slot notifies nobody", async () => {
    await setup();
    const manager = await createStaffUser("mia", "manager");
    await insertBookingTypes();
    expect((await book(validBooking)).status).toBe(201);
    // A second booking of the same slot loses the race inside the batch (the slot check reads the table itself).
    expect((await book({ ...validBooking, bookerEmail: "bob@example.com" })).status).toBe(409);
    expect(await notificationsOf(manager.id)).toHaveLength(1);
  });

  it("a cause whose batch fails writes no notification and no email", async () => {
    const { rita, ritaCookie } = await setup();
    await setAddress("rita", "rita@firm.example");
    await setPreferences(ritaCookie, { events: { message_new: { email: true } } });
    const db = createDb(env.DB);
    // A trigger refuses the contact row: the whole batch, notifications included, must roll back.
    await env.DB.prepare(
      "create trigger refuse_contact before insert on contacts begin select raise(abort, 'refused'); end",
    ).run();
    try {
      await expect(
        storeMessage(
          db,
          "contact-page",
          { firstName: "Pat", lastName: "Doe", email: "pat@example.com", inquiry: "general", message: "Hi" },
          { origin: "https://site.example" },
        ),
      ).rejects.toThrow();
    } finally {
      await env.DB.prepare("drop trigger refuse_contact").run();
    }
    expect(await notificationsOf(rita.id)).toEqual([]);
    expect(await emailsTo("rita@firm.example")).toEqual([]);
  });

  it("lists newest first, paged, counts unread and marks read (one, all, never another user's)", async () => {
    const { ritaCookie, ronCookie } = await setup();
    for (const name of ["Ann", "Bo", "Cy"]) await sendMessage(name);
    const count = async (cookie: string) =>
      ((await (await api("/api/staff/notifications/unread-count", { cookie })).json()) as { unread: number }).unread;
    expect(await count(ritaCookie)).toBe(3);

    const page = await api("/api/staff/notifications?limit=2", { cookie: ritaCookie });
    expect(page.headers.get("X-Total-Count")).toBe("3");
    const rows = (await page.json()) as NotificationView[];
    expect(rows.map((r) => r.title)).toEqual(["New message from Cy Doe", "New message from Bo Doe"]);

    expect(
      await (
        await api("/api/staff/notifications/read", { method: "POST", cookie: ronCookie, body: { ids: [rows[0]!.id] } })
      ).json(),
    ).toEqual({ marked: 0 });
    expect(
      await (
        await api("/api/staff/notifications/read", { method: "POST", cookie: ritaCookie, body: { ids: [rows[0]!.id] } })
      ).json(),
    ).toEqual({ marked: 1 });
    expect(await count(ritaCookie)).toBe(2);
    expect(await count(ronCookie)).toBe(3);
    const unread = (await (
      await api("/api/staff/notifications?unread=true", { cookie: ritaCookie })
    ).json()) as NotificationView[];
    expect(unread.map((r) => r.title)).toEqual(["New message from Bo Doe", "New message from Ann Doe"]);

    expect(
      await (
        await api("/api/staff/notifications/read", { method: "POST", cookie: ritaCookie, body: { all: true } })
      ).json(),
    ).toEqual({ marked: 2 });
    expect(await count(ritaCookie)).toBe(0);
  });

  it("handling a record reads its notifications for everyone: a reply, a status set, a stage change", async () => {
    const { ritaCookie, ronCookie } = await setup();
    const count = async (cookie: string) =>
      ((await (await api("/api/staff/notifications/unread-count", { cookie })).json()) as { unread: number }).unread;
    const contactOf = async (firstName: string) =>
      (await env.DB.prepare("select id from contacts where first_name = ?").bind(firstName).first<{ id: string }>())!
        .id;
    for (const name of ["Ann", "Bo", "Cy"]) await sendMessage(name);
    expect([await count(ritaCookie), await count(ronCookie)]).toEqual([3, 3]);

    // Rita answers Ann: Ann's message is no longer news for Ron either; the others stay.
    const ann = await contactOf("Ann");
    const reply = { method: "POST", cookie: ritaCookie, body: { body: "Thanks, we will call you today." } } as const;
    expect((await api(`/api/admin/messages/${ann}/reply`, reply)).status).toBe(201);
    expect([await count(ritaCookie), await count(ronCookie)]).toEqual([2, 2]);

    // Back to "new" handles nothing; "done" does.
    const bo = await contactOf("Bo");
    const patch = (status: string) =>
      api(`/api/admin/messages/${bo}`, { method: "PATCH", cookie: ronCookie, body: { status } });
    expect((await patch("new")).status).toBe(200);
    expect(await count(ritaCookie)).toBe(2);
    expect((await patch("done")).status).toBe(200);
    expect([await count(ritaCookie), await count(ronCookie)]).toEqual([1, 1]);

    // An application moved on is handled; a rating alone is not.
    await insertJob("job-1", null);
    await apply("job-1", "Dee");
    const application = (await env.DB.prepare("select id from applications").first<{ id: string }>())!.id;
    expect(await count(ronCookie)).toBe(2);
    const change = (body: unknown) =>
      api(`/api/admin/applications/${application}`, { method: "PATCH", cookie: ritaCookie, body });
    expect((await change({ rating: 4 })).status).toBe(200);
    expect(await count(ronCookie)).toBe(2);
    expect((await change({ stage: "contacted" })).status).toBe(200);
    expect([await count(ritaCookie), await count(ronCookie)]).toEqual([1, 1]);
    const left = (await (
      await api("/api/staff/notifications?unread=true", { cookie: ronCookie })
    ).json()) as NotificationView[];
    expect(left.map((n) => n.title)).toEqual(["New message from Cy Doe"]);
  });

  it("answers bad input with a 400 naming the field and changes nothing", async () => {
    const { ritaCookie } = await setup();
    const issues = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);
    };
    expect(await issues(await api("/api/staff/notifications?limit=0", { cookie: ritaCookie }))).toEqual(["limit"]);
    expect(await issues(await api("/api/staff/notifications?unread=yes", { cookie: ritaCookie }))).toEqual(["unread"]);
    expect(
      await issues(
        await api("/api/staff/notifications/read", { method: "POST", cookie: ritaCookie, body: { ids: "all" } }),
      ),
    ).toEqual(["ids"]);
    // The address is not changed here any more (issue 42 item 7): naming it is refused, whatever it is.
    expect(await issues(await setPreferences(ritaCookie, { email: "not-an-address" }))).toEqual(["email"]);
    expect(await issues(await setPreferences(ritaCookie, { events: { message_new: { email: "yes" } } }))).toEqual([
      "events.message_new.email",
    ]);
    expect(await issues(await setPreferences(ritaCookie, { events: { message_new: { scope: "own" } } }))).toEqual([
      "events.message_new.scope",
    ]);
    expect((await setPreferences(ritaCookie, { events: { nonsense: { email: true } } })).status).toBe(400);
    expect((await setPreferences(ritaCookie, {})).status).toBe(400);
    expect((await setPreferences(ritaCookie, { events: { message_new: {} } })).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => `id-${i}`);
    expect(
      await issues(
        await api("/api/staff/notifications/read", { method: "POST", cookie: ritaCookie, body: { ids: tooMany } }),
      ),
    ).toEqual(["ids"]);
    // "All" is said, never assumed: an empty body, all: false, or both ways at once mark nothing.
    await sendMessage();
    const markRead = (body: unknown) =>
      api("/api/staff/notifications/read", { method: "POST", cookie: ritaCookie, body });
    expect(await issues(await markRead({}))).toEqual(["ids"]);
    expect(await issues(await markRead({ all: false }))).toEqual(["all"]);
    expect(await issues(await markRead({ ids: ["x"], all: true }))).toEqual(["ids"]);
    const unread = await api("/api/staff/notifications/unread-count", { cookie: ritaCookie });
    expect(await unread.json()).toEqual({ unread: 1 });
    expect((await env.DB.prepare("select count(*) as n from notification_preferences").first<{ n: number }>())?.n).toBe(
      0,
    );
    expect((await api("/api/staff/notifications")).status).toBe(401);
  });

  it("an update changes only what it names", async () => {
    const { ritaCookie } = await setup();
    await setAddress("rita", "rita@firm.example");
    await setPreferences(ritaCookie, {
      events: { application_new: { scope: "own", email: true } },
    });
    await setPreferences(ritaCookie, { events: { application_new: { inApp: false } } });
    const prefs = (await (
      await api("/api/staff/notification-preferences", { cookie: ritaCookie })
    ).json()) as NotificationPreferences;
    expect(prefs.email).toBe("rita@firm.example");
    expect(prefs.events.find((e) => e.event === "application_new")).toEqual({
      event: "application_new",
      inApp: false,
      email: true,
      scope: "own",
      available: true,
    });
    expect(prefs.events.find((e) => e.event === "booking_new")).toEqual({
      event: "booking_new",
      inApp: true,
      email: false,
      scope: null,
      available: false,
    });
  });
});
