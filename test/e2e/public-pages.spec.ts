import type { Page } from "@playwright/test";
import { COMPANY } from "../../worker/contract/company";
import { expect, test } from "./fixtures";
import { builtOrigin } from "./server";

/** The content pages: each renders its heading and full head tags; the home page's sections; case studies. */

interface PageCase {
  path: string;
  heading: string;
  /** The schema.org type of the page's JSON-LD. */
  jsonLdType: string;
}

const PAGES: PageCase[] = [
  {
    path: "/",
    heading: "The leaders and talent that move your business forward, placed nationwide.",
    jsonLdType: "EmploymentAgency",
  },
  { path: "/services/permanent-placement", heading: "Permanent Placement", jsonLdType: "Service" },
  { path: "/services/contract-staffing", heading: "Contract Staffing", jsonLdType: "Service" },
  { path: "/services/executive-search", heading: "Executive Search", jsonLdType: "Service" },
  { path: "/services/industry-specializations", heading: "Industry Specializations", jsonLdType: "Service" },
  { path: "/company/about", heading: "About Us", jsonLdType: "AboutPage" },
  { path: "/company/leadership", heading: "Leadership Team", jsonLdType: "AboutPage" },
  { path: "/company/history", heading: "Company History", jsonLdType: "AboutPage" },
  { path: "/company/testimonials", heading: "Testimonials", jsonLdType: "CollectionPage" },
  { path: "/candidates", heading: "Your Career, Represented", jsonLdType: "WebPage" },
  {
    path: "/case-studies/technology-executive-search-silicon-valley",
    heading: "Building the Leadership Team for a Silicon Valley Software Company's Next Stage",
    jsonLdType: "Article",
  },
  {
    path: "/case-studies/healthcare-ceo-executive-search-texas",
    heading: "A CEO Succession for a Five-Hospital Health System in Texas",
    jsonLdType: "Article",
  },
  {
    path: "/case-studies/manufacturing-digital-transformation-recruiting",
    heading: "Staffing a Manufacturer's Digital Transformation",
    jsonLdType: "Article",
  },
  { path: "/privacy-policy", heading: "Privacy Policy", jsonLdType: "WebPage" },
  { path: "/terms-of-service", heading: "Terms of Service", jsonLdType: "WebPage" },
  { path: "/cookie-policy", heading: "Cookie Policy", jsonLdType: "WebPage" },
];

async function jsonLd(page: Page): Promise<{ "@type": string; [key: string]: unknown }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as { "@type": string });
}

test.describe("every content page", () => {
  for (const { path, heading, jsonLdType } of PAGES) {
    test(`${path} has its heading and head tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`.+ \\| ${COMPANY.name}$`));
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      expect((await head.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(50);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w+, \w+/);
      // The origin the build was made for (SITE_ORIGIN), whichever worker's server answers.
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${builtOrigin()}${path}`);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${builtOrigin()}${path}`);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
      await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        "/feeds/articles.xml",
      );
      const [data, ...more] = await jsonLd(page);
      expect(more).toHaveLength(0);
      expect(data?.["@type"]).toBe(jsonLdType);
      expect(data?.["@context"]).toBe("https://schema.org");
    });
  }

  test("the legal pages are dated and the terms say who pays and which law governs", async ({ page }) => {
    for (const path of ["/privacy-policy", "/cookie-policy", "/terms-of-service"]) {
      await page.goto(path);
      await expect(page.getByText("Last updated: January 2025")).toBeVisible();
    }
    const terms = page.getByRole("main");
    await expect(terms.getByRole("heading", { name: /^\d+\. No fees for candidates$/ })).toBeVisible();
    await expect(terms).toContainText("Candidates pay no fees of any kind");
    await expect(terms).toContainText(
      "Employers pay placement fees and contract staffing rates as set out in separate written agreements",
    );
    await expect(terms).toContainText("governed by the laws of the State of Indiana");
  });
});

test.describe("home page sections", () => {
  test("each section is there with its links, and the market block is a dated snapshot", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");

    const services = main.locator("#services");
    await expect(services.getByRole("link", { name: /^Learn More/ })).toHaveCount(4);
    await expect(services.getByRole("link", { name: "Learn More about Executive Search" })).toHaveAttribute(
      "href",
      "/services/executive-search",
    );
    await expect(main.getByRole("link", { name: "Learn Our Story" })).toHaveAttribute("href", "/company/about");

    const market = main.locator("#market");
    await expect(market.getByRole("heading", { name: "Market Snapshot" })).toBeVisible();
    await expect(market).toContainText("As of January 2025");
    await expect(market).toContainText("Not live data.");
    await expect(market).not.toContainText(/\bLIVE\b|every 15 minutes/);

    const jobs = main.locator("#jobs");
    await expect(jobs.getByRole("heading", { level: 2 })).toHaveText("Current Opportunities");
    await expect(jobs.getByRole("button", { name: "View All Opportunities" })).toHaveAttribute("type", "submit");
    await expect(jobs.locator("form")).toHaveAttribute("action", "/jobs");

    const studies = main.locator("#case-studies").getByRole("link", { name: /^View Full Case Study/ });
    await expect(studies).toHaveCount(3);
    expect(await studies.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/case-studies/technology-executive-search-silicon-valley",
      "/case-studies/healthcare-ceo-executive-search-texas",
      "/case-studies/manufacturing-digital-transformation-recruiting",
    ]);

    const leadership = main.locator("#leadership");
    await expect(leadership.getByRole("article")).toHaveCount(3);
    const profile = leadership.getByRole("link", { name: /on LinkedIn \(opens in a new tab\)$/ }).first();
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await expect(leadership.getByRole("link", { name: /^Contact / }).first()).toHaveAttribute("href", "/contact");

    await expect(main.locator("#testimonials").getByRole("figure")).toHaveCount(3);
    await expect(main.locator("#resources").getByRole("link", { name: "Explore All Resources" })).toHaveAttribute(
      "href",
      "/resources",
    );

    const seekers = main.locator("#job-seekers");
    await expect(seekers.getByText("Free for candidates", { exact: true })).toBeVisible();
    await seekers.scrollIntoViewIfNeeded();
    await expect(seekers.getByRole("form", { name: "Application form" })).toBeVisible();

    const contact = main.locator("#contact");
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole("link", { name: COMPANY.phone })).toHaveAttribute("href", /^tel:\+1/);
    await expect(contact.getByRole("link", { name: COMPANY.email })).toHaveAttribute("href", `mailto:${COMPANY.email}`);
    await expect(contact).toContainText("Monday - Friday8:00 AM - 6:00 PM");
    await expect(contact).toContainText("Saturday9:00 AM - 2:00 PM");
    await expect(contact).toContainText("SundayClosed");
    await expect(contact).toContainText("Eastern (EST)");
    await expect(contact.getByRole("link", { name: /on (LinkedIn|Twitter|Facebook|YouTube)/ })).toHaveCount(4);
    await expect(contact.getByRole("form", { name: "Contact form" })).toBeVisible();
  });
});

test.describe("salary calculator", () => {
  /** Fills the four choices; on a fresh form the button stays disabled until the last one is chosen. */
  async function choose(
    page: Page,
    choices: { title: string; experience: string; location: string; industry: string },
    fresh: boolean,
  ) {
    const calculator = page.getByRole("form", { name: "Salary calculator" });
    const submit = calculator.getByRole("button", { name: "Calculate Salary Range" });
    if (fresh) await expect(submit).toBeDisabled();
    await calculator.getByLabel("Job title").selectOption(choices.title);
    await calculator.getByLabel("Experience").selectOption({ label: choices.experience });
    await calculator.getByLabel("Location").selectOption(choices.location);
    if (fresh) await expect(submit).toBeDisabled();
    await calculator.getByLabel("Industry").selectOption(choices.industry);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(calculator.getByRole("button", { name: "Calculating..." })).toBeDisabled();
    await expect(page.getByTestId("salary-result")).toHaveText("Analyzing market data...");
  }

  test("shows the formula's range for two roles", async ({ page }) => {
    await page.goto("/");
    await page.locator("#salary-calculator").scrollIntoViewIfNeeded();
    const result = page.getByTestId("salary-result");
    await expect(result).toHaveText("Complete the form to see your salary range");

    // Senior (+40,000 / +80,000) in San Francisco (x1.4) with 6-10 years (x1.1): 154,000 to 308,000, median 231,000.
    await choose(
      page,
      {
        title: "Senior Software Engineer",
        experience: "6-10 years",
        location: "San Francisco, CA",
        industry: "Technology",
      },
      true,
    );
    await expect(result).toContainText("Median$231,000");
    await expect(result).toContainText("25th percentile$154,000");
    await expect(result).toContainText("75th percentile$308,000");
    await expect(result).toContainText("Year-over-year growth+12%");
    const placements = Number(
      (await result.getByText("Comparable placements").locator("..").locator("dd").textContent()) ?? "",
    );
    expect(placements).toBeGreaterThanOrEqual(200);
    expect(placements).toBeLessThanOrEqual(699);

    // VP (+80,000 / +160,000) in Boston (x1.2) with 15+ years (x1.3): 218,400 to 436,800, median 327,600.
    await choose(
      page,
      { title: "VP of Engineering", experience: "15+ years", location: "Boston, MA", industry: "Finance" },
      false,
    );
    await expect(result).toContainText("Median$327,600");
    await expect(result).toContainText("25th percentile$218,400");
    await expect(result).toContainText("75th percentile$436,800");
  });
});

test.describe("case studies", () => {
  test("a study shows its facts, results, outcomes and a call to contact", async ({ page }) => {
    await page.goto("/case-studies/healthcare-ceo-executive-search-texas");
    const main = page.getByRole("main");
    await expect(main).toContainText("IndustryHealthcare");
    await expect(main).toContainText("LocationHouston, Texas");
    await expect(main.getByRole("heading", { name: "The challenge" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Key outcomes" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "/contact");
  });

  test("an unknown id shows Case Study Not Found with a way home", async ({ page }) => {
    await page.goto("/case-studies/no-such-study");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study Not Found");
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("candidates page", () => {
  test("the application form sits at #application-form and the call to action leads there", async ({ page }) => {
    await page.goto("/candidates");
    await page.getByRole("main").getByRole("link", { name: "Submit Your Profile" }).click();
    await expect(page).toHaveURL(/#application-form$/);
    const section = page.locator("#application-form");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Submit Your Profile");
    await expect(section.getByRole("form", { name: "Application form" })).toBeInViewport();
  });
});
