import { describe, expect, it } from "vitest";
import { jobListJsonLd } from "../../web/lib/job-list-ld";
import { articleJsonLd, organizationJsonLd, serviceJsonLd, webPageJsonLd } from "../../web/lib/structured-data";
import { COMPANY } from "../../worker/contract/company";
import { breadcrumbJsonLd } from "../../worker/contract/head-tags";
import { serializeJsonLd } from "../../worker/contract/json-ld";

const origin = "https://example.test";

describe("serializeJsonLd", () => {
  it("no value can close the script element or open markup", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
  });

  it("still parses back to the same data", () => {
    const data = { "@type": "Thing", name: "a < b && c > d", list: ["</x>"] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
    expect(JSON.parse(serializeJsonLd([data, data]))).toEqual([data, data]);
  });
});

describe("builders", () => {
  it("the organization carries the firm's identity", () => {
    const org = organizationJsonLd(origin, {
      description: "About the firm",
      sameAs: ["https://www.linkedin.com/company/x"],
    });
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "EmploymentAgency",
      name: COMPANY.name,
      url: `${origin}/`,
      foundingDate: String(COMPANY.foundedYear),
      sameAs: ["https://www.linkedin.com/company/x"],
      address: { addressLocality: COMPANY.address.city, addressRegion: COMPANY.address.region },
    });
  });

  it("service, page and article point at their own URL and the firm", () => {
    const page = { path: "/x", name: "X", description: "d" };
    expect(serviceJsonLd(origin, { ...page, serviceType: "Executive search" })).toMatchObject({
      "@type": "Service",
      url: `${origin}/x`,
      provider: { "@id": `${origin}/#organization` },
    });
    expect(webPageJsonLd(origin, page)["@type"]).toBe("WebPage");
    expect(webPageJsonLd(origin, { ...page, type: "AboutPage" })["@type"]).toBe("AboutPage");
    expect(articleJsonLd(origin, { ...page, about: "Healthcare", datePublished: "2024-05-01" })).toMatchObject({
      "@type": "Article",
      headline: "X",
      mainEntityOfPage: `${origin}/x`,
    });
  });
});

describe("list pages", () => {
  it("a breadcrumb leads from the home page to the page, each step by its absolute address", () => {
    expect(breadcrumbJsonLd(origin, { name: "Job Listings", path: "/jobs" })).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Job Listings", item: `${origin}/jobs` },
      ],
    });
  });

  it("the jobs' list keeps their order and points at each job's page", () => {
    const list = jobListJsonLd(origin, [
      { id: "b", title: "Nurse" },
      { id: "a", title: "Engineer </script>" },
    ]);
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${origin}/jobs/b`, name: "Nurse" },
        { "@type": "ListItem", position: 2, url: `${origin}/jobs/a`, name: "Engineer </script>" },
      ],
    });
    expect(serializeJsonLd(list)).not.toContain("</script>");
  });
});
