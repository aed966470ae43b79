import { Link } from "react-router";
import { SERVICE_SUMMARIES } from "../../content/services/summaries";
import { Section } from "../marketing/Section";
import { ArrowRightIcon } from "../ui/icons";

/** The four services as cards, each with a Learn More link to its page. */
export function ServicesGrid() {
  return (
    <Section
      id="services"
      eyebrow="What We Do"
      heading="Recruiting services for every level"
      intro="One partner for the executive who leads, the professionals who deliver and the contractors who keep projects moving."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICE_SUMMARIES.map(({ name, path, icon: Icon, summary }) => (
          <li
            key={path}
            className="group flex flex-col rounded-xl border border-border bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-lg bg-primary text-accent">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-primary">{name}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{summary}</p>
            <Link
              to={path}
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              Learn More
              <span className="sr-only"> about {name}</span>
              <ArrowRightIcon aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
