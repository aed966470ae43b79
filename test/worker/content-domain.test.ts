import { describe, expect, it } from "vitest";
import { COMPANY } from "../../worker/contract/company";
import { fillTemplate, placeholdersOf } from "../../worker/contract/prompt-placeholders";
import { CONTENT_CATEGORIES } from "../../worker/contract/site-enums";
import { nextRunAfter, type ScheduleRule } from "../../worker/contract/time-zone";
import { composeArticle } from "../../worker/domain/article-composer";
import { PROMPT_TEMPLATES } from "../../worker/domain/prompt-template";
import { countWords, readTimeMinutes } from "../../worker/domain/read-time";
import {
  composerGenerator,
  modelArticleSchema,
  workersAiGenerator,
} from "../../worker/integrations/ai/article-generator";

describe("the built-in composer", () => {
  for (const category of CONTENT_CATEGORIES) {
    it(`writes a structured ${category} article of over 1,000 words`, () => {
      const article = composeArticle({ category, seed: `test-${category}` });
      const words = countWords(article.content);
      expect(words).toBeGreaterThan(1000);
      expect(article.category).toBe(category);
      expect(article.readTime).toBe(Math.ceil(words / 200));
      expect(article.summary.length).toBeLessThan(300);
      expect(article.keywords.split(", ").length).toBeGreaterThanOrEqual(5);
      const headings = article.content.split("\n").filter((line) => line.startsWith("## "));
      expect(headings.length).toBe(6);
      expect(article.content).toMatch(/\*\*[^*]+\*\*/);
      expect(article.content).not.toMatch(/\{(topic|audience|firm)\}|<|undefined/);
      // The model's schema accepts what the composer writes: both generators meet one standard.
      expect(modelArticleSchema.safeParse(article).success).toBe(true);
    });
  }

  it("is deterministic for a seed and varies between seeds", () => {
    const a = composeArticle({ category: "Market Trends", seed: "one" });
    expect(composeArticle({ category: "Market Trends", seed: "one" })).toEqual(a);
    expect(composeArticle({ category: "Market Trends", seed: "two" }).content).not.toBe(a.content);
  });

  it("never repeats a sentence within an article", () => {
    const { content } = composeArticle({ category: "Remote Work", seed: "repeat-check" });
    const sentences = content
      .replace(/\*\*/g, "")
      .split(/(?<=\.)\s+/)
      .filter((s) => s.length > 40 && !s.startsWith("#"));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it("gives a batch distinct titles by variant and adds extra keywords", async () => {
    const titles = new Set(
      Array.from(
        { length: 10 },
        (_, variant) => composeArticle({ category: "Resume Writing", seed: "b", variant }).title,
      ),
    );
    expect(titles.size).toBe(10);
    const article = await composerGenerator.generate({
      category: "Career Guidance",
      seed: "x",
      variables: { specialty: "Nursing" },
    });
    expect(article.keywords).toContain("nursing");
    expect(COMPANY.name.length).toBeGreaterThan(0);
  });
});

describe("the composer's batch of a hundred", () => {
  /** How many summaries share the commonest five-word opening. */
  const commonestOpening = (summaries: string[]) => {
    const counts = new Map<string, number>();
    for (const summary of summaries) {
      const opening = summary.toLowerCase().split(/\s+/).slice(0, 5).join(" ");
      counts.set(opening, (counts.get(opening) ?? 0) + 1);
    }
    return Math.max(...counts.values());
  };
  const variables = { role: "DevOps Engineer", skill: "Kubernetes" };

  for (const category of CONTENT_CATEGORIES) {
    it(`never repeats a title and varies the summaries' openings in ${category}, with and without a brief`, () => {
      for (const vars of [{}, variables]) {
        const batch = Array.from({ length: 100 }, (_, variant) =>
          composeArticle({ category, seed: `batch-${variant}`, variables: vars, variant }),
        );
        expect(new Set(batch.map((article) => article.title)).size).toBe(100);
        expect(commonestOpening(batch.map((article) => article.summary))).toBeLessThanOrEqual(2);
        expect(batch.filter((article) => article.summary.startsWith("Written for the role"))).toEqual([]);
        // Not every title ends with the values: they move around the title.
        const endings = batch.filter((article) => article.title.endsWith("DevOps Engineer, Kubernetes"));
        expect(endings.length).toBeLessThan(vars === variables ? 50 : 1);
      }
    });
  }

  it("numbers a title's round once every topic and title pattern is used, so titles still never repeat", () => {
    const titles = Array.from(
      { length: 250 },
      (_, variant) => composeArticle({ category: "Interview Preparation", seed: "long", variant }).title,
    );
    expect(new Set(titles).size).toBe(250);
    expect(titles.filter((title) => title.endsWith("(Part 2)")).length).toBeGreaterThan(0);
  });
});

describe("a prompt's variables in the article", () => {
  const variables = { role: "Plant manager", industry: "Indianapolis manufacturing" };

  it("the composer names every value in the title, the text and the summary, and stays within its limits", () => {
    const article = composeArticle({ category: "Career Guidance", seed: "vars", variables });
    expect(article.title).toMatch(/Plant Manager, Indianapolis Manufacturing$/);
    expect(article.content).toContain("the role “Plant manager” and the industry “Indianapolis manufacturing”");
    // Every section ties its advice to one of the values, in turn.
    const sections = article.content.split("\n## ").slice(1, 6);
    expect(sections.filter((section) => section.includes("“Plant manager”"))).toHaveLength(3);
    expect(sections.filter((section) => section.includes("“Indianapolis manufacturing”"))).toHaveLength(2);
    expect(article.summary).toContain("“Plant manager”");
    expect(article.keywords).toContain("indianapolis manufacturing");
    expect(modelArticleSchema.safeParse(article).success).toBe(true);
    const long = composeArticle({ category: "Remote Work", seed: "long", variables: { a: "x".repeat(200) } });
    expect(long.title.length).toBeLessThanOrEqual(200);
    // Blank values add nothing.
    expect(composeArticle({ category: "Remote Work", seed: "s", variables: { a: " " } })).toEqual(
      composeArticle({ category: "Remote Work", seed: "s" }),
    );
  });

  /** Workers AI as its binding answers: each run returns the next of `answers`. Records what was asked. */
  function scriptedAi(answers: unknown[]) {
    const prompts: string[] = [];
    const ai = {
      run: async (_model: string, input: { messages: { content: string }[] }) => {
        prompts.push(input.messages[1]!.content);
        return { response: answers[prompts.length - 1] };
      },
    };
    return { prompts, generator: workersAiGenerator(ai as unknown as Ai) };
  }

  const generic = composeArticle({ category: "Career Guidance", seed: "generic" });
  const specific = composeArticle({ category: "Career Guidance", seed: "specific", variables });
  const request = {
    category: "Career Guidance" as const,
    prompt: "Write a guide for a Plant manager in Indianapolis manufacturing",
    seed: "s",
    variables,
  };

  it("Workers AI is told the values word for word, and an answer that leaves them out is asked again", async () => {
    const { prompts, generator } = scriptedAi([generic, specific]);
    const article = await generator.generate(request);
    expect(article.title).toBe(specific.title);
    expect(prompts).toHaveLength(2);
    expect(prompts[0]).toContain('role "Plant manager", industry "Indianapolis manufacturing"');
    expect(prompts[0]).toContain("word for word in the title and in the text");
  });

  it("Workers AI's article that never names the values is not stored as if it did", async () => {
    const { generator } = scriptedAi([generic, generic]);
    await expect(generator.generate(request)).rejects.toThrow(/title names none of the variables/);
    // Without variables the same answer is fine.
    const plain = scriptedAi([generic]);
    expect((await plain.generator.generate({ ...request, variables: {} })).title).toBe(generic.title);
  });
});

describe("read time", () => {
  it("is words / 200 rounded up, at least 1, ignoring markdown markers", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("word ".repeat(200))).toBe(1);
    expect(readTimeMinutes("word ".repeat(201))).toBe(2);
    expect(countWords("## A heading\n\n**Bold** and *italic*")).toBe(5);
  });
});

describe("prompt templates", () => {
  it("fills every placeholder and reports the missing ones", () => {
    expect(fillTemplate("Hiring {{ role }}s in {{city}}; {{role}} pay", { role: "nurse", city: "Boston" })).toEqual({
      ok: true,
      prompt: "Hiring nurses in Boston; nurse pay",
      used: { role: "nurse", city: "Boston" },
    });
    expect(fillTemplate("Hiring {{role}} in {{city}}", { role: "nurse", city: "  " })).toEqual({
      ok: false,
      missing: ["city"],
    });
    expect(fillTemplate("No placeholders", { stale: "x" })).toEqual({ ok: true, prompt: "No placeholders", used: {} });
    expect(placeholdersOf("{{a}} {{b}} {{a}}")).toEqual(["a", "b"]);
  });

  it("has a template for every category, listing its variables", () => {
    expect(new Set(PROMPT_TEMPLATES.map((t) => t.category))).toEqual(new Set(CONTENT_CATEGORIES));
    for (const template of PROMPT_TEMPLATES) {
      expect(template.variables).toEqual(placeholdersOf(template.prompt));
      expect(template.variables.length).toBeGreaterThan(0);
    }
  });
});

describe("nextRunAfter", () => {
  const ny = "America/New_York";
  const at = (iso: string) => new Date(iso);
  const next = (rule: Partial<ScheduleRule>, after: string) =>
    nextRunAfter({ frequency: "daily", time: "09:00", timezone: ny, ...rule }, at(after)).toISOString();

  it("daily keeps 09:00 local across the March 8 2026 change (EST -> EDT)", () => {
    expect(next({}, "2026-03-07T13:00:00Z")).toBe("2026-03-07T14:00:00.000Z");
    expect(next({}, "2026-03-07T14:00:00Z")).toBe("2026-03-08T13:00:00.000Z");
    expect(next({}, "2026-03-08T13:00:00Z")).toBe("2026-03-09T13:00:00.000Z");
  });

  it("daily keeps 09:00 local across the November 1 2026 change (EDT -> EST)", () => {
    expect(next({}, "2026-10-31T13:00:00Z")).toBe("2026-11-01T14:00:00.000Z");
    expect(next({}, "2026-11-01T14:00:00Z")).toBe("2026-11-02T14:00:00.000Z");
  });

  it("evaluated the evening before a change, daily 09:00 fires at 09:00 local: a different UTC hour than the day before", () => {
    // New York, 2025: clocks go forward on March 9 and back on November 2.
    expect(next({}, "2025-03-07T23:00:00Z")).toBe("2025-03-08T14:00:00.000Z");
    expect(next({}, "2025-03-08T23:00:00Z")).toBe("2025-03-09T13:00:00.000Z");
    expect(next({}, "2025-10-31T22:00:00Z")).toBe("2025-11-01T13:00:00.000Z");
    expect(next({}, "2025-11-01T22:00:00Z")).toBe("2025-11-02T14:00:00.000Z");
    // London, 2026, east of New York's changes: March 29 and October 25.
    expect(next({ timezone: "Europe/London" }, "2026-03-28T18:00:00Z")).toBe("2026-03-29T08:00:00.000Z");
    expect(next({ timezone: "Europe/London" }, "2026-10-24T18:00:00Z")).toBe("2026-10-25T09:00:00.000Z");
  });

  it("a time in the skipped hour moves forward; a repeated hour fires once", () => {
    expect(next({ time: "02:30" }, "2026-03-07T12:00:00Z")).toBe("2026-03-08T07:30:00.000Z");
    expect(next({ time: "01:30" }, "2026-10-31T12:00:00Z")).toBe("2026-11-01T05:30:00.000Z");
    expect(next({ time: "01:30" }, "2026-11-01T05:30:00Z")).toBe("2026-11-02T06:30:00.000Z");
  });

  it("weekly fires on its day (Monday by default, Sunday = 0) across both changes", () => {
    expect(next({ frequency: "weekly" }, "2026-03-04T00:00:00Z")).toBe("2026-03-09T13:00:00.000Z");
    expect(next({ frequency: "weekly", dayOfWeek: 0 }, "2026-03-02T00:00:00Z")).toBe("2026-03-08T13:00:00.000Z");
    expect(next({ frequency: "weekly", dayOfWeek: 0 }, "2026-10-26T00:00:00Z")).toBe("2026-11-01T14:00:00.000Z");
    expect(next({ frequency: "weekly", dayOfWeek: 1 }, "2026-11-02T14:00:00Z")).toBe("2026-11-09T14:00:00.000Z");
  });

  it("monthly clamps to the month's last day, including February and leap years", () => {
    expect(next({ frequency: "monthly", dayOfMonth: 31 }, "2026-02-01T00:00:00Z")).toBe("2026-02-28T14:00:00.000Z");
    expect(next({ frequency: "monthly", dayOfMonth: 31 }, "2026-02-28T14:00:00Z")).toBe("2026-03-31T13:00:00.000Z");
    expect(next({ frequency: "monthly", dayOfMonth: 31 }, "2026-04-01T00:00:00Z")).toBe("2026-04-30T13:00:00.000Z");
    expect(next({ frequency: "monthly", dayOfMonth: 30 }, "2028-02-01T00:00:00Z")).toBe("2028-02-29T14:00:00.000Z");
    expect(next({ frequency: "monthly", dayOfMonth: 8 }, "2026-03-01T00:00:00Z")).toBe("2026-03-08T13:00:00.000Z");
    expect(next({ frequency: "monthly" }, "2026-12-15T00:00:00Z")).toBe("2027-01-01T14:00:00.000Z");
  });

  it("works in other zones, including ones east of UTC and past local midnight", () => {
    expect(next({ timezone: "Asia/Tokyo", time: "08:00" }, "2026-06-30T22:00:00Z")).toBe("2026-06-30T23:00:00.000Z");
    expect(
      next({ timezone: "Europe/London", frequency: "weekly", dayOfWeek: 0, time: "09:00" }, "2026-03-28T12:00:00Z"),
    ).toBe("2026-03-29T08:00:00.000Z");
    expect(next({ timezone: "UTC", time: "23:59" }, "2026-12-31T23:59:00Z")).toBe("2027-01-01T23:59:00.000Z");
  });
});
