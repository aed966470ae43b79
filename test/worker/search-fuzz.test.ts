import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import {
  applications,
  articles,
  bookingAppointments,
  candidates,
  contacts,
  contentSchedules,
  crmLeads,
  jobs,
  linkedinPosts,
  smsMessages,
} from "../../worker/db/schema";
import { insertBookingTypes, TYPE_A } from "./booking-helpers";
import { emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/**
 * Long and hostile searches on every list (issue 31, item 3): every GET route without a path parameter is walked
 * with each search parameter the lists read, at their 200-character limit and full of LIKE's wildcards. None may
 * answer 500: each takes the text and answers its results, or refuses it with a 400 naming the field. A route that
 * takes the search still finds a row by a substring of its text, `%` and `_` read as themselves.
 */

/** Every query parameter a list or page searches by (the staff lists' `q`, the job search's `title` and `location`). */
const SEARCH_PARAMS = ["q", "title", "location"];

/** Stored in a searched field of a row of every searchable list. */
const STORED = "Needle%_Word";
/** A substring of it in another case, wildcards and all. */
const SUBSTRING = "NEEDLE%_WOR";

/** At the schemas' 200-character limit, and full of LIKE's wildcard (D1 refuses LIKE patterns over 50 bytes). */
const HOSTILE = { "200 letters": "a".repeat(200), "100 %": "%".repeat(100) };

const listRoutes = [
  ...new Set(app.routes.filter((r) => r.method === "GET" && !/[:*]/.test(r.path)).map((r) => r.path)),
];

function get(cookie: string, path: string) {
  return workerFetch(
    new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie, "CF-Connecting-IP": "198.18.0.1" } }),
  );
}

/** An empty database with a signed-in admin's cookie, and a row holding STORED in every searchable list. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff("search-admin", "admin");
  await insertBookingTypes();
  const db = createDb(env.DB);
  const now = new Date();
  await env.DB.prepare(
    "insert into users (id, username, password, role, email) values ('u-needle', 'needle.user', 'x', 'user', ?)",
  )
    .bind(`${STORED}@example.com`)
    .run();
  await db.insert(jobs).values({
    id: "job-needle",
    title: `${STORED} Engineer`,
    company: "Acme",
    location: "Remote",
    type: "Full-time",
    industry: "Technology",
    description: "D",
    requirements: "R",
    status: "published",
  });
  await db.insert(articles).values({
    id: "art-needle",
    title: `${STORED} guide`,
    content: "Body.",
    summary: "Summary.",
    category: "Remote Work",
    author: "Staff",
    readTime: 3,
    status: "published",
    publishedAt: now,
  });
  await db.insert(linkedinPosts).values({ id: "post-needle", articleId: "art-needle", postContent: `Read ${STORED}` });
  await db.insert(contentSchedules).values({ title: `${STORED} weekly`, category: "Remote Work", prompt: "Write." });
  await db.insert(smsMessages).values({ toNumber: "+15550000000", message: `Hi ${STORED}`, messageType: "reminder" });
  await db.insert(contacts).values({
    id: "contact-needle",
    firstName: STORED,
    lastName: "Lee",
    email: "c@example.com",
    inquiry: "general",
    message: "Hi.",
    source: "contact-page",
  });
  await db
    .insert(crmLeads)
    .values({ contactId: "contact-needle", leadType: "contact", leadSource: STORED.toLowerCase() });
  await db
    .insert(candidates)
    .values({ id: "cand-needle", firstName: STORED, lastName: "Lee", email: "cand@example.com" });
  await db.insert(applications).values({
    id: "app-needle",
    firstName: STORED,
    lastName: "Lee",
    email: "a@example.com",
    phone: "+15550000001",
    candidateId: "cand-needle",
  });
  const start = new Date(now.getTime() + 7 * 86_400_000);
  await db.insert(bookingAppointments).values({
    bookingTypeId: TYPE_A,
    bookerName: "Bo Lee",
    bookerEmail: "bo@example.com",
    bookerCompany: `${STORED} Ltd`,
    appointmentDate: start,
    duration: 30,
    endsAt: new Date(start.getTime() + 30 * 60_000),
  });
  return { cookie };
}

describe("long searches on every list", () => {
  it("walks the lists", () => {
    expect(listRoutes).toEqual(
      expect.arrayContaining(["/api/admin/users", "/api/crm/leads", "/api/sms/messages", "/jobs", "/resources"]),
    );
  });

  it("never answers 500 (results, or a 400 naming the field), and a list that searches still finds by a substring", {
    timeout: 150_000,
  }, async () => {
    const { cookie } = await setup();
    const problems: string[] = [];
    const searched: string[] = [];
    for (const path of listRoutes) {
      // A route that needs other parameters (an OAuth callback's state) refuses without them: only its 500s count.
      const needsOthers = (await get(cookie, path)).status === 400;
      for (const param of SEARCH_PARAMS) {
        const answers = await Promise.all(
          [...Object.entries(HOSTILE), ["a substring", SUBSTRING]].map(async ([label, value]) => {
            const response = await get(cookie, `${path}?${param}=${encodeURIComponent(value!)}`);
            return { label, status: response.status, text: await response.text() };
          }),
        );
        for (const { label, status, text } of answers) {
          const where = `${path} ${param}=${label}: ${status} ${text.slice(0, 160)}`;
          // 503 is an honest answer about an outside service (LinkedIn not configured); a 500 never is.
          if (status >= 500 && (status !== 503 || text.includes('"internal_error"'))) problems.push(where);
          else if (
            status === 400 &&
            !needsOthers &&
            !(JSON.parse(text) as { issues?: { path: string }[] }).issues?.some((issue) => issue.path === param)
          )
            problems.push(`400 not naming ${param}: ${where}`);
        }
        const [letters, , substring] = answers;
        // A list that searches by `param` answers differently to 200 letters (nothing) and to a substring (the row).
        const isList = (answer: typeof letters) => answer!.status === 200 && answer!.text.startsWith("[");
        if (isList(letters) && isList(substring) && letters!.text !== substring!.text) {
          searched.push(`${path}?${param}`);
          if (!substring!.text.toLowerCase().includes(STORED.toLowerCase()))
            problems.push(`not found by a substring: ${path}?${param}: ${substring!.text.slice(0, 160)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(searched).toEqual(
      expect.arrayContaining([
        "/api/admin/users?q",
        "/api/crm/leads?q",
        "/api/admin/appointments?q",
        "/api/content/linkedin-posts?q",
        "/api/content/schedules?q",
        "/api/sms/messages?q",
        "/api/admin/candidates?q",
        "/api/jobs?title",
      ]),
    );
  });

  it("takes % and _ as letters, not wildcards", async () => {
    const { cookie } = await setup();
    for (const path of [
      "/api/admin/users",
      "/api/sms/messages",
      "/api/content/schedules",
      "/api/crm/leads",
      "/api/admin/appointments",
    ]) {
      expect(
        (await (await get(cookie, `${path}?q=${encodeURIComponent(SUBSTRING)}`)).text()).toLowerCase(),
        path,
      ).toContain(STORED.toLowerCase());
      for (const q of ["NEEDLE__WOR", "N%D", "NEEDLE%%"])
        expect(await (await get(cookie, `${path}?q=${encodeURIComponent(q)}`)).json(), `${path} ${q}`).toEqual([]);
    }
  });
});
