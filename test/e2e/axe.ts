import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** The browser tests' one accessibility scan: axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules. */

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** Waits in the page until its animations end, but a spinner's, which never do (a string: no DOM types here). */
const ANIMATIONS_ENDED = `Promise.all(document.getAnimations()
  .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
  .map((animation) => animation.finished.catch(() => undefined))).then(() => true)`;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Violation = { id: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/**
 * The page's accessibility violations as axe-core finds them, one readable line per element:
 * `rule-id: target (what is wrong)`. An empty list is a page with none.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the page's Content-Security-Policy refuses inline scripts, as it should.
  if (!(await page.evaluate("typeof globalThis.axe === 'object'"))) await page.evaluate(AXE);
  // A dialog fading in has colours half way: the scan reads the page once its finite animations have ended.
  await page.evaluate(ANIMATIONS_ENDED);
  const violations = await page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({ runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations;
  }, WCAG_TAGS);
  return (violations as Violation[]).flatMap((violation) =>
    violation.nodes.map((node) => {
      // failureSummary reads "Fix any of the following:\n  <the element's own problem>"; its second line says most.
      const detail = node.failureSummary?.split("\n")[1]?.trim() || violation.help;
      return `${violation.id}: ${node.target.join(" > ")} (${detail})`;
    }),
  );
}
