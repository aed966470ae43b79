import { initials } from "../../lib/initials";
import { cn } from "../../lib/utils";

/** A person shown by their initials in a circle (no photographs of people on the site). Decorative: the name is beside it. */
export function Avatar({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const sizes = { sm: "size-10 text-sm", md: "size-14 text-lg", lg: "size-20 text-2xl" };
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-accent",
        sizes[size],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
