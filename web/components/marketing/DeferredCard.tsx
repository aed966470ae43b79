import { type ReactNode, Suspense, useRef } from "react";
import { useDeferredRender } from "../../lib/use-deferred-render";
import { cn } from "../../lib/utils";

/**
 * A white card whose content (a lazily imported form) renders once the card nears the viewport or the visitor
 * presses a key (useDeferredRender), so a long page's forms and their validation code are not part of its first load.
 */
export function DeferredCard({
  children,
  minHeight = "min-h-[36rem]",
  className,
}: {
  children: ReactNode;
  minHeight?: string;
  className?: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const ready = useDeferredRender(anchor);
  const placeholder = <div aria-hidden="true" className={minHeight} />;
  return (
    <div ref={anchor} className={cn("rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8", className)}>
      {ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
