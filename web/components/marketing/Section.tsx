import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

export type SectionTone = "white" | "muted" | "dark";

export interface SectionProps {
  /** The section's anchor and the base of its heading id, e.g. "leadership". */
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  tone?: SectionTone;
  /** Centre the heading block (the default) or align it left. */
  align?: "center" | "left";
  className?: string;
  children?: ReactNode;
}

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  muted: "bg-muted",
  dark: "surface-dark bg-primary text-white",
};

/** A page section with its h2, labelled by that heading, on one of three backgrounds. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  tone = "white",
  align = "center",
  className,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const dark = tone === "dark";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-16 sm:py-20 lg:py-24", tones[tone], className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
          {eyebrow && (
            <p
              className={cn(
                "text-sm font-semibold tracking-[0.16em] uppercase",
                dark ? "text-accent" : "text-primary/70",
              )}
            >
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className={cn(
              "mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
              dark ? "text-white" : "text-primary",
            )}
          >
            {heading}
          </h2>
          {intro && (
            <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-navy-200" : "text-muted-foreground")}>
              {intro}
            </p>
          )}
        </div>
        {children && <div className="mt-12">{children}</div>}
      </div>
    </section>
  );
}
