import type { Figure } from "../../content/figures";
import { cn } from "../../lib/utils";

/** Figures as large numbers with their labels, two columns on a phone; a definition list for screen readers. */
export function StatGrid({
  stats,
  inverse = false,
  className,
}: {
  stats: readonly Figure[];
  inverse?: boolean;
  className?: string;
}) {
  const columns = stats.length >= 4 ? "lg:grid-cols-4" : stats.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2";
  return (
    <dl className={cn("grid grid-cols-2 gap-4 sm:gap-6", columns, className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end rounded-xl p-5 text-center sm:p-6",
            inverse ? "bg-white/10" : "border border-border bg-white shadow-sm",
            stats.length === 3 && "last:col-span-2 sm:last:col-span-1",
          )}
        >
          <dt className={cn("mt-1 text-sm leading-snug", inverse ? "text-navy-200" : "text-muted-foreground")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-3xl font-extrabold tracking-tight sm:text-4xl",
              inverse ? "text-accent" : "text-primary",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
