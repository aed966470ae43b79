import type { IconCard } from "../../content/types";
import { cn } from "../../lib/utils";

/** Cards with an icon, a title (h3) and a line of text; one column on a phone. */
export function IconCardGrid({
  items,
  columns = 4,
  className,
}: {
  items: readonly IconCard[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={cn("grid gap-5 sm:gap-6", grid, className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-lg bg-primary/5 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-primary">{title}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
