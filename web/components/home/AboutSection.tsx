import { Link } from "react-router";
import { COMPANY } from "#contract/company";
import { FIGURES } from "../../content/figures";
import { HOME_ABOUT } from "../../content/home-static";
import { addressLine, yearsInBusiness } from "../../lib/company";
import { Button } from "../ui/button";
import { CircleCheckIcon } from "../ui/icons";

/** A short story of the firm with a link to the About page. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-muted py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-primary/70 uppercase">{HOME_ABOUT.eyebrow}</p>
          <h2
            id="about-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-primary sm:text-4xl"
          >
            {HOME_ABOUT.heading}
          </h2>
          {HOME_ABOUT.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 space-y-2">
            {HOME_ABOUT.points.map((point) => (
              <li key={point} className="flex items-center gap-2 font-medium text-primary">
                <CircleCheckIcon aria-hidden="true" className="size-5 text-green-700" />
                {point}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link to="/company/about">Learn Our Story</Link>
          </Button>
        </div>
        <div className="surface-dark rounded-2xl bg-primary p-8 text-white sm:p-10">
          <p className="text-6xl font-extrabold text-accent">{yearsInBusiness()}+</p>
          <p className="mt-2 text-xl font-semibold">years of placing leaders since {COMPANY.foundedYear}</p>
          <dl className="mt-8 grid grid-cols-2 gap-6 border-t border-white/15 pt-8">
            {[FIGURES.fortune500Placements, FIGURES.promoted].map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-navy-200">{figure.label}</dt>
                <dd className="text-3xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 text-sm text-navy-200">Headquarters: {addressLine()}</p>
        </div>
      </div>
    </section>
  );
}
