import type { CtaLink } from "../../content/types";
import { CtaButtons } from "./CtaButtons";

/** The closing call to action of a page, on navy. */
export function CtaBanner({
  id = "next-step",
  heading,
  text,
  actions,
}: {
  id?: string;
  heading: string;
  text: string;
  actions: readonly CtaLink[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="surface-dark rounded-2xl bg-primary px-6 py-12 text-center text-white sm:px-12 sm:py-14">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-balance">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-200">{text}</p>
          <CtaButtons actions={actions} inverse className="mt-8 justify-center" />
        </div>
      </div>
    </section>
  );
}
