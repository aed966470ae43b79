import { describe, expect, it } from "vitest";
import type { ArticleView } from "../../worker/contract/content";
import { CONTENT_CATEGORIES } from "../../worker/contract/enums";
import { articleTags, filterResources, resourceCategories, resourceStats } from "../../web/lib/resources";

const article = (id: string, title: string, category: ArticleView["category"], readTime: number, publishedAt: string, summary = ""): ArticleView => ({
  id, title, category, readTime, publishedAt, summary, content: "", author: "A", imageUrl: null, keywords: null, metaTitle: null, metaDescription: null, canonicalUrl: null, status: "published", linkedinPostId: null, createdAt: publishedAt, updatedAt: publishedAt,
});

const list = [
  article("a", "Negotiate well", "Salary Negotiation", 7, "2026-03-01T00:00:00Z", "Ask for more"),
  article("b", "Build a resume", "Resume Writing", 4, "2026-03-05T00:00:00Z", "Achievements first"),
  article("c", "Interview prep", "Interview Preparation", 9, "2026-02-01T00:00:00Z", "Stories and salary talk"),
];

describe("/resources rules", () => {
  it("searches title, summary and category, case-insensitively, and filters by category", () => {
    const ids = (search: string, category = "All") => filterResources(list, { search, category, sort: "Newest First" }).map((a) => a.id);
    expect(ids("SALARY")).toEqual(["a", "c"]);
    expect(ids("resume writing")).toEqual(["b"]);
    expect(ids("", "Resume Writing")).toEqual(["b"]);
    expect(ids("nothing")).toEqual([]);
  });

  it("sorts four ways", () => {
    const ids = (sort: Parameters<typeof filterResources>[1]["sort"]) => filterResources(list, { search: "", category: "All", sort }).map((a) => a.id);
    expect(ids("Newest First")).toEqual(["b", "a", "c"]);
    expect(ids("Oldest First")).toEqual(["c", "a", "b"]);
    expect(ids("Title A-Z")).toEqual(["b", "c", "a"]);
    expect(ids("Read Time")).toEqual(["b", "a", "c"]);
  });

  it("takes categories from the articles once loaded, the spec's list before", () => {
    expect(resourceCategories(undefined)).toEqual(["All", ...CONTENT_CATEGORIES]);
    expect(resourceCategories(list)).toEqual(["All", "Interview Preparation", "Resume Writing", "Salary Negotiation"]);
  });

  it("counts the statistics and splits keywords into tags", () => {
    expect(resourceStats(list)).toEqual({ total: 3, categories: 3, averageReadTime: 7 });
    expect(resourceStats([])).toEqual({ total: 0, categories: 0, averageReadTime: 0 });
    expect(articleTags(" salary, offer ,, salary,bonus ")).toEqual(["salary", "offer", "bonus"]);
  });
});
