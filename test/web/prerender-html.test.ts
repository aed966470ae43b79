import { describe, expect, it } from "vitest";
import { pageFile, prerenderedDocument } from "../../worker/site/prerendered-document";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-default-head>Default title</title>
    <meta
      data-default-head
      name="description"
      content="Default description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Please turn on JavaScript to use this site.</noscript>
  </body>
</html>`;

describe("prerenderedDocument", () => {
  it("swaps the default head tags for the page's and puts its markup in #root, marked with its path", () => {
    const html = prerenderedDocument(TEMPLATE, "/company/about", {
      head: '<title>About Us</title><meta name="description" content="Who we are"/>',
      body: "<h1>About Us</h1><p>Since 1998 &amp; counting: $& $1</p>",
    });
    expect(html).not.toContain("Default title");
    expect(html).not.toContain("Default description");
    expect(html).toContain('<title>About Us</title><meta name="description" content="Who we are"/>\n  </head>');
    // Replacement patterns such as "$&" in page text are written as they are.
    expect(html).toContain(
      '<div id="root" data-prerendered="/company/about"><h1>About Us</h1><p>Since 1998 &amp; counting: $& $1</p></div>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).not.toContain("noscript");
  });

  it("marks the address with its query string, escaped, and writes the route data as an inert, escaped JSON block", () => {
    const html = prerenderedDocument(
      TEMPLATE,
      '/jobs/a?x="1"&y=2',
      { head: "<title>Job</title>", body: "<h1>Job</h1>" },
      [{ queryKey: ["/api/jobs", "a"], data: { title: "</script><script>alert(1)</script>" } }],
    );
    expect(html).toContain('<div id="root" data-prerendered="/jobs/a?x=&quot;1&quot;&amp;y=2"><h1>Job</h1></div>');
    const block = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain("</script>");
    expect(JSON.parse(block!)).toEqual([
      { queryKey: ["/api/jobs", "a"], data: { title: "</script><script>alert(1)</script>" } },
    ]);
    // A page rendered without data carries no block.
    expect(prerenderedDocument(TEMPLATE, "/x", { head: "<title>x</title>", body: "" })).not.toContain("route-data");
  });

  it("refuses a page without a title and a template without the empty root", () => {
    expect(() => prerenderedDocument(TEMPLATE, "/x", { head: "", body: "<p>x</p>" })).toThrow(/no <title>/);
    expect(() => prerenderedDocument("<html></html>", "/x", { head: "<title>x</title>", body: "" })).toThrow(
      /no <div id="root">/,
    );
  });
});

describe("pageFile", () => {
  it("names the file the assets server answers for the path", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/jobs")).toBe("jobs.html");
    expect(pageFile("/services/executive-search")).toBe("services/executive-search.html");
    expect(() => pageFile("jobs")).toThrow();
  });
});
