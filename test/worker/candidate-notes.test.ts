import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApplicationNoteView } from "../../worker/contract/application-pipeline";
import type { TimelineEntry } from "../../worker/contract/timeline";
import { createDb } from "../../worker/db/client";
import { adminActivityLogs, candidateNotes, candidates } from "../../worker/db/schema";
import { erasePerson } from "../../worker/privacy/eraser";
import { ERASED } from "../../worker/privacy/personal-data";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/**
 * Notes on a candidate themself, not only on one of their applications (issue "A working day without workarounds"
 * item 9): written from the candidate page, on the timeline, in the activity log, moved by a merge, erased with them.
 */

const db = createDb(env.DB);
const note = (as: string, candidateId: string, body: unknown) =>
  api(`/api/admin/candidates/${candidateId}/notes`, { method: "POST", cookie: as, body });

/** An empty database with two candidates named Ann Lee, and the recruiter Rita Alvarez signed in (cookie and id). */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { id: recruiterId, cookie } = await signedInStaff("rita.recruiter", "recruiter");
  await env.DB.prepare("update users set full_name = 'Rita Alvarez' where id = ?").bind(recruiterId).run();
  await db.insert(candidates).values([
    { id: "cand-ann", firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
    { id: "cand-ann-2", firstName: "Ann", lastName: "Lee", email: "a.lee@work.example" },
  ]);
  return { cookie, recruiterId };
}

describe("POST /api/admin/candidates/:id/notes", () => {
  it("adds the note, shown on the candidate's timeline by its author's name, and logs it", async () => {
    const { cookie, recruiterId } = await setup();
    const response = await note(cookie, "cand-ann", { body: "  Prefers calls after 5 pm; open to relocating.  " });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ApplicationNoteView;
    expect(created).toMatchObject({
      body: "Prefers calls after 5 pm; open to relocating.",
      author: { id: recruiterId, name: "Rita Alvarez" },
    });
    const timeline = (await (
      await api("/api/admin/candidates/cand-ann/timeline", { cookie })
    ).json()) as TimelineEntry[];
    expect(timeline).toEqual([
      expect.objectContaining({
        kind: "note",
        id: created.id,
        applicationId: null,
        title: null,
        body: "Prefers calls after 5 pm; open to relocating.",
        who: { type: "staff", id: recruiterId, name: "Rita Alvarez" },
      }),
    ]);
    const logs = await db.select().from(adminActivityLogs);
    expect(logs).toEqual([
      expect.objectContaining({ action: "candidate.note", entityType: "candidate", entityId: "cand-ann" }),
    ]);
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const { cookie } = await setup();
    const cases: [unknown, string, RegExp][] = [
      [{}, "body", /Note is required/],
      [{ body: "   " }, "body", /Note is required/],
      [{ body: 12 }, "body", /Note is required/],
      [{ body: "x".repeat(5001) }, "body", /at most 5000 characters/],
      [{ body: "Fine", applicationId: "app-1" }, "", /applicationId|Unrecognized/i],
    ];
    for (const [body, path, message] of cases) {
      const response = await note(cookie, "cand-ann", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(error.error).toBe("validation_failed");
      if (path)
        expect(error.issues.find((issue) => issue.path === path)?.message, JSON.stringify(body)).toMatch(message);
      else expect(JSON.stringify(error.issues)).toMatch(message);
    }
    expect((await note(cookie, "no-such-candidate", { body: "Hello" })).status).toBe(404);
    expect(await db.select().from(candidateNotes)).toEqual([]);
    expect(await db.select().from(adminActivityLogs)).toEqual([]);
  });

  it("is the candidates area's: signed out 401, a user without the area 403, nothing written", async () => {
    await setup();
    expect((await api("/api/admin/candidates/cand-ann/notes", { method: "POST", body: { body: "x" } })).status).toBe(
      401,
    );
    await createStaffUser("uma.user", "user");
    expect((await note(await signIn("uma.user"), "cand-ann", { body: "x" })).status).toBe(403);
    expect(await db.select().from(candidateNotes)).toEqual([]);
  });

  it("moves with a merge to the candidate kept, and is blanked by an erasure", async () => {
    const { cookie, recruiterId } = await setup();
    const created = (await (await note(cookie, "cand-ann-2", { body: "Met Ann Lee at the job fair" })).json()) as {
      id: string;
    };
    const merged = await api("/api/admin/candidates/cand-ann-2/merge", {
      method: "POST",
      cookie,
      body: { intoId: "cand-ann" },
    });
    expect(merged.status).toBe(200);
    const [moved] = await db.select().from(candidateNotes).where(eq(candidateNotes.id, created.id));
    expect(moved).toMatchObject({ candidateId: "cand-ann", body: "Met Ann Lee at the job fair" });

    await erasePerson(
      env,
      { userId: recruiterId, ipAddress: null, userAgent: null },
      { by: "email", email: "ann@example.com" },
    );
    const [erased] = await db.select().from(candidateNotes).where(eq(candidateNotes.id, created.id));
    expect(erased!.body).toBe(ERASED);
  });
});
