import { lazy, Suspense, useRef } from "react";
import { CALCULATOR_INTRO } from "../../content/home";
import { useNearViewport } from "../../lib/use-near-viewport";
import { Section } from "../marketing/Section";

const SalaryCalculator = lazy(() => import("../salary/SalaryCalculator"));

/** The calculator's section; the calculator itself is a separate chunk, fetched as the visitor scrolls near it. */
export function SalaryCalculatorSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const placeholder = <div aria-hidden="true" className="h-[34rem] rounded-2xl bg-white/60 lg:h-80" />;
  return (
    <Section id="salary-calculator" tone="muted" eyebrow={CALCULATOR_INTRO.eyebrow} heading={CALCULATOR_INTRO.heading} intro={CALCULATOR_INTRO.intro}>
      <div ref={anchor}>{near ? <Suspense fallback={placeholder}>{<SalaryCalculator />}</Suspense> : placeholder}</div>
    </Section>
  );
}
