import { cn } from "../../lib/utils";

/** Short labels as pills (specialties, industries, role types). */
export function TagList({ items, label, className }: { items: readonly string[]; label?: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-primary/5 px-3 py-1 text-sm font-medium text-primary">
          {item}
        </li>
      ))}
    </ul>
  );
}
