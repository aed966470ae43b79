import type { ReactNode } from "react";
import type { CtaLink } from "../../content/types";
import { CtaButtons } from "./CtaButtons";

export interface PageHeroProps {
  eyebrow?: string;
  /** The page's one h1. */
  heading: string;
  intro?: ReactNode;
  actions?: readonly CtaLink[];
  children?: ReactNode;
}

/** The navy band at the top of an inner page: eyebrow, the h1, an introduction and calls to action. */
export function PageHero({ eyebrow, heading, intro, actions, children }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-heading"
      className="surface-dark relative isolate overflow-hidden bg-primary text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(96,140,220,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(59,110,190,0.3),transparent_60%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        {eyebrow && <p className="text-sm font-semibold tracking-[0.18em] text-accent uppercase">{eyebrow}</p>}
        <h1
          id="page-heading"
          className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {heading}
        </h1>
        {intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-200 sm:text-xl">{intro}</p>}
        {actions && actions.length > 0 && <CtaButtons actions={actions} inverse className="mt-9" />}
        {children}
      </div>
    </section>
  );
}
