import { describe, expect, it } from "vitest";
import { parseArticleBody, parseInline } from "../../web/lib/markdown";

describe("the article body rules", () => {
  it("turns one to four hash marks into headings of that level and skips blank lines", () => {
    expect(parseArticleBody("# One\n\n## Two\n### Three\n\n\n#### Four\n##### Five")).toEqual([
      { type: "heading", level: 1, segments: [{ text: "One" }] },
      { type: "heading", level: 2, segments: [{ text: "Two" }] },
      { type: "heading", level: 3, segments: [{ text: "Three" }] },
      { type: "heading", level: 4, segments: [{ text: "Four" }] },
      { type: "paragraph", segments: [{ text: "##### Five" }] },
    ]);
  });

  it("makes every other line a paragraph, with bold and italic runs", () => {
    expect(parseArticleBody("Plain **bold** and *italic* end.\r\n#hashtag")).toEqual([
      {
        type: "paragraph",
        segments: [
          { text: "Plain " },
          { text: "bold", bold: true },
          { text: " and " },
          { text: "italic", italic: true },
          { text: " end." },
        ],
      },
      { type: "paragraph", segments: [{ text: "#hashtag" }] },
    ]);
    expect(parseInline("## not a heading inside")).toEqual([{ text: "## not a heading inside" }]);
    expect(parseInline("a * b and 2*3")).toEqual([{ text: "a * b and 2*3" }]);
    expect(parseInline("**Key:** *note*")).toEqual([
      { text: "Key:", bold: true },
      { text: " " },
      { text: "note", italic: true },
    ]);
  });

  it("keeps HTML as text: nothing is parsed as markup", () => {
    const blocks = parseArticleBody('<script>alert("x")</script>\n## <img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { type: "paragraph", segments: [{ text: '<script>alert("x")</script>' }] },
      { type: "heading", level: 2, segments: [{ text: "<img src=x onerror=alert(1)>" }] },
    ]);
  });
});

describe("ArticleBody", () => {
  it("renders headings, paragraphs and emphasis as elements, and any HTML in the text escaped", async () => {
    const { createElement } = await import("react");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { ArticleBody } = await import("../../web/components/resources/ArticleBody");
    const html = renderToStaticMarkup(
      createElement(ArticleBody, {
        content: '# One\n## Two\n### Three\n#### Four\nA **b** *i* <script>alert("x")</script>',
      }),
    );
    expect(html).toMatch(/<h1[^>]*>One<\/h1><h2[^>]*>Two<\/h2><h3[^>]*>Three<\/h3><h4[^>]*>Four<\/h4>/);
    expect(html).toMatch(
      /<p[^>]*>A <strong[^>]*>b<\/strong> <em>i<\/em> &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;<\/p>/,
    );
    expect(html).not.toContain("<script");
  });
});
