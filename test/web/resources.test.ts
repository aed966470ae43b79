import { describe, expect, it } from "vitest";
import { articleTags, formatArticleDate } from "../../web/lib/resources";

describe("/resources cards", () => {
  it("splits keywords into tags", () => {
    expect(articleTags(" salary, offer ,, salary,bonus ")).toEqual(["salary", "offer", "bonus"]);
    expect(articleTags(null)).toEqual([]);
  });

  it("dates an article by its publication, else its creation", () => {
    expect(formatArticleDate({ publishedAt: "2026-03-09T12:00:00Z", createdAt: "2026-01-01T12:00:00Z" })).toBe(
      "March 9, 2026",
    );
    expect(formatArticleDate({ publishedAt: null, createdAt: "2026-01-01T12:00:00Z" })).toBe("January 1, 2026");
  });
});
