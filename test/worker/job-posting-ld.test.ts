import { env } from "cloudflare:workers";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPANY } from "../../worker/contract/company";
import { siteOrigin } from "../../worker/page-render/entry-server.js";
import { api, emptyDatabase } from "./helpers";

/**
 * Issue 49 item 5: the JobPosting JSON-LD of a job's rendered page, read back from its script element, as Google for
 * Jobs reads it: pay from the numbers, remote work, a confidential employer, identifier, last day and direct apply.
 */

const SITE = siteOrigin();

interface JobRow {
  id: string;
  title: string;
  company?: string;
  location: string;
  type: string;
  salary: string;
  cents: [number, number, "year" | "hour"] | null;
  applicantCountry?: string | null;
  confidential?: boolean;
}

async function insertJob(row: JobRow) {
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, salary, salary_min_cents, salary_max_cents, salary_period, status, valid_through, applicant_country, confidential) values (?, ?, ?, ?, ?, 'Technology', 'Build the platform.', '• Go', ?, ?, ?, ?, 'published', '2027-02-28', ?, ?)",
  )
    .bind(
      row.id,
      row.title,
      row.company ?? "Acme Corp",
      row.location,
      row.type,
      row.salary,
      row.cents?.[0] ?? null,
      row.cents?.[1] ?? null,
      row.cents?.[2] ?? null,
      row.applicantCountry === undefined ? "United States" : row.applicantCountry,
      row.confidential ? 1 : 0,
    )
    .run();
}

/** The page's HTML and its JobPosting, parsed from the script element. */
async function jobPosting(id: string) {
  const response = await api(`/jobs/${id}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const postings = scripts.filter((item) => item["@type"] === "JobPosting");
  expect(postings).toHaveLength(1);
  return { html, ld: postings[0]! };
}

beforeAll(async () => {
  await emptyDatabase();
  await insertJob({
    id: "ld-remote",
    title: "Data Engineer",
    location: "Remote",
    type: "Remote",
    salary: "$150,000 - $180,000",
    cents: [15_000_000, 18_000_000, "year"],
    // A row from before applicant countries were kept: the firm places in the United States.
    applicantCountry: null,
  });
  await insertJob({
    id: "ld-remote-ca",
    title: "Support Engineer",
    location: "Remote",
    type: "Remote",
    salary: "Competitive",
    cents: null,
    applicantCountry: "Canada",
  });
  await insertJob({
    id: "ld-hourly",
    title: "Welder",
    location: "Gary, IN",
    type: "Contract",
    salary: "$32.50 - $40/hr",
    cents: [3250, 4000, "hour"],
  });
  await insertJob({
    id: "ld-confidential",
    title: "Chief Financial Officer",
    company: "Confidential client",
    location: "Carmel, IN",
    type: "Full-time",
    salary: "$250,000 - $300,000",
    cents: [25_000_000, 30_000_000, "year"],
    confidential: true,
  });
});

describe("a job page's JobPosting", () => {
  it("a remote job: TELECOMMUTE with the applicants' country, yearly pay from the numbers, id, last day, direct apply", async () => {
    const { ld } = await jobPosting("ld-remote");
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    expect(ld.applicantLocationRequirements).toEqual({ "@type": "Country", name: "United States" });
    expect(ld.jobLocation).toBeUndefined();
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 150000, maxValue: 180000, unitText: "YEAR" },
    });
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "Acme Corp" });
    expect(ld.identifier).toEqual({ "@type": "PropertyValue", name: "Acme Corp", value: "ld-remote" });
    expect(ld.validThrough).toBe("2027-02-28");
    expect(ld.directApply).toBe(true);
    expect(ld.url).toBe(`${SITE}/jobs/ld-remote`);

    const canada = (await jobPosting("ld-remote-ca")).ld;
    expect(canada.applicantLocationRequirements).toEqual({ "@type": "Country", name: "Canada" });
    // Pay given only in words has no baseSalary.
    expect(canada.baseSalary).toBeUndefined();
  });

  it("an hourly job: baseSalary in dollars per HOUR, its place, a contractor", async () => {
    const { ld } = await jobPosting("ld-hourly");
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 32.5, maxValue: 40, unitText: "HOUR" },
    });
    expect(ld.employmentType).toBe("CONTRACTOR");
    expect(ld.jobLocationType).toBeUndefined();
    expect(ld.applicantLocationRequirements).toBeUndefined();
    expect(ld.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Gary", addressRegion: "IN", addressCountry: "US" },
    });
    expect(ld.identifier).toMatchObject({ value: "ld-hourly" });
    expect(ld.validThrough).toBe("2027-02-28");
    expect(ld.directApply).toBe(true);
  });

  it("a confidential job: the employer is 'Confidential', the identifier the firm's, the client nowhere", async () => {
    // Its client, were the row to carry it as a job written another way might.
    await env.DB.prepare("insert into clients (id, name) values ('cl-secret', 'Zanzibar Widgets')").run();
    await env.DB.prepare(
      "update jobs set client_id = 'cl-secret', company = 'Zanzibar Widgets' where id = 'ld-confidential'",
    ).run();
    const { html, ld } = await jobPosting("ld-confidential");
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "Confidential" });
    expect(ld.identifier).toEqual({ "@type": "PropertyValue", name: COMPANY.name, value: "ld-confidential" });
    expect(ld.baseSalary).toMatchObject({ value: { minValue: 250000, maxValue: 300000, unitText: "YEAR" } });
    expect(html.toLowerCase()).not.toContain("zanzibar");
  });
});

/**
 * Google's rich-result rules as @adobe/structured-data-validator writes them (its JobPosting handler: the required
 * title, description, datePosted, hiringOrganization and a location; the recommended rest), run over what the page's
 * HTML carries as @marbec/web-auto-extractor reads it. Offline: without schema.org's vocabulary, which would be
 * fetched, the validator checks Google's rules only.
 */
async function richResultCheck(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
  const jobPostings = (extracted.jsonld?.JobPosting ?? []).length;
  const issues = await new Validator().validate(extracted);
  return { jobPostings, issues: issues.map((issue) => `${issue.rootType} ${issue.severity}: ${issue.issueMessage}`) };
}

/** What the validator asks of every job and Google of remote ones only ("if applicable"): an on-site job has neither. */
const REMOTE_ONLY = [
  'JobPosting WARNING: Missing field "applicantLocationRequirements" (optional)',
  'JobPosting WARNING: Missing field "jobLocationType" (optional)',
];

describe("the JobPosting checked by a structured-data validator (Google's required and recommended properties)", () => {
  it.each([
    ["an on-site job with pay: nothing missing but the remote-only properties", "ld-hourly", REMOTE_ONLY],
    ["a remote job: nothing missing", "ld-remote", []],
    ["a confidential job: nothing missing but the remote-only properties", "ld-confidential", REMOTE_ONLY],
    [
      "a job without pay: only baseSalary missing",
      "ld-remote-ca",
      ['JobPosting WARNING: Missing field "baseSalary" (optional)'],
    ],
  ])("%s", async (_name, id, expected) => {
    const { html } = await jobPosting(id);
    const { jobPostings, issues } = await richResultCheck(html);
    expect(jobPostings).toBe(1);
    // No error anywhere on the page (any type), and of the warnings exactly these.
    expect(issues.sort()).toEqual(expected);
  });
});
