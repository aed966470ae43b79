import type { Milestone } from "../../content/company";

/** Milestones on a vertical line, year first; an ordered list because order is the point. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-l-2 border-primary/15 pl-8">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-accent ring-2 ring-primary/15"
          />
          <p className="text-sm font-bold tracking-wider text-primary/70">{milestone.year}</p>
          <h3 className="mt-1 text-lg font-semibold text-primary">{milestone.title}</h3>
          <p className="mt-1 leading-relaxed text-muted-foreground">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
