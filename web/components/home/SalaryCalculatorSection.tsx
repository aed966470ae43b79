import { lazy, Suspense, useRef } from "react";
import { CALCULATOR_INTRO } from "../../content/home";
import { useDeferredRender } from "../../lib/use-deferred-render";
import { Section } from "../marketing/Section";

const SalaryCalculator = lazy(() => import("../salary/SalaryCalculator"));

/** The calculator's section; the calculator itself is a separate chunk, fetched after the first load. */
export function SalaryCalculatorSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const ready = useDeferredRender(anchor);
  const placeholder = <div aria-hidden="true" className="h-[34rem] rounded-2xl bg-white/60 lg:h-80" />;
  return (
    <Section
      id="salary-calculator"
      tone="muted"
      eyebrow={CALCULATOR_INTRO.eyebrow}
      heading={CALCULATOR_INTRO.heading}
      intro={CALCULATOR_INTRO.intro}
    >
      <div ref={anchor}>{ready ? <Suspense fallback={placeholder}>{<SalaryCalculator />}</Suspense> : placeholder}</div>
    </Section>
  );
}
