import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { XIcon } from "./icons";

/** A side drawer over Radix Dialog: focus trapped inside, Escape and the overlay close it, focus returns after. */
export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-white shadow-xl", {
  variants: {
    side: {
      right:
        "inset-y-0 right-0 h-full w-80 max-w-[85vw] border-l border-border motion-safe:data-[state=open]:animate-sheet-in-right",
      left: "inset-y-0 left-0 h-full w-80 max-w-[85vw] border-r border-border motion-safe:data-[state=open]:animate-sheet-in-left",
    },
  },
  defaultVariants: { side: "right" },
});

export interface SheetContentProps
  extends ComponentProps<typeof SheetPrimitive.Content>,
    VariantProps<typeof sheetVariants> {
  /** Accessible name of the close button in the corner. */
  closeLabel?: string;
}

export function SheetContent({ className, children, side, closeLabel = "Close", ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-primary/60 motion-safe:data-[state=open]:animate-fade-in"
      />
      <SheetPrimitive.Content data-slot="sheet-content" className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3.5 right-3 inline-flex size-10 items-center justify-center rounded-md text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <XIcon className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1 px-5 pt-5 pr-16", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("text-lg font-bold text-primary", className)}
      {...props}
    />
  );
}
