import { SUMMARY_MAX } from "../contract/articles";
import { COMPANY } from "../contract/company";
import { TITLE_MAX } from "../contract/content-fields";
import type { ContentCategory } from "../contract/site-enums";
import { NEUTRAL_TITLES, OUTLINES, PHRASES, SUMMARY_OPENERS } from "./article-outlines";
import { readTimeMinutes } from "./read-time";

/** What either generator (Workers AI or the composer) produces: an article ready to be stored as a draft. */
export interface GeneratedArticle {
  title: string;
  summary: string;
  /** Line-based markdown: headings and paragraphs. */
  content: string;
  category: ContentCategory;
  /** Comma-separated. */
  keywords: string;
  readTime: number;
}

/** A 32-bit FNV-1a hash: turns any seed string into a PRNG state. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic PRNG, so one seed always writes the same article. */
function random(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items of `list` in a seeded order; drawing from it in turn never repeats a sentence within an article. */
function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function drawer(list: readonly string[], next: () => number): () => string {
  let pool = shuffled(list, next);
  return () => {
    if (pool.length === 0) pool = shuffled(list, next);
    return pool.pop()!;
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A summary under SUMMARY_MAX characters, cut at a word boundary. */
function clip(text: string, max = SUMMARY_MAX - 1): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max - 1))}…`;
}

export interface ComposeOptions {
  category: ContentCategory;
  /** Any string: the same seed and category always produce the same article. */
  seed: string;
  /** A prompt's variables (name to value): the title, the text and the keywords name them. */
  variables?: Readonly<Record<string, string>>;
  /** Picks topic and title by number instead of by seed, so a batch gets distinct titles (bulk generation). */
  variant?: number;
}

/** One sentence per section tying it to one of the prompt's variables ({subject} is e.g. 'the role “Nurse”'). */
const VARIABLE_SENTENCES = [
  "For {subject}, this is where the work usually starts.",
  "We see this often when we recruit for {subject}.",
  "Applied to {subject}, the same principle holds, and the details decide the outcome.",
  "Anyone working with {subject} will recognise this.",
  "With {subject} in mind, it pays to be specific here.",
] as const;

/**
 * The nth article of a batch's choices: topics in turn, and for each topic a list's items in turn from a point that
 * moves with it, so consecutive articles differ in both and no (topic, item) pair repeats until every pair is used.
 */
function numberedChoice(topics: number, variant: number) {
  const round = Math.floor(variant / topics);
  const topic = variant % topics;
  return {
    topic,
    pick: <T>(list: readonly T[]) => list[(round + topic) % list.length]!,
    /** Past every (topic, title) pair, the round's number, so a title still never repeats. */
    part: (titles: number) => (round < titles ? "" : ` (Part ${Math.floor(round / titles) + 1})`),
  };
}

/** The variables with a value, as phrases: 'the role “Plant manager”'. */
function subjectsOf(variables: Readonly<Record<string, string>>): { value: string; subject: string }[] {
  return Object.entries(variables)
    .map(([name, value]) => ({ name: name.replaceAll("_", " "), value: value.trim() }))
    .filter(({ value }) => value.length > 0)
    .map(({ name, value }) => ({ value, subject: `the ${name} “${value}”` }));
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A typed value in a title: each word capitalised, acronyms and already-capitalised words kept. */
const titleWords = (value: string) =>
  value.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * The built-in article writer used when Workers AI is not bound: a structured article of well over 1,000 words
 * from the category's outline (worker/domain/article-outlines.ts), with an introduction, five sections of three
 * paragraphs each and a conclusion. Deterministic for a seed, so tests and demos are repeatable.
 *
 * @example composeArticle({ category: "Career Guidance", seed: "bulk-7" }).title
 */
export function composeArticle({ category, seed, variables = {}, variant }: ComposeOptions): GeneratedArticle {
  const next = random(`${category}|${seed}`);
  const outline = OUTLINES[category];
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const seededTopic = pick(outline.topics);
  const seededTitle = pick(outline.titles);
  const seededOpener = pick(SUMMARY_OPENERS);
  const numbered = variant === undefined ? undefined : numberedChoice(outline.topics.length, variant);
  const topic = numbered ? outline.topics[numbered.topic]! : seededTopic;
  const titles = [...outline.titles, ...NEUTRAL_TITLES];
  const titlePattern = numbered ? numbered.pick(titles) : seededTitle;
  const opener = numbered ? numbered.pick(SUMMARY_OPENERS) : seededOpener;
  // In running text the topic reads as a phrase ("the shift toward contract talent"), acronyms kept.
  const topicPhrase = topic
    .split(" ")
    .map((word) => (/^[A-Z]{2,}/.test(word) ? word : word.toLowerCase()))
    .join(" ");
  const fill = (text: string) =>
    text
      .replaceAll("{topic}", topicPhrase)
      .replaceAll("{audience}", outline.audience)
      .replaceAll("{firm}", COMPANY.name);
  const subjects = subjectsOf(variables);
  const brief = listed(subjects.map((s) => s.subject));
  const baseTitle = capitalize(titlePattern.replaceAll("{topic}", topic)) + (numbered?.part(titles.length) ?? "");
  // The values in the title as typed (capitalised), so a brief for "Plant manager" reads as one in the list; a
  // batch places them in turn after, before or beside the title, so its titles do not all end alike.
  const values = subjects.map((s) => titleWords(s.value)).join(", ");
  const placement = values.length <= 60 ? (variant ?? 0) % 3 : 0;
  const title = !subjects.length
    ? baseTitle
    : clip([`${baseTitle} — ${values}`, `${values}: ${baseTitle}`, `${baseTitle} (${values})`][placement]!, TITLE_MAX);

  const intro = drawer(PHRASES.intro, next);
  const support = drawer(PHRASES.support, next);
  const example = drawer(PHRASES.example, next);
  const action = drawer(PHRASES.action, next);

  const lines: string[] = [];
  const opening = [intro(), intro(), intro()].map(fill);
  lines.push(capitalize(opening.join(" ")), "");
  if (brief) lines.push(`This article is written for ${brief}, and each section below applies its advice there.`, "");
  lines.push(
    `In this article we cover *${outline.sections.map((s) => s.heading.toLowerCase()).join(", ")}*, with practical steps for each.`,
    "",
  );

  outline.sections.forEach((section, sectionIndex) => {
    lines.push(`## ${section.heading}`, "");
    section.points.forEach((point, pointIndex) => {
      const third = [example, action, support][(sectionIndex + pointIndex) % 3]!;
      // Each section opens with its main point in bold, so a skimming reader gets the argument.
      const lead = pointIndex === 0 ? `**${point}**` : point;
      const sentences = [lead, support(), third(), support()].map(fill);
      const subject = subjects[sectionIndex % Math.max(subjects.length, 1)];
      if (pointIndex === 0 && subject) {
        const tie = VARIABLE_SENTENCES[sectionIndex % VARIABLE_SENTENCES.length]!;
        sentences.splice(1, 0, tie.replace("{subject}", subject.subject));
      }
      lines.push(sentences.join(" "), "");
    });
  });

  lines.push("## Bringing It Together", "");
  lines.push([pick(PHRASES.closing), support(), action()].map(fill).map(capitalize).join(" "), "");
  if (brief) lines.push(`For ${brief}, the next step is a conversation with a recruiter who knows that market.`, "");
  lines.push(fill(`*${PHRASES.closing[3]!}*`));

  const content = lines.join("\n").trim();
  // The opener, then the brief (before the point, so the clip never cuts it), then one section's main point.
  const section = outline.sections[(variant ?? 0) % outline.sections.length]!;
  const summary = clip(
    [capitalize(fill(opener)), brief ? `Tailored to ${brief}.` : "", section.points[0]].filter(Boolean).join(" "),
  );
  const keywords = [
    ...new Set([...outline.keywords, topicPhrase.replace(/^the /, ""), ...subjects.map((s) => s.value.toLowerCase())]),
  ];
  return { title, summary, content, category, keywords: keywords.join(", "), readTime: readTimeMinutes(content) };
}
