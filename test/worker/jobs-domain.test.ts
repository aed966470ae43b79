import { describe, expect, it } from "vitest";
import { type JobView, splitListItems } from "../../worker/contract/job-listing";
import { parseJobLocation } from "../../worker/contract/job-location";
import { buildJobPostingLd } from "../../worker/contract/job-posting-ld";
import { serializeJsonLd } from "../../worker/contract/json-ld";
import { parseSalary } from "../../worker/contract/salary-range";
import { toFtsQuery, toTrigramPhrase } from "../../worker/domain/fts-query";
import { buildIndeedFeed, buildLinkedInFeed, indeedProblems, linkedinProblems } from "../../worker/domain/job-feeds";
import { facetToken, jobsFtsQuery } from "../../worker/domain/job-search";
import { buildSitemap } from "../../worker/domain/sitemap";
import { cdata } from "../../worker/domain/xml";
import { parseXml } from "./xml";

const job = (overrides: Partial<JobView> = {}): JobView => ({
  id: "job-1",
  title: "Senior Engineer",
  company: "Acme Corp",
  location: "New York, NY",
  type: "Full-time",
  industry: "Technology",
  description: "Build things.\n\nWith people.",
  requirements: "• Go\n• Hands-on Kubernetes",
  salary: "$145,000 - $185,000",
  salaryMin: 145_000,
  salaryMax: 185_000,
  salaryPeriod: "year",
  requiredSkills: ["Go"],
  preferredSkills: ["Kubernetes"],
  isUrgent: false,
  status: "published",
  experienceLevel: "Senior",
  benefits: "• 401(k)",
  publishToPortals: false,
  ownerId: null,
  clientId: null,
  hiringContactId: null,
  confidential: false,
  openings: 1,
  imageUrl: null,
  validThrough: "2026-03-11",
  applicantCountry: "United States",
  createdAt: "2026-01-10T12:00:00.000Z",
  updatedAt: "2026-01-10T12:00:00.000Z",
  ...overrides,
});

describe("splitListItems", () => {
  it("splits lines, strips a leading bullet, keeps hyphens inside words, drops empties", () => {
    expect(splitListItems("• 6+ years\n• Hands-on Kubernetes\n\n  - 2-4 years of SQL \n* Go\n–  Rust\n•")).toEqual([
      "6+ years",
      "Hands-on Kubernetes",
      "2-4 years of SQL",
      "Go",
      "Rust",
    ]);
    expect(splitListItems("One line only")).toEqual(["One line only"]);
    expect(splitListItems("a\r\nb\rc")).toEqual(["a", "b", "c"]);
    expect(splitListItems(null)).toEqual([]);
    expect(splitListItems("  \n • \n")).toEqual([]);
  });
});

describe("toFtsQuery", () => {
  it("quotes every word and makes the last one a prefix", () => {
    expect(toFtsQuery("software engin")).toBe('"software" "engin"*');
    expect(toFtsQuery("  Nurse ")).toBe('"Nurse"*');
  });
  it("keeps quoted text as a phrase, even an unclosed one", () => {
    expect(toFtsQuery('"data engineer" senior')).toBe('"data engineer" "senior"*');
    expect(toFtsQuery('senior "data engineer')).toBe('"senior" "data engineer"');
  });
  it("turns operators and syntax into plain words", () => {
    expect(toFtsQuery("a OR b NOT c")).toBe('"a" "OR" "b" "NOT" "c"*');
    expect(toFtsQuery("title:x* ^y (z) NEAR(a b)")).toBe('"title" "x" "y" "z" "NEAR" "a" "b"*');
    expect(toFtsQuery("R&D; drop table")).toBe('"R" "D" "drop" "table"*');
  });
  it("gives nothing for text with no word, and caps the number of terms", () => {
    expect(toFtsQuery('*** -- ""')).toBeUndefined();
    expect(toFtsQuery("")).toBeUndefined();
    expect(toFtsQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "))?.split(" ")).toHaveLength(12);
  });
  it("makes every word a prefix for staff, a plural's as its singular", () => {
    expect(toFtsQuery("jo smi", "every")).toBe('"jo"* "smi"*');
    expect(toFtsQuery("Trainers jones class bus cafés", "every")).toBe('"Trainer"* "jone"* "class"* "bus"* "café"*');
    expect(toFtsQuery('"data engineers" nurses', "every")).toBe('"data engineers" "nurse"*');
  });
  it("keeps accented and non-Latin words", () => {
    expect(toFtsQuery("café ingénieur")).toBe('"café" "ingénieur"*');
  });
});

describe("toTrigramPhrase", () => {
  it("keeps the text whole, punctuation and spaces included, with a double quote doubled", () => {
    expect(toTrigramPhrase("(317) 555")).toBe('"(317) 555"');
    expect(toTrigramPhrase('a "b" OR c*')).toBe('"a ""b"" OR c*"');
  });
});

describe("jobsFtsQuery", () => {
  it("searches published jobs' columns for the public, the hidden ones or both for staff", () => {
    expect(jobsFtsQuery({ keyword: "nurse", status: "published" })).toBe('{title company description} : ("nurse"*)');
    expect(jobsFtsQuery({ keyword: "nurse", status: "draft" })).toBe(
      '{hidden_title hidden_company hidden_description} : ("nurse"*) AND status : "draft"',
    );
    expect(jobsFtsQuery({ keyword: "nurse" })).toBe(
      '{title company description hidden_title hidden_company hidden_description} : ("nurse"*)',
    );
  });
  it("answers location and industry with one facets token, the hex of the UTF-8 bytes as SQLite's hex() writes it", () => {
    expect(jobsFtsQuery({ keyword: "nurse", status: "published", location: "Remote", industry: "Healthcare" })).toBe(
      '{title company description} : ("nurse"*) AND facets : "c52656D6F7465x4865616C7468636172650"',
    );
    expect(facetToken("Remote", undefined)).toBe("l52656D6F74650");
    expect(facetToken(undefined, "Retail")).toBe("i52657461696C0");
    expect(facetToken('Zürich "CH"', undefined)).toBe("l5AC3BC7269636820224348220");
    expect(facetToken(undefined, undefined)).toBeUndefined();
  });
  it("is no query without a searchable keyword", () => {
    expect(jobsFtsQuery({ keyword: "**", status: "published", location: "Boston, MA" })).toBeUndefined();
  });
});

describe("parseSalary and parseJobLocation", () => {
  it("reads yearly and hourly ranges, one amount, K notation; nothing else", () => {
    expect(parseSalary("$145,000 - $185,000")).toEqual({ min: 145000, max: 185000, unit: "YEAR" });
    expect(parseSalary("$65 - $85/hr")).toEqual({ min: 65, max: 85, unit: "HOUR" });
    expect(parseSalary("$120K - $150K")).toEqual({ min: 120000, max: 150000, unit: "YEAR" });
    expect(parseSalary("$95,000")).toEqual({ min: 95000, max: 95000, unit: "YEAR" });
    expect(parseSalary("Competitive")).toBeUndefined();
    expect(parseSalary("$200,000 - $100,000")).toBeUndefined();
    expect(parseSalary(null)).toBeUndefined();
  });
  it("reads City, ST and Remote", () => {
    expect(parseJobLocation({ location: "Carmel, IN", type: "Hybrid" })).toEqual({
      remote: false,
      city: "Carmel",
      state: "IN",
      country: "US",
    });
    expect(parseJobLocation({ location: "Remote", type: "Remote" })).toEqual({
      remote: true,
      city: null,
      state: null,
      country: "US",
    });
    expect(parseJobLocation({ location: "Austin, TX", type: "Remote" })).toMatchObject({
      remote: true,
      city: "Austin",
      state: "TX",
    });
    expect(parseJobLocation({ location: "Midwest", type: "Full-time" })).toMatchObject({
      remote: false,
      city: "Midwest",
      state: null,
    });
  });
});

describe("buildJobPostingLd", () => {
  it("describes an on-site job with address, salary, dates, type and identifier", () => {
    const ld = buildJobPostingLd(job(), "https://example.com/jobs/job-1");
    expect(ld).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Senior Engineer",
      description: "Build things.\n\nWith people.",
      datePosted: "2026-01-10T12:00:00.000Z",
      validThrough: "2026-03-11",
      directApply: true,
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Acme Corp" },
      identifier: { "@type": "PropertyValue", name: "Acme Corp", value: "job-1" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "New York", addressRegion: "NY", addressCountry: "US" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 145000, maxValue: 185000, unitText: "YEAR" },
      },
    });
    expect(ld.jobLocationType).toBeUndefined();
  });
  it("marks remote jobs TELECOMMUTE with the applicants' country and maps the types", () => {
    const ld = buildJobPostingLd(
      job({
        location: "Remote",
        type: "Remote",
        salary: "$65 - $85/hr",
        salaryMin: 65,
        salaryMax: 85,
        salaryPeriod: "hour",
        applicantCountry: "Canada",
      }),
      "u",
    );
    expect(ld).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Canada" },
      employmentType: "FULL_TIME",
      directApply: true,
    });
    expect(ld.jobLocation).toBeUndefined();
    expect((ld.baseSalary as { value: { unitText: string } }).value.unitText).toBe("HOUR");
    expect(buildJobPostingLd(job({ type: "Contract" }), "u").employmentType).toBe("CONTRACTOR");
    expect(buildJobPostingLd(job({ type: "Part-time" }), "u").employmentType).toBe("PART_TIME");
    expect(buildJobPostingLd(job({ type: "Hybrid" }), "u").employmentType).toBe("FULL_TIME");
    expect(
      buildJobPostingLd(job({ salary: "Competitive", salaryMin: null, salaryMax: null, salaryPeriod: null }), "u")
        .baseSalary,
    ).toBeUndefined();
  });
  it("reads baseSalary from the salary's numbers, not its text", () => {
    // The text is what the page shows; the numbers are what structured data say (issue 46).
    const fromNumbers = buildJobPostingLd(
      job({ salary: "Competitive", salaryMin: 180_000, salaryMax: 210_000, salaryPeriod: "year" }),
      "u",
    );
    expect(fromNumbers.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 180000, maxValue: 210000, unitText: "YEAR" },
    });
    const textOnly = job({ salary: "$145,000 - $185,000", salaryMin: null, salaryMax: null, salaryPeriod: null });
    expect(buildJobPostingLd(textOnly, "u").baseSalary).toBeUndefined();
    const cents = buildJobPostingLd(
      job({ salary: "$65.50/hr", salaryMin: 65.5, salaryMax: 65.5, salaryPeriod: "hour" }),
      "u",
    );
    expect(cents.baseSalary).toMatchObject({ value: { minValue: 65.5, maxValue: 65.5, unitText: "HOUR" } });
  });
  it("serializes safely inside a script element", () => {
    const text = serializeJsonLd(buildJobPostingLd(job({ title: "</script><script>alert(1)</script>" }), "u"));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).title).toBe("</script><script>alert(1)</script>");
  });
});

const nasty = job({
  id: "job-2",
  title: 'R&D <Lead> "Platform" ]]> end',
  company: "Smith & Sons",
  description: "Use <b>bold</b> & ]]> then more.\n\nLine with \u0001 control.",
  requirements: "• A & B\n• <script>",
});

describe("job feeds", () => {
  it("Indeed: well-formed, every required element, job text intact through escaping and CDATA splitting", () => {
    const xml = buildIndeedFeed([job(), nasty], "https://example.com", new Date("2026-02-01T00:00:00Z"));
    const leaves = parseXml(xml);
    for (const element of [
      "title",
      "date",
      "referencenumber",
      "requisitionid",
      "url",
      "company",
      "city",
      "state",
      "country",
      "postalcode",
      "description",
      "salary",
      "jobtype",
      "category",
      "expirydate",
    ]) {
      expect(leaves.get(`source/job/${element}`), element).toHaveLength(2);
    }
    expect(leaves.get("source/publisher")).toEqual(["Talent Partners Executive Search"]);
    expect(leaves.get("source/job/title")).toEqual(["Senior Engineer", 'R&D <Lead> "Platform" ]]> end']);
    expect(leaves.get("source/job/company")?.[1]).toBe("Smith & Sons");
    expect(leaves.get("source/job/city")).toEqual(["New York", "New York"]);
    expect(leaves.get("source/job/jobtype")?.[0]).toBe("fulltime");
    expect(leaves.get("source/job/url")?.[0]).toBe("https://example.com/jobs/job-1");
    const description = leaves.get("source/job/description")![1]!;
    // The job's own markup is text, escaped as HTML, never live HTML on the job board.
    expect(description).toContain("Use &lt;b&gt;bold&lt;/b&gt; &amp; ]]&gt; then more.");
    expect(description).toContain("<li>&lt;script&gt;</li>");
    expect(description).not.toContain("\u0001");
  });

  it("LinkedIn: well-formed, partnerJobId, City, ST location, apply URL and workplace type", () => {
    const remote = job({ id: "job-3", location: "Remote", type: "Remote" });
    const hybrid = job({ id: "job-4", type: "Hybrid", location: "Carmel, IN" });
    const xml = buildLinkedInFeed(
      [job(), nasty, remote, hybrid],
      "https://example.com",
      new Date("2026-02-01T00:00:00Z"),
    );
    const leaves = parseXml(xml);
    expect(leaves.get("source/expectedJobCount")).toEqual(["4"]);
    expect(leaves.get("source/job/partnerJobId")).toEqual(["job-1", "job-2", "job-3", "job-4"]);
    expect(leaves.get("source/job/location")).toEqual(["New York, NY", "New York, NY", "United States", "Carmel, IN"]);
    expect(leaves.get("source/job/workplaceTypes")).toEqual(["On-site", "On-site", "Remote", "Hybrid"]);
    expect(leaves.get("source/job/applyUrl")?.[0]).toBe("https://example.com/apply?jobId=job-1");
    expect(leaves.get("source/job/title")?.[1]).toBe('R&D <Lead> "Platform" ]]> end');
    for (const element of ["company", "title", "description"])
      expect(leaves.get(`source/job/${element}`), element).toHaveLength(4);
  });

  it("an empty feed is still a valid document", () => {
    expect(parseXml(buildIndeedFeed([], "https://example.com", new Date())).get("source/job/title")).toBeUndefined();
    expect(parseXml(buildLinkedInFeed([], "https://example.com", new Date())).get("source/expectedJobCount")).toEqual([
      "0",
    ]);
  });

  it("cdata splits a terminator so the text survives", () => {
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
    expect(parseXml(`<x>${cdata("]]>]]>")}</x>`).get("x")).toEqual(["]]>]]>"]);
  });

  it("job board checks name what is missing", () => {
    expect(indeedProblems(job())).toEqual([]);
    expect(indeedProblems(job({ location: "Midwest" }))).toEqual([
      'location "Midwest" must read "City, ST" (or Remote)',
    ]);
    expect(indeedProblems(job({ location: "Remote", type: "Remote" }))).toEqual([]);
    expect(linkedinProblems(job())).toEqual(["description must be at least 100 characters"]);
    expect(linkedinProblems(job({ description: "x".repeat(100) }))).toEqual([]);
  });
});

describe("buildSitemap", () => {
  it("writes escaped absolute URLs with lastmod", () => {
    const leaves = parseXml(
      buildSitemap([
        { loc: "https://example.com/" },
        { loc: "https://example.com/a?b=1&c=2", lastmod: new Date("2026-01-01T00:00:00Z") },
      ]),
    );
    expect(leaves.get("urlset/url/loc")).toEqual(["https://example.com/", "https://example.com/a?b=1&c=2"]);
    expect(leaves.get("urlset/url/lastmod")).toEqual(["2026-01-01T00:00:00.000Z"]);
  });
});
