import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { strToU8, Zip, type ZipInputFile, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DOCX_XML_MAX_BYTES, documentXmlText, PDF_MAX_PAGES } from "../../worker/applications/resume-text";
import type { ApplicationDetail, ApplicationListItem } from "../../worker/contract/application-pipeline";
import { createDb } from "../../worker/db/client";
import { applications, deliveries } from "../../worker/db/schema";
import { DELIVERY_QUEUE, handleDeliveryBatch } from "../../worker/delivery/queue";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { toFtsQuery } from "../../worker/domain/fts-query";
import type { Bindings } from "../../worker/env";
import {
  api,
  createStaffUser,
  emptyDatabase,
  insertDefaultStaffAreas,
  signedInStaff,
  signIn,
  uniqueIp,
  workerFetch,
} from "./helpers";

/**
 * Resume text search (issue 17): a resume's words are read on the delivery queue after the application is stored,
 * and staff find the application by them.
 */

/** Bindings whose DELIVERIES queue keeps what the public form hands it in `queued`, so a test consumes it itself. */
function queueKept(): { queued: string[]; bindings: Bindings } {
  const queued: string[] = [];
  const fakeQueue = {
    async send(body: { deliveryId: string }) {
      queued.push(body.deliveryId);
    },
    async sendBatch(messages: Iterable<{ body: { deliveryId: string } }>) {
      for (const message of messages) queued.push(message.body.deliveryId);
    },
  } as unknown as Queue;
  return { queued, bindings: { ...env, DELIVERIES: fakeQueue } };
}
const db = createDb(env.DB);

/** A minimal valid PDF 1.4: `pages` pages showing one text object in Helvetica, and a correct cross-reference table. */
function pdfWithText(text: string, pages = 1): Uint8Array {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const pageIds = Array.from({ length: pages }, (_, i) => i + 5);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...pageIds.map(
      () =>
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>",
    ),
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A minimal DOCX: its content types and a document.xml with one paragraph per line. */
function docxWithParagraphs(...paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`).join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

/**
 * A DOCX bomb: a word/document.xml of `xmlBytes` bytes (one letter repeated in one run) deflated to a few hundred KB,
 * whose zip entry declares 1 KB, as the probe's did.
 */
async function docxBomb(xmlBytes: number): Promise<Uint8Array> {
  const deflate = new CompressionStream("deflate-raw");
  const compressed = new Response(deflate.readable).arrayBuffer();
  const writer = deflate.writable.getWriter();
  await writer.write(strToU8("<w:document><w:body><w:p><w:r><w:t>"));
  const block = new Uint8Array(1 << 20).fill(0x61);
  for (let written = 0; written < xmlBytes; written += block.length) await writer.write(block);
  await writer.close();
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const entry: ZipInputFile = { filename: "word/document.xml", size: 1024, crc: 0, compression: 8 };
  zip.add(entry);
  entry.ondata!(null, new Uint8Array(await compressed), true);
  zip.end();
  return new Uint8Array(await new Blob(parts).arrayBuffer());
}

const MEDIA = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
} as const;

/** Applies on the public form with a resume, and lets the response's after-work (the queue dispatch) finish. */
async function apply(
  bindings: Bindings,
  firstName: string,
  resume: { name: string; bytes: Uint8Array },
  currentPosition = "",
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    firstName,
    lastName: "Lee",
    email: `${firstName.toLowerCase()}@example.com`,
    phone: "+13175550142",
    currentPosition,
  })) {
    form.set(key, value);
  }
  const extension = resume.name.split(".").pop() as keyof typeof MEDIA;
  form.set("resume", new File([resume.bytes], resume.name, { type: MEDIA[extension] }));
  const response = await workerFetch(
    new Request("http://localhost/api/applications", {
      method: "POST",
      headers: { "CF-Connecting-IP": uniqueIp() },
      body: form,
    }),
    bindings,
  );
  expect(response.status).toBe(201);
  const [row] = await db.select().from(applications).where(eq(applications.firstName, firstName));
  return row!;
}

async function resumeTextDelivery(applicationId: string) {
  // The application's other delivery is its applicant's confirmation email.
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.relatedId, applicationId), eq(deliveries.kind, "resume_text")));
  return row;
}

/** Runs the Worker's queue handler on one message, as the queue would. */
async function consume(bindings: Bindings, deliveryId: string) {
  const batch = createMessageBatch(DELIVERY_QUEUE, [
    { id: `msg-${deliveryId}`, timestamp: new Date(), attempts: 1, body: { deliveryId } },
  ]);
  await handleDeliveryBatch(batch, bindings, DELIVERY_KINDS);
  return getQueueResult(batch, createExecutionContext());
}

async function search(cookie: string, q: string) {
  const response = await api(`/api/admin/applications?q=${encodeURIComponent(q)}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as ApplicationListItem[]).map((row) => row.firstName);
}

async function detail(cookie: string, id: string) {
  const response = await api(`/api/admin/applications/${id}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as ApplicationDetail;
}

/** An empty database and resume bucket, a signed-in recruiter's cookie, and bindings whose queue is kept. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  for (const object of (await env.RESUMES.list({ prefix: "resumes/" })).objects) await env.RESUMES.delete(object.key);
  const { cookie } = await signedInStaff("rita.recruiter", "recruiter");
  return { cookie, ...queueKept() };
}

describe("resume text at upload", () => {
  // The first PDF loads pdf.js into the test runtime, which takes a few seconds.
  it("reads a PDF's words on the queue after the application is stored, and staff find it by them", {
    timeout: 60_000,
  }, async () => {
    const { cookie, bindings, queued } = await setup();
    const ann = await apply(bindings, "Ann", {
      name: "ann-cv.pdf",
      bytes: pdfWithText("Kubernetes operator and forklift trainer"),
    });
    // Stored at once, its words pending: the submit did not wait for them.
    expect(ann).toMatchObject({ resumeTextStatus: "pending", resumeText: null });
    const read = await resumeTextDelivery(ann.id);
    expect(read).toMatchObject({
      kind: "resume_text",
      recipient: `Application ${ann.id}`,
      summary: "Resume text of Ann Lee",
      status: "pending",
      relatedType: "application",
    });
    expect(JSON.parse(read!.payload)).toEqual({ applicationId: ann.id });
    // Dispatched after the response, with the lead's CRM sync and the applicant's confirmation email.
    expect(queued).toContain(read!.id);
    expect(queued).toHaveLength(3);
    expect(await search(cookie, "kubernetes")).toEqual([]);

    expect((await consume(bindings, read!.id)).explicitAcks).toEqual([`msg-${read!.id}`]);
    const [stored] = await db.select().from(applications).where(eq(applications.id, ann.id));
    expect(stored).toMatchObject({
      resumeTextStatus: "extracted",
      resumeText: "Kubernetes operator and forklift trainer",
    });
    expect(await resumeTextDelivery(ann.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });

    expect(await search(cookie, "kubernetes")).toEqual(["Ann"]);
    // Each word a prefix, in any order; stems match ("trainers" finds "trainer").
    expect(await search(cookie, "fork kube")).toEqual(["Ann"]);
    expect(await search(cookie, "trainers")).toEqual(["Ann"]);
    expect(await search(cookie, "kubernetes plumber")).toEqual([]);
    expect((await detail(cookie, ann.id)).resumeTextStatus).toBe("extracted");
  });

  it("reads a DOCX's word/document.xml, and finds by name, email and position through the same index", async () => {
    const { cookie, bindings, queued } = await setup();
    const bo = await apply(
      bindings,
      "Bo",
      { name: "bo.docx", bytes: docxWithParagraphs("Certified welder", "Pipeline &amp; pressure vessels") },
      "Site foreman",
    );
    await apply(bindings, "Cy", { name: "cy.docx", bytes: docxWithParagraphs("Payroll specialist") });
    for (const id of [...queued]) await consume(bindings, id);

    const [stored] = await db.select().from(applications).where(eq(applications.id, bo.id));
    expect(stored).toMatchObject({
      resumeTextStatus: "extracted",
      resumeText: "Certified welder\nPipeline & pressure vessels",
    });
    expect(await search(cookie, "welder vessel")).toEqual(["Bo"]);
    expect(await search(cookie, "payroll")).toEqual(["Cy"]);
    expect(await search(cookie, "bo lee")).toEqual(["Bo"]);
    expect(await search(cookie, "bo@example")).toEqual(["Bo"]);
    expect(await search(cookie, "foreman")).toEqual(["Bo"]);
    expect((await search(cookie, "lee")).sort()).toEqual(["Bo", "Cy"]);
  });

  it("keeps an application whose file cannot be read, marked not extracted, still found by name", async () => {
    const { cookie, bindings } = await setup();
    const broken = await apply(bindings, "Dee", {
      name: "dee.pdf",
      bytes: new TextEncoder().encode("%PDF-1.7\nthis is not really a PDF"),
    });
    const zip = await apply(bindings, "Eve", {
      name: "eve.docx",
      bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 1, 2, 3]),
    });
    const legacy = await apply(bindings, "Fay", {
      name: "fay.doc",
      bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]),
    });

    // A legacy .doc is not read at all: marked at once, no delivery.
    expect(legacy.resumeTextStatus).toBe("not_extracted");
    expect(await resumeTextDelivery(legacy.id)).toBeUndefined();

    for (const app of [broken, zip]) {
      const read = (await resumeTextDelivery(app.id))!;
      // Refused for good: reading the same bytes again gives the same answer, so it is not retried.
      expect((await consume(bindings, read.id)).explicitAcks).toEqual([`msg-${read.id}`]);
      const after = await resumeTextDelivery(app.id);
      expect(after).toMatchObject({ status: "failed", attempts: 1 });
      expect(after!.lastError).toMatch(/could not be read/);
      expect((await detail(cookie, app.id)).resumeTextStatus).toBe("not_extracted");
    }
    expect((await detail(cookie, legacy.id)).resumeTextStatus).toBe("not_extracted");
    expect((await search(cookie, "lee")).sort()).toEqual(["Dee", "Eve", "Fay"]);
  });

  it("stops reading a DOCX bomb at the cap, whatever size it declares: not extracted, nothing kept", {
    timeout: 30_000,
  }, async () => {
    const { bindings } = await setup();
    const bomb = await docxBomb(300 * 1024 * 1024);
    const jo = await apply(bindings, "Jo", { name: "jo.docx", bytes: bomb });
    const read = (await resumeTextDelivery(jo.id))!;
    // Generous: reading the whole 300 MB took seconds; the cap is reached after about 5 MB.
    const started = Date.now();
    await consume(bindings, read.id);
    expect(Date.now() - started).toBeLessThan(10_000);
    const after = await resumeTextDelivery(jo.id);
    expect(after).toMatchObject({ status: "failed", attempts: 1 });
    expect(after!.lastError).toBe(
      `The DOCX file could not be read: its word/document.xml is over ${DOCX_XML_MAX_BYTES / 1024 / 1024} MB`,
    );
    const [stored] = await db.select().from(applications).where(eq(applications.id, jo.id));
    expect(stored).toMatchObject({ resumeTextStatus: "not_extracted", resumeText: null });
  });

  it("reads no PDF of more pages than a resume has: not extracted", { timeout: 60_000 }, async () => {
    const { cookie, bindings } = await setup();
    const kim = await apply(bindings, "Kim", {
      name: "kim.pdf",
      bytes: pdfWithText("Page after page", PDF_MAX_PAGES + 1),
    });
    const read = (await resumeTextDelivery(kim.id))!;
    await consume(bindings, read.id);
    expect((await resumeTextDelivery(kim.id))!.lastError).toBe(
      `The PDF file could not be read: it has ${PDF_MAX_PAGES + 1} pages, more than the ${PDF_MAX_PAGES} read`,
    );
    expect((await detail(cookie, kim.id)).resumeTextStatus).toBe("not_extracted");
    // A resume of a few pages is read whole.
    const lou = await apply(bindings, "Lou", { name: "lou.pdf", bytes: pdfWithText("Crane operator", 3) });
    await consume(bindings, (await resumeTextDelivery(lou.id))!.id);
    const [stored] = await db.select().from(applications).where(eq(applications.id, lou.id));
    expect(stored).toMatchObject({
      resumeTextStatus: "extracted",
      resumeText: "Crane operator\nCrane operator\nCrane operator",
    });
  });

  it("marks a resume whose file went missing as not extracted", async () => {
    const { cookie, bindings } = await setup();
    const gus = await apply(bindings, "Gus", { name: "gus.docx", bytes: docxWithParagraphs("Electrician") });
    await env.RESUMES.delete(gus.resumeKey!);
    const read = (await resumeTextDelivery(gus.id))!;
    await consume(bindings, read.id);
    expect(await resumeTextDelivery(gus.id)).toMatchObject({
      status: "failed",
      lastError: "The resume file is missing",
    });
    expect((await detail(cookie, gus.id)).resumeTextStatus).toBe("not_extracted");
  });

  it("marks a resume as not extracted when staff discard its reading", async () => {
    const { cookie, bindings } = await setup();
    await createStaffUser("ada.admin", "admin");
    const ivy = await apply(bindings, "Ivy", { name: "ivy.docx", bytes: docxWithParagraphs("Welder") });
    expect((await detail(cookie, ivy.id)).resumeTextStatus).toBe("pending");
    const read = (await resumeTextDelivery(ivy.id))!;
    const response = await api(`/api/admin/deliveries/${read.id}/discard`, {
      method: "POST",
      cookie: await signIn("ada.admin"),
    });
    expect(response.status).toBe(200);
    expect(await resumeTextDelivery(ivy.id)).toMatchObject({ status: "failed", lastError: "Discarded by ada.admin" });
    expect((await detail(cookie, ivy.id)).resumeTextStatus).toBe("not_extracted");
  });

  it("answers 200 to search text full of FTS5 syntax, matching it as plain words", async () => {
    const { cookie, bindings } = await setup();
    const hal = await apply(bindings, "Hal", {
      name: "hal.docx",
      bytes: docxWithParagraphs("NEAR forklift (night shift)"),
    });
    await consume(bindings, (await resumeTextDelivery(hal.id))!.id);
    for (const q of [
      '"',
      '""',
      "*",
      "forklift*",
      "NEAR(forklift shift)",
      "(",
      ")",
      "forklift OR",
      "AND",
      "NOT forklift",
      "-x",
      "^night",
      "resume_text:forklift",
      '"unclosed',
      "{email}: x",
      "a:b:c",
      "'; drop table applications; --",
    ]) {
      const response = await api(`/api/admin/applications?q=${encodeURIComponent(q)}`, { cookie });
      expect(response.status, q).toBe(200);
    }
    // Operators are words: "NEAR(forklift shift)" asks for the three words, all in Hal's resume.
    expect(await search(cookie, "NEAR(forklift shift)")).toEqual(["Hal"]);
    expect(await search(cookie, "(night")).toEqual(["Hal"]);
    expect(await search(cookie, "***")).toEqual([]);
  });

  it("keeps the index in step: a deleted application leaves it", async () => {
    const { bindings } = await setup();
    const ida = await apply(bindings, "Ida", { name: "ida.docx", bytes: docxWithParagraphs("Zookeeper") });
    await consume(bindings, (await resumeTextDelivery(ida.id))!.id);
    const inIndex = () =>
      env.DB.prepare("select count(*) as n from applications_fts where applications_fts match 'zookeeper'").first<{
        n: number;
      }>();
    expect((await inIndex())!.n).toBe(1);
    await db.delete(deliveries);
    await db.delete(applications).where(eq(applications.id, ida.id));
    expect((await inIndex())!.n).toBe(0);
  });
});

describe("resume text helpers", () => {
  it("reads WordprocessingML text: runs joined, tabs and breaks as spaces, entities decoded", () => {
    expect(
      documentXmlText(
        '<w:p><w:r><w:t>Ann</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">&amp; co &#233;&#x41;</w:t></w:r></w:p><w:tbl/>',
      ),
    ).toBe("Ann & co éA\n");
  });

  it("makes every word a prefix term for staff's search, and the jobs' last word only", () => {
    expect(toFtsQuery("ann o'neil NEAR(x", "every")).toBe('"ann"* "o"* "neil"* "NEAR"* "x"*');
    expect(toFtsQuery('"data engineer" py', "every")).toBe('"data engineer" "py"*');
    expect(toFtsQuery("ann lee")).toBe('"ann" "lee"*');
    expect(toFtsQuery("*** ()", "every")).toBeUndefined();
  });
});
