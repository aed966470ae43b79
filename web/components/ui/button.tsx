import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors " +
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring " +
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary-hover",
        accent: "bg-accent text-accent-foreground hover:bg-accent-hover",
        outline: "border border-border bg-white text-primary hover:bg-muted",
        /** For use on the navy brand backgrounds (hero, footer). */
        "outline-inverse": "border border-white/70 text-white hover:bg-white/10",
        ghost: "text-primary hover:bg-muted",
        /** The confirming action of something that cannot be undone (delete, cancel a booking). */
        destructive: "bg-red-700 text-white hover:bg-red-800",
        "outline-destructive": "border border-border bg-white text-red-700 hover:bg-muted",
        "ghost-destructive": "text-red-700 hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
      },
      /** Where the label sits in a button wider than it (full width, or stretched in a grid). */
      contentAlign: {
        center: "justify-center",
        start: "justify-start",
      },
    },
    defaultVariants: { variant: "default", size: "default", contentAlign: "center" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the one child (a `Link`, an `a`) with the button's styling instead of a `<button>`. */
  asChild?: boolean;
}

/**
 * `className` adds to the variant's classes (margins, width, placement); it never restates a property the variant
 * sets, since `cn` joins classes without resolving conflicts. A different look is a variant; `size={null}` leaves
 * the sizing (height, padding, text size) to `className`.
 *
 * @example <Button asChild variant="accent"><Link to="/apply">Submit Resume</Link></Button>
 */
export function Button({ className, variant, size, contentAlign, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size, contentAlign }), className)}
      {...props}
    />
  );
}

export { buttonVariants };
