import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_DATA_ELEMENT_ID } from "../../worker/contract/route-data";
import { PAGE_SECURITY_HEADERS } from "../../worker/contract/security-headers";
import { createDb } from "../../worker/db/client";
import { bumpPublicVersion } from "../../worker/db/public-version";
import { renderPage, siteOrigin } from "../../worker/page-render/entry-server.js";
import { api, createStaffUser, emptyDatabase, signIn } from "./helpers";

/**
 * The pages the Worker answers itself (worker/pages/page-routes.ts): job and article pages rendered by the SPA's own
 * renderer, built with the pre-rendered files of web/dist (`npm test` builds them first).
 */

/** The origin the build names in canonical links and structured data (SITE_ORIGIN). */
const SITE = siteOrigin();

const HOSTILE_TITLE = `Lead </title><script>alert("x")</script> & "Co"`;

async function insertJob(id: string, title: string, status: "published" | "draft" | "archived") {
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, benefits, salary, status) values (?, ?, 'Acme & Sons', 'Denver, CO', 'Full-time', 'Technology', ?, ?, ?, '$120,000 - $150,000', ?)",
  )
    .bind(
      id,
      title,
      "Lead the platform team.\n\nOwn <b>reliability</b> end to end.",
      "• Go\n• Hands-on Kubernetes",
      "• Health plan",
      status,
    )
    .run();
}

async function insertArticle(id: string, title: string, status: "published" | "draft") {
  await env.DB.prepare(
    "insert into articles (id, title, content, summary, category, author, read_time, status, published_at) values (?, ?, ?, 'Five trends to watch.', 'Industry Insights', 'Jane Roe', 4, ?, ?)",
  )
    .bind(
      id,
      title,
      "## Trend one\n\nSalaries keep rising.\n\nSkills beat titles.",
      status,
      status === "published" ? Date.now() : null,
    )
    .run();
}

function parse(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const main = /<main id="main-content"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  const routeData = new RegExp(
    `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  const root = /<div id="root" data-prerendered="([^"]*)">/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  return { head, main, root, routeData: routeData === undefined ? undefined : JSON.parse(routeData), jsonLd };
}

beforeAll(async () => {
  await emptyDatabase();
  await insertJob("job-live", HOSTILE_TITLE, "published");
  await insertJob("job-draft", "Secret Draft Role", "draft");
  await insertJob("job-archived", "Archived Role", "archived");
  await insertArticle("article-live", "The 2026 Hiring Market", "published");
  await insertArticle("article-draft", "Unfinished Thoughts", "draft");
});

describe("/jobs/{id}", () => {
  it("renders the head, the page and the JobPosting data of a published job, every value escaped, for hydration", async () => {
    const response = await api("/jobs/job-live");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    const { head, main, root, routeData, jsonLd } = parse(html);
    // Marked as rendered for this address, so the browser hydrates it rather than rendering it again.
    expect(root).toBe("/jobs/job-live");

    expect(html).not.toContain('<script>alert("x")</script>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      "<title>Lead &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot; at Acme &amp; Sons | Talent Partners Executive Search</title>",
    );
    expect(head).toContain(
      '<meta name="description" content="Lead the platform team. Own &lt;b&gt;reliability&lt;/b&gt; end to end."/>',
    );
    expect(head).toContain(`<link rel="canonical" href="${SITE}/jobs/job-live"/>`);
    expect(head.match(/rel="canonical"/g)).toHaveLength(1);
    expect(head).not.toContain("Job Listings");

    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({
      "@type": "JobPosting",
      title: HOSTILE_TITLE,
      employmentType: "FULL_TIME",
      identifier: { value: "job-live" },
      url: `${SITE}/jobs/job-live`,
    });
    expect(jsonLd[0].jobLocation.address).toMatchObject({ addressLocality: "Denver", addressRegion: "CO" });

    expect(main).toMatch(
      /<h1 [^>]*>Lead &lt;\/title&gt;&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &quot;Co&quot;<\/h1>/,
    );
    expect(main).toContain(">Acme &amp; Sons</p>");
    for (const fact of ["Denver, CO", "Technology", "$120,000 - $150,000"])
      expect(main).toContain(`</svg>${fact}</li>`);
    // The day it was posted, in UTC until the browser has hydrated (web/lib/hydration.ts).
    expect(main).toMatch(/<\/svg>Posted [A-Z][a-z]{2} \d{1,2}, \d{4}<\/li>/);
    // The description as the page shows it: one block, its line breaks kept.
    expect(main).toContain(">Lead the platform team.\n\nOwn &lt;b&gt;reliability&lt;/b&gt; end to end.</p>");
    expect(main).toContain("<span>Go</span></li>");
    expect(main).toContain("<span>Hands-on Kubernetes</span></li></ul>");
    expect(main).toContain(">Benefits &amp; Perks</h2>");
    expect(main).toMatch(/<a [^>]*href="\/apply\?jobId=job-live#application-form"[^>]*>Apply Now<\/a>/);
    expect(main).not.toContain("Loading job");
    // Inside the site's header and footer, as every page.
    expect(html).toMatch(/<header[^>]*>[\s\S]*<\/header>/);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*<\/footer>/);

    expect(routeData).toEqual([
      { queryKey: ["/api/jobs", "job-live"], data: expect.objectContaining({ id: "job-live", title: HOSTILE_TITLE }) },
    ]);
  });

  it("answers 404 with the not-found page for an unknown or draft job", async () => {
    for (const id of ["no-such-job", "job-draft"]) {
      const response = await api(`/jobs/${id}`);
      expect(response.status, id).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page Not Found");
      expect(html).not.toContain("Secret Draft Role");
      expect(html).not.toContain(ROUTE_DATA_ELEMENT_ID);
    }
  });

  it("answers 410 for a closed (archived) job: the notice and open jobs like it, no JobPosting, not indexed", async () => {
    const response = await api("/jobs/job-archived");
    expect(response.status).toBe(410);
    const html = await response.text();
    const { head, main, root, routeData, jsonLd } = parse(html);
    expect(root).toBe("/jobs/job-archived");
    expect(head).toContain("<title>Position Closed | Talent Partners Executive Search</title>");
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).not.toContain('rel="canonical"');
    expect(jsonLd).toEqual([]);
    expect(main).toMatch(/<h1 [^>]*>This position has been filled or closed<\/h1>/);
    expect(main).toMatch(/<a [^>]*href="\/jobs\/job-live"/);
    expect(main).not.toContain("Archived Role");
    expect(routeData).toEqual([
      { queryKey: ["/api/jobs", "job-archived"], error: { status: 410, body: expect.stringContaining("job_closed") } },
      { queryKey: ["/api/jobs", "job-archived", "similar"], data: [expect.objectContaining({ id: "job-live" })] },
    ]);
  });

  it("answers an ETag and 304 when the page has not changed", async () => {
    const first = await api("/jobs/job-live");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\//);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const again = await api("/jobs/job-live", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });
});

describe("/article/{id}", () => {
  it("renders the head, the page and the Article data of a published article", async () => {
    const response = await api("/article/article-live");
    expect(response.status).toBe(200);
    const { head, main, root, routeData, jsonLd } = parse(await response.text());
    expect(root).toBe("/article/article-live");
    expect(head).toContain("<title>The 2026 Hiring Market | Talent Partners Executive Search</title>");
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toContain(`<link rel="canonical" href="${SITE}/article/article-live"/>`);
    expect(jsonLd).toEqual([
      expect.objectContaining({
        "@type": "Article",
        headline: "The 2026 Hiring Market",
        mainEntityOfPage: `${SITE}/article/article-live`,
      }),
    ]);
    expect(main).toMatch(/<h1 [^>]*>The 2026 Hiring Market<\/h1>/);
    expect(main).toContain(
      '>Trend one</h2><p class="mb-5">Salaries keep rising.</p><p class="mb-5">Skills beat titles.</p>',
    );
    expect(routeData).toEqual([
      {
        queryKey: ["/api/content/published-articles", "article-live"],
        data: expect.objectContaining({ id: "article-live" }),
      },
    ]);
  });

  it("uses the search-engine fields staff set: meta title, meta description and canonical URL", async () => {
    await env.DB.prepare(
      "update articles set meta_title = ?, meta_description = ?, canonical_url = ? where id = 'article-live'",
    )
      .bind("Hiring in 2026 <fast>", "Salaries & skills.", "https://example.com/first")
      .run();
    try {
      const { head } = parse(await (await api("/article/article-live")).text());
      expect(head).toContain("<title>Hiring in 2026 &lt;fast&gt;</title>");
      expect(head).toContain('<meta name="description" content="Salaries &amp; skills."/>');
      expect(head).toContain('<link rel="canonical" href="https://example.com/first"/>');
      expect(head.match(/rel="canonical"/g)).toHaveLength(1);
    } finally {
      await env.DB.prepare(
        "update articles set meta_title = null, meta_description = null, canonical_url = null where id = 'article-live'",
      ).run();
    }
  });

  it("answers 404 for an unknown or unpublished article, and so does the API", async () => {
    for (const id of ["nope", "article-draft"]) {
      expect((await api(`/article/${id}`)).status, id).toBe(404);
      expect((await api(`/api/content/published-articles/${id}`)).status, id).toBe(404);
    }
    const found = await api("/api/content/published-articles/article-live");
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: "article-live", status: "published" });
  });
});

describe("list pages rendered with their first answers: /jobs, /resources, /book", () => {
  const JOBS_QUERY = { title: "", location: "", industry: "", status: "published", limit: 20, offset: 0 };

  it("/jobs renders the published jobs, escaped, with the answer GET /api/jobs gives for the same search", async () => {
    const response = await api("/jobs");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const { main, root, routeData, head } = parse(await response.text());
    expect(root).toBe("/jobs");
    expect(head).toContain("<title>Job Listings | Talent Partners Executive Search</title>");
    expect(main).toContain("Lead &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Co&quot;");
    expect(main).not.toContain("<script>alert");
    expect(main).not.toContain("Secret Draft Role");
    expect(main).not.toContain("Archived Role");
    const answer = await (await api("/api/jobs?title=&location=&industry=&status=published&limit=20&offset=0")).json();
    expect(routeData).toEqual([{ queryKey: ["/api/jobs", JOBS_QUERY], data: { jobs: answer, total: 1 } }]);
  });

  it("/jobs asks what the page asks for its address: filters as given, a page number read as the page reads it", async () => {
    const { routeData, main } = parse(
      await (await api("/jobs?title=platform&location=Denver%2C%20CO&page=abc")).text(),
    );
    expect(routeData).toEqual([
      {
        queryKey: ["/api/jobs", { ...JOBS_QUERY, title: "platform", location: "Denver, CO" }],
        data: { jobs: [expect.objectContaining({ id: "job-live" })], total: 1 },
      },
    ]);
    expect(main).toContain("Acme &amp; Sons");

    const none = parse(await (await api("/jobs?title=nomatchanywhere&page=2")).text());
    expect(none.routeData).toEqual([
      {
        queryKey: ["/api/jobs", { ...JOBS_QUERY, title: "nomatchanywhere", offset: 20 }],
        data: { jobs: [], total: 0 },
      },
    ]);
  });

  it("/jobs with a search the API refuses renders with the API's 400, which the page shows beside the field", async () => {
    const response = await api(`/jobs?title=${"x".repeat(300)}`);
    expect(response.status).toBe(200);
    const { root, routeData, main } = parse(await response.text());
    expect(root).toBe(`/jobs?title=${"x".repeat(300)}`);
    const refused = await api(`/api/jobs?title=${"x".repeat(300)}`);
    expect(refused.status).toBe(400);
    const { requestId: _, ...answer } = (await refused.json()) as Record<string, unknown>;
    expect(routeData).toEqual([
      {
        queryKey: ["/api/jobs", { ...JOBS_QUERY, title: "x".repeat(300) }],
        error: { status: 400, body: expect.any(String) },
      },
    ]);
    expect(JSON.parse(routeData[0].error.body)).toMatchObject(answer);
    expect(main).toContain("Keyword must be at most 200 characters");
  });

  it("/resources renders the page of article summaries and the statistics the API gives", async () => {
    const { main, root, routeData } = parse(await (await api("/resources?category=Bogus&sort=title")).text());
    expect(root).toBe("/resources?category=Bogus&amp;sort=title");
    expect(main).toContain("The 2026 Hiring Market");
    expect(main).not.toContain("Unfinished Thoughts");
    const page = await api("/api/content/published-articles?sort=title&limit=12&offset=0");
    const stats = await (await api("/api/content/resource-stats")).json();
    expect(routeData).toEqual([
      {
        queryKey: ["/api/content/published-articles", { sort: "title", limit: 12, offset: 0 }, "page"],
        data: { rows: await page.json(), total: 1 },
      },
      { queryKey: ["/api/content/resource-stats"], data: stats },
    ]);
  });

  it("/book renders the consultation types the API gives", async () => {
    const { root, routeData } = parse(await (await api("/book")).text());
    expect(root).toBe("/book");
    expect(routeData).toEqual([
      { queryKey: ["/api/booking/types"], data: await (await api("/api/booking/types")).json() },
    ]);
  });
});

describe("pages rendered in the browser only, and unknown paths", () => {
  it("serves the bare shell for the back office and a booking's manage link, private and not indexed", async () => {
    for (const path of ["/admin", "/admin/jobs", "/book/manage/abc", "/job-alerts/manage/abc"]) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex");
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it("answers an /admin address no back-office page has with the same shell and 404", async () => {
    // The back office shows "This page does not exist" inside its navigation (web/pages/admin/NotFoundPage.tsx).
    const shell = await (await api("/admin/jobs")).text();
    for (const path of ["/admin/crm", "/admin/nothing-here", "/admin/candidates/x/y/z", "/admin/jobs/x/extra"]) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).toMatch(/^text\/html/);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex");
      expect(await response.text(), path).toBe(shell);
    }
    // Every page the SPA has, in any case and with a trailing slash, as React Router matches them.
    for (const path of ["/admin/", "/admin/candidates/abc", "/admin/Jobs/", "/admin/deliveries/d-1/email"])
      expect((await api(path)).status, path).toBe(200);
  });

  it("renders a staff member's reset or invitation link with its token, private and not indexed", async () => {
    // Opened from an email: a real page at once (not the not-found page), and the secret in its address kept out of
    // every cache and index.
    for (const [path, heading] of [
      ["/reset-password", "Forgot your password?"],
      ["/reset-password?token=abc", "Choose a new password"],
    ] as const) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex");
      expect(await response.text(), path).toContain(heading);
    }
  });

  it("answers a path routed to the Worker that nothing serves with the not-found page and 404", async () => {
    const response = await api("/jobs/a/b");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("Page Not Found");
  });
});

describe("security headers", () => {
  it("are the site's on every page the Worker serves, and the API has the policies that apply to it", async () => {
    const admin = await createStaffUser("pages-admin", "admin");
    const cookie = await signIn(admin.username, admin.password);
    for (const path of [
      "/jobs/job-live",
      "/article/article-live",
      "/jobs/nope",
      "/admin/jobs",
      "/jobs",
      "/resources",
      "/book",
    ]) {
      const response = await api(path, { cookie });
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
    const apiResponse = await api("/api/jobs");
    for (const name of [
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "X-Frame-Options",
    ] as const) {
      expect(apiResponse.headers.get(name), name).toBe(PAGE_SECURITY_HEADERS[name]);
    }
  });
});

describe("structured data of the list pages", () => {
  // A page with more than one writes them as one array.
  const breadcrumbOf = (jsonLd: { "@type": string }[]) =>
    jsonLd.flat().find((data) => data["@type"] === "BreadcrumbList");
  const trailTo = (name: string, path: string) => ({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name, item: `${SITE}${path}` },
    ],
  });

  it("/jobs lists the jobs it shows, in the order it shows them, under its breadcrumb", async () => {
    for (const [id, title] of [
      ["job-ld-1", "Platform Engineer"],
      ["job-ld-2", "Data Engineer"],
      ["job-ld-3", "Nurse Manager"],
    ]) {
      await insertJob(id!, title!, "published");
    }
    // Addresses not asked for before in this file: the edge cache would answer those with the jobs of then.
    for (const address of ["/jobs?industry=Technology", "/jobs?title=engineer"]) {
      const { jsonLd, routeData } = parse(await (await api(address)).text());
      const shown = (routeData[0].data.jobs as { id: string; title: string }[]).map((job) => ({
        url: `${SITE}/jobs/${job.id}`,
        name: job.title,
      }));
      expect(shown.length, address).toBeGreaterThan(1);
      expect(breadcrumbOf(jsonLd), address).toEqual(trailTo("Job Listings", "/jobs"));
      const list = jsonLd.flat().find((data: { "@type": string }) => data["@type"] === "ItemList");
      expect(list.itemListElement, address).toEqual(
        shown.map((job, index) => ({ "@type": "ListItem", position: index + 1, ...job })),
      );
    }
  });

  it("/resources and /book carry their breadcrumb", async () => {
    expect(breadcrumbOf(parse(await (await api("/resources")).text()).jsonLd)).toEqual(
      trailTo("Career Resources", "/resources"),
    );
    expect(breadcrumbOf(parse(await (await api("/book")).text()).jsonLd)).toEqual(
      trailTo("Book a Consultation", "/book"),
    );
  });

  it("/contact and /apply, pre-rendered by the same renderer, carry their breadcrumb", async () => {
    for (const [path, name] of [
      ["/contact", "Contact Us"],
      ["/apply", "Submit Your Resume"],
    ] as const) {
      const { head, body } = await renderPage(path);
      expect(breadcrumbOf(parse(`${head}${body}`).jsonLd), path).toEqual(trailTo(name, path));
    }
  });
});

describe("meta keywords", () => {
  const keywordsOf = (head: string) =>
    /<meta name="keywords" content="([^"]*)"/.exec(head)?.[1]?.split(", ").filter(Boolean) ?? [];

  it("every public page the Worker answers names its keywords: the job's and the article's from the record", async () => {
    // A new article, and a new public version: the edge cache keeps what this file asked for before.
    await insertArticle("article-keywords", "Where Hiring Goes Next", "published");
    await env.DB.prepare(
      "update articles set keywords = 'hiring trends, labor market , hiring trends' where id = 'article-keywords'",
    ).run();
    await bumpPublicVersion(createDb(env.DB));
    for (const path of ["/jobs", "/resources", "/book"]) {
      expect(keywordsOf(parse(await (await api(path)).text()).head).length, path).toBeGreaterThan(2);
    }
    expect(keywordsOf(parse(await (await api("/jobs/job-live")).text()).head)).toEqual(
      expect.arrayContaining(["Technology jobs", "Full-time jobs", "jobs in Denver CO", "Denver CO"]),
    );
    expect(keywordsOf(parse(await (await api("/article/article-keywords")).text()).head)).toEqual([
      "Industry Insights",
      "hiring trends",
      "labor market",
    ]);
    for (const path of ["/contact", "/apply"]) {
      const { head } = await renderPage(path);
      expect(keywordsOf(head).length, path).toBeGreaterThan(2);
    }
  });
});
