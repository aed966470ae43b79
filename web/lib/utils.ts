import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx) and lets a later Tailwind class win over an earlier conflicting one (tailwind-merge),
 * so a component's `className` prop can override its defaults.
 *
 * @example cn("px-4 py-2", isActive && "bg-primary", className)
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
