import { z } from "zod";
import { SUMMARY_MAX } from "../../contract/articles";
import { CONTENT_CATEGORIES, type ContentCategory } from "../../contract/site-enums";
import { composeArticle, type GeneratedArticle } from "../../domain/article-composer";
import { countWords, readTimeMinutes } from "../../domain/read-time";

export type { GeneratedArticle };

/** What the content engine asks for: an article in a category, optionally from a filled prompt. */
export interface ArticleRequest {
  category: ContentCategory;
  /** The brief, placeholders already filled; absent for "Generate Article". */
  prompt?: string;
  /** Makes the offline composer repeatable; ignored by Workers AI. */
  seed: string;
  /** The prompt's variables (name to value): the title and text must name them, whichever generator writes. */
  variables?: Readonly<Record<string, string>>;
  /** The nth article of a category in one bulk run: the composer gives each a distinct topic and title. */
  variant?: number;
}

/** One interface, two implementations: Workers AI when the `AI` binding exists, else the built-in composer. */
export interface ArticleGenerator {
  /** "workers-ai" or "composer": shown to staff so they know which wrote the draft. */
  readonly name: string;
  generate(request: ArticleRequest): Promise<GeneratedArticle>;
}

/** The one instruction model the content engine asks (a current Llama with JSON mode). */
export const ARTICLE_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
/** Articles are "over 1,000 words" (back-office spec section 9). */
export const MIN_ARTICLE_WORDS = 1000;

/** The offline stand-in: writes from the outlines in worker/domain, no network. */
export const composerGenerator: ArticleGenerator = {
  name: "composer",
  generate: async ({ category, seed, variables, variant }) => composeArticle({ category, seed, variables, variant }),
};

/** The structured answer asked of the model; anything else is malformed and retried once. */
export const modelArticleSchema = z.object({
  title: z.string().trim().min(5).max(200),
  summary: z
    .string()
    .trim()
    .min(20)
    .max(SUMMARY_MAX - 1),
  content: z
    .string()
    .trim()
    .refine((text) => countWords(text) > MIN_ARTICLE_WORDS, `content must be over ${MIN_ARTICLE_WORDS} words`)
    .refine((text) => /^#{1,4} /m.test(text), "content must have markdown headings"),
  category: z.enum(CONTENT_CATEGORIES),
  keywords: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value.join(", ") : value)),
  readTime: z.number().optional(),
});

const JSON_SCHEMA = {
  type: "object",
  properties: {
    title: { type: "string" },
    summary: { type: "string" },
    content: { type: "string" },
    category: { type: "string", enum: [...CONTENT_CATEGORIES] },
    keywords: { type: "string" },
    readTime: { type: "number" },
  },
  required: ["title", "summary", "content", "category", "keywords"],
} as const;

/** The variables with a value, trimmed. */
const valuesOf = (request: ArticleRequest) =>
  Object.entries(request.variables ?? {})
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([, value]) => value.length > 0);

/**
 * What an answer lacks of the prompt's variables: the title must name at least one value and the text every one
 * (the marketer's "Plant manager" must not vanish into a generic article). Empty when it is complete.
 */
export function missingVariables(article: { title: string; content: string }, request: ArticleRequest): string[] {
  const values = valuesOf(request).map(([, value]) => value);
  if (values.length === 0) return [];
  const has = (text: string, value: string) => text.toLowerCase().includes(value.toLowerCase());
  const problems = values.filter((value) => !has(article.content, value)).map((value) => `content lacks "${value}"`);
  if (!values.some((value) => has(article.title, value))) problems.push("title names none of the variables");
  return problems;
}

function instructions(request: ArticleRequest): string {
  const brief =
    request.prompt ?? `Write an article for the "${request.category}" category of a staffing firm's career resources.`;
  const values = valuesOf(request);
  return [
    brief,
    `Category: ${request.category}.`,
    ...(values.length === 0
      ? []
      : [
          `The article is for ${values.map(([name, value]) => `${name} "${value}"`).join(", ")}: use these values word for word in the title and in the text.`,
        ]),
    ...(request.variant === undefined
      ? []
      : [`This is article ${request.variant + 1} of a series in this category: give it its own topic and title.`]),
    `Answer as JSON with title, summary (under ${SUMMARY_MAX} characters), content, category, keywords (comma-separated) and readTime.`,
    `The content is markdown of more than ${MIN_ARTICLE_WORDS} words: "## " section headings and plain paragraphs, **bold** and *italic* allowed; no links, lists, tables, images or HTML.`,
  ].join("\n");
}

/** Reads the model's answer: JSON mode returns an object or a JSON string in `response`. */
function parseAnswer(answer: unknown): unknown {
  const response = (answer as { response?: unknown })?.response;
  if (typeof response === "string") {
    try {
      return JSON.parse(response);
    } catch {
      return undefined;
    }
  }
  return response;
}

/**
 * Workers AI: asks ARTICLE_MODEL for a structured article, validates it with zod and checks it names the prompt's
 * variables; retries once on a malformed or incomplete answer.
 */
export function workersAiGenerator(ai: Ai): ArticleGenerator {
  return {
    name: "workers-ai",
    async generate(request) {
      let lastProblem = "";
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await ai.run(ARTICLE_MODEL, {
          messages: [
            {
              role: "system",
              content:
                "You are the editor of a nationwide executive search firm's career resources. You write accurate, practical, well-structured articles.",
            },
            { role: "user", content: instructions(request) },
          ],
          response_format: { type: "json_schema", json_schema: JSON_SCHEMA },
          max_tokens: 4096,
        });
        const parsed = modelArticleSchema.safeParse(parseAnswer(answer));
        if (!parsed.success) {
          lastProblem = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
          continue;
        }
        const lacking = missingVariables(parsed.data, request);
        if (lacking.length > 0) {
          lastProblem = lacking.join("; ");
          continue;
        }
        const { readTime: _ignored, ...article } = parsed.data;
        // The category asked for wins; read time always comes from our own word count.
        return { ...article, category: request.category, readTime: readTimeMinutes(article.content) };
      }
      throw new Error(`Workers AI returned an unusable article twice (${lastProblem}).`);
    },
  };
}

/** The generator for this Worker: Workers AI when bound, else the composer. */
export function articleGenerator(env: { AI?: Ai }): ArticleGenerator {
  return env.AI ? workersAiGenerator(env.AI) : composerGenerator;
}
