import { describe, expect, it } from "vitest";
import { COMPANY } from "../../worker/contract/company";
import { type HeadTag, headTags } from "../../worker/contract/head-tags";
import { PAGE_HEAD_SELECTORS } from "../../worker/contract/route-data";

const attribute = (tags: HeadTag[], key: string, value: string) => tags.find((tag) => tag.attributes[key] === value);

/** Whether a tag matches a selector of the forms PAGE_HEAD_SELECTORS uses: `tag`, `tag[a="v"]`, `tag[a^="v"]`. */
function matches(tag: HeadTag, selector: string): boolean {
  const [, name, key, prefix, value] = /^(\w+)(?:\[([\w-]+)(\^?)="([^"]*)"\])?$/.exec(selector) ?? [];
  if (!name) throw new Error(`unexpected selector ${selector}`);
  if (name !== tag.tag) return false;
  if (!key) return true;
  const actual = tag.attributes[key];
  return actual !== undefined && (prefix ? actual.startsWith(value!) : actual === value);
}

describe("headTags", () => {
  const page = headTags({
    title: "Nurse | Acme",
    description: "A role.",
    canonicalUrl: "https://example.test/jobs/1",
    keywords: ["nursing", "Indianapolis"],
    ogType: "article",
    jsonLd: { "@type": "JobPosting", title: "</script>" },
  });

  it("lists the title, description, keywords, canonical link, Open Graph, Twitter card and JSON-LD", () => {
    expect(page[0]).toEqual({ tag: "title", attributes: {}, text: "Nurse | Acme" });
    expect(attribute(page, "name", "description")?.attributes.content).toBe("A role.");
    expect(attribute(page, "name", "keywords")?.attributes.content).toBe("nursing, Indianapolis");
    expect(attribute(page, "rel", "canonical")?.attributes.href).toBe("https://example.test/jobs/1");
    expect(attribute(page, "property", "og:url")?.attributes.content).toBe("https://example.test/jobs/1");
    expect(attribute(page, "property", "og:type")?.attributes.content).toBe("article");
    expect(attribute(page, "property", "og:site_name")?.attributes.content).toBe(COMPANY.name);
    expect(attribute(page, "name", "twitter:title")?.attributes.content).toBe("Nurse | Acme");
    expect(attribute(page, "name", "robots")).toBeUndefined();
    expect(page.at(-1)).toEqual({
      tag: "script",
      attributes: { type: "application/ld+json" },
      text: '{"@type":"JobPosting","title":"\\u003c/script\\u003e"}',
    });
  });

  it("marks a page without a canonical URL noindex, with no og:url, keywords or JSON-LD unless given", () => {
    const tags = headTags({ title: "Not Found", description: "Gone.", keywords: [] });
    expect(attribute(tags, "name", "robots")?.attributes.content).toBe("noindex");
    expect(attribute(tags, "rel", "canonical")).toBeUndefined();
    expect(attribute(tags, "property", "og:url")).toBeUndefined();
    expect(attribute(tags, "property", "og:type")?.attributes.content).toBe("website");
    expect(attribute(tags, "name", "keywords")).toBeUndefined();
    expect(tags.some((tag) => tag.tag === "script")).toBe(false);
  });

  it("builds only tags PAGE_HEAD_SELECTORS finds, so the Worker and the browser can remove each one", () => {
    const noIndex = headTags({ title: "t", description: "d" });
    for (const tag of [...page, ...noIndex])
      expect(
        PAGE_HEAD_SELECTORS.some((selector) => matches(tag, selector)),
        JSON.stringify(tag),
      ).toBe(true);
  });
});
