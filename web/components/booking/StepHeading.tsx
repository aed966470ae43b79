import type { ReactNode, Ref } from "react";

/** A step's heading: focusable from script so a step change moves keyboard and screen-reader focus to it. */
export function StepHeading({ headingRef, children }: { headingRef: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h2
      ref={headingRef}
      tabIndex={-1}
      className="scroll-mt-24 text-xl font-bold text-primary outline-none focus-visible:outline-2 sm:text-2xl"
    >
      {children}
    </h2>
  );
}
