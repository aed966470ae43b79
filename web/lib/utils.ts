import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx). It does not resolve conflicting Tailwind classes (tailwind-merge would add 8 KB gzip to
 * every page's first load): a component's defaults and the `className` it is given never set the same property.
 * A component offers a variant or a prop for what callers change (Button's `variant`, `size={null}`,
 * `contentAlign`; ProcessSteps' `lgColumns`), and callers add only margins, widths and placement.
 *
 * @example cn("px-4 py-2", isActive && "bg-primary", className)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** A URL value if it is one of `values`, else undefined: values the API would refuse are ignored. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}
