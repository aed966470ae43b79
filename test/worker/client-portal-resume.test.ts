import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import type { ClientPortalView, SubmittalCreated } from "../../worker/contract/submittals";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, applications, candidates } from "../../worker/db/schema";
import { redactContactDetails } from "../../worker/domain/redact-contacts";
import { addApplicant, addClient, addContact, addJobOrder } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, signedInStaff } from "./helpers";

/**
 * The client copy of a resume on the portal (issue "A working day without workarounds" item 3, decision 084): its
 * text with the candidate's email, phone and street address removed, as a page and a text download; never the file.
 */

const db = () => createDb(env.DB);

/** What the resume's text says, as read from the file: the header a resume has, and words typed as markup. */
const RESUME_TEXT = [
  "PRIYA DOE",
  "1200 N. Meridian Street, Apt 4B, Indianapolis, IN 46204 | (317) 555-0199 | priya.doe@home.example",
  "Assistant Controller, Contoso (2019-2023): closed the books in four days; salary $120,000.",
  "Skills: <b>SAP</b> & Excel",
].join("\n");
/** The file staff hold: bytes the client copy must never carry. */
const ORIGINAL_BYTES = "%PDF-1.4 ORIGINAL-FILE priya.doe@home.example 317-555-0199";

/** An empty database and resume bucket, and a signed-in recruiter's cookie. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  for (const object of (await env.RESUMES.list()).objects) await env.RESUMES.delete(object.key);
  return { cookie: (await signedInStaff("ann.recruiter", "recruiter")).cookie };
}

/** A candidate with a PDF resume in R2, its text as read (or `status` when it was not), presented to a contact. */
async function presented(cookie: string, status: "extracted" | "pending" | "not_extracted" = "extracted") {
  const client = await addClient();
  const contact = await addContact(client.id);
  const job = await addJobOrder(client.id);
  const application = await addApplicant(job.id, "Priya");
  const key = `resumes/${application.id}.pdf`;
  await env.RESUMES.put(key, ORIGINAL_BYTES, { httpMetadata: { contentType: "application/pdf" } });
  await db()
    .update(applications)
    .set({ resumeKey: key, resumeTextStatus: status, resumeText: status === "extracted" ? RESUME_TEXT : null })
    .where(eq(applications.id, application.id));
  const response = await api("/api/admin/submittals", {
    method: "POST",
    body: { applicationId: application.id, contactId: contact.id },
    cookie,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const created = (await response.json()) as SubmittalCreated;
  const token = created.clientPortalUrl.split("/").pop()!;
  return { client, contact, application, token, id: created.submittal.id };
}

const viewsOf = (id: string) =>
  and(eq(adminActivityLogs.entityId, id), eq(adminActivityLogs.action, "submittal.resume_view"));

/** Nothing the client receives holds a way to reach the candidate, in any shape the resume or the file wrote it. */
function expectNoContactDetails(body: string, application: { email: string }) {
  for (const detail of [
    application.email,
    "priya.doe@home.example",
    "555-0199",
    "5550199",
    "Meridian",
    "46204",
    "ORIGINAL-FILE",
    "%PDF",
  ]) {
    expect(body).not.toContain(detail);
  }
}

describe("the portal's copy of a resume", () => {
  it("serves a text download of the resume with its contact details removed, never the file", async () => {
    const { cookie } = await setup();
    const { application, token, id } = await presented(cookie);
    const view = (await (await api(`/api/client-portal/${token}`)).json()) as ClientPortalView;
    expect(view.submittals[0]!.resume).toEqual({
      status: "ready",
      pagePath: `/client/${token}/submittals/${id}/resume`,
      downloadPath: `/api/client-portal/${token}/submittals/${id}/resume`,
    });

    const download = await api(`/api/client-portal/${token}/submittals/${id}/resume`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="priya-doe-resume.txt"');
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await download.text();
    expectNoContactDetails(body, application);
    expect(body).toContain(
      [
        "PRIYA DOE",
        "[address removed] | [phone removed] | [email removed]",
        "Assistant Controller, Contoso (2019-2023): closed the books in four days; salary $120,000.",
        "Skills: <b>SAP</b> & Excel",
      ].join("\n"),
    );
    expect(body.startsWith("Resume of Priya Doe, presented by ")).toBe(true);
  });

  it("renders the copy as a page without scripts: escaped, readable on a phone, linked from the portal", async () => {
    const { cookie } = await setup();
    const { application, token, id } = await presented(cookie);
    const portal = await (await api(`/client/${token}`)).text();
    expect(portal).toContain(`<a href="/client/${token}/submittals/${id}/resume">Read the resume</a>`);
    expect(portal).toContain(`<a href="/api/client-portal/${token}/submittals/${id}/resume" download>`);
    expect(portal).not.toContain("<iframe");
    expect(portal).not.toContain("<script");

    const page = await api(`/client/${token}/submittals/${id}/resume`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = await page.text();
    expectNoContactDetails(html, application);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>SAP</b>");
    expect(html).toContain("Skills: &lt;b&gt;SAP&lt;/b&gt; &amp; Excel");
    expect(html).toContain('<span class="removed">[phone removed]</span>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(".resume{white-space:pre-wrap;overflow-wrap:anywhere;");
    expect(html).toContain(`<h1>Resume of Priya Doe</h1>`);
  });

  it("removes the application's and the person's own phone even in a shape the patterns alone miss", async () => {
    const { cookie } = await setup();
    const { application, token, id } = await presented(cookie);
    expect(redactContactDetails("Reach me at (317) 5550-177 or (317) 5550-199")).toBe(
      "Reach me at (317) 5550-177 or (317) 5550-199",
    );
    await db()
      .update(applications)
      .set({ resumeText: "Reach me at (317) 5550-177 or (317) 5550-199" })
      .where(eq(applications.id, application.id));
    await db().update(candidates).set({ phone: "+13175550177" }).where(eq(candidates.id, application.candidateId!));
    const body = await (await api(`/api/client-portal/${token}/submittals/${id}/resume`)).text();
    expect(body).toContain("Reach me at [phone removed] or [phone removed]\n");
  });

  it("logs each reading as the contact", async () => {
    const { cookie } = await setup();
    const { contact, token, id } = await presented(cookie);
    await api(`/client/${token}/submittals/${id}/resume`);
    await api(`/api/client-portal/${token}/submittals/${id}/resume`);
    const logged = await db().select().from(adminActivityLogs).where(viewsOf(id));
    expect(logged.map((row) => [row.action, row.clientContactId])).toEqual([
      ["submittal.resume_view", contact.id],
      ["submittal.resume_view", contact.id],
    ]);
  });

  it("says plainly when a resume has no text to copy, and serves nothing of the file", async () => {
    const { cookie } = await setup();
    const { token, id } = await presented(cookie, "not_extracted");
    const view = (await (await api(`/api/client-portal/${token}`)).json()) as ClientPortalView;
    expect(view.submittals[0]!.resume).toEqual({ status: "unreadable" });
    const portal = await (await api(`/client/${token}`)).text();
    expect(portal).toContain("This resume is a scanned image or a file whose text we cannot read");
    expect(portal).not.toContain(`/submittals/${id}/resume`);

    const download = await api(`/api/client-portal/${token}/submittals/${id}/resume`);
    expect(download.status).toBe(404);
    const body = (await download.json()) as { error: string; message: string };
    expect(body.error).toBe("no_resume_copy");
    expect(body.message).toContain("Ask your recruiter for it.");
    const page = await api(`/client/${token}/submittals/${id}/resume`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain("No copy of this resume");
    expect(html).not.toContain("ORIGINAL-FILE");
    const logged = await db().select().from(adminActivityLogs).where(viewsOf(id));
    expect(logged).toEqual([]);
  });

  it("says a resume whose text is still being read is on its way", async () => {
    const { cookie } = await setup();
    const { token, id } = await presented(cookie, "pending");
    const view = (await (await api(`/api/client-portal/${token}`)).json()) as ClientPortalView;
    expect(view.submittals[0]!.resume).toEqual({ status: "pending" });
    expect(await (await api(`/client/${token}`)).text()).toContain("The resume is still being prepared.");
    expect((await api(`/api/client-portal/${token}/submittals/${id}/resume`)).status).toBe(404);
  });

  it("no portal route serves the file: every GET under /client and /api/client-portal, for a resume read or not", async () => {
    const { cookie } = await setup();
    const routes = [
      ...new Set(
        app.routes
          .filter((route) => route.method === "GET" && /^\/(?:client\/|api\/client-portal\/)/.test(route.path))
          .map((route) => route.path),
      ),
    ];
    expect(routes).toContain("/api/client-portal/:token/submittals/:id/resume");
    expect(routes).toContain("/client/:token/submittals/:id/resume");
    for (const status of ["extracted", "not_extracted"] as const) {
      const { token, id } = await presented(cookie, status);
      for (const route of routes) {
        const path = route.replace(":token", token).replace(":id", id);
        const body = await (await api(path)).text();
        expect(body, path).not.toContain("ORIGINAL-FILE");
        expect(body, path).not.toContain("%PDF");
      }
    }
  });

  it("answers another contact's resume, or a wrong link, like a wrong link", async () => {
    const { cookie } = await setup();
    const mine = await presented(cookie);
    const theirs = await presented(cookie);
    for (const path of [
      `/api/client-portal/${mine.token}/submittals/${theirs.id}/resume`,
      `/client/${mine.token}/submittals/${theirs.id}/resume`,
      `/client/${"x".repeat(43)}/submittals/${mine.id}/resume`,
    ]) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("PRIYA DOE");
    }
  });
});
