import type { ProcessStep } from "../../content/types";
import { cn } from "../../lib/utils";

function defaultColumns(count: number): string {
  return count === 4 || count === 8 ? "lg:grid-cols-4" : "lg:grid-cols-3";
}

/**
 * A numbered process as an ordered list: a vertical line on a phone, a grid of cards from `md`; `lgColumns` sets
 * the desktop grid when the default (rows of three, or of four for four or eight steps) does not suit.
 */
export function ProcessSteps({
  steps,
  lgColumns,
  className,
}: {
  steps: readonly ProcessStep[];
  lgColumns?: string;
  className?: string;
}) {
  return (
    <ol className={cn("grid gap-5 md:grid-cols-2", lgColumns ?? defaultColumns(steps.length), className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 rounded-xl border border-border bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-accent"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-primary">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1.5 leading-relaxed text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
