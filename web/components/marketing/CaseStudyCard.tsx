import { Link } from "react-router";
import { type CaseStudy, caseStudyPath } from "../../content/case-studies";
import { ArrowRightIcon, MapPinIcon } from "../ui/icons";

/** A case study teaser: industry, location, title, the challenge, the headline result and a link to the study. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const [headline] = study.results;
  return (
    <article
      aria-labelledby={`case-${study.id}`}
      className="flex h-full flex-col rounded-xl border border-border bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">{study.industry}</span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <MapPinIcon aria-hidden="true" className="size-3.5" />
          {study.location}
        </span>
      </div>
      <h3 id={`case-${study.id}`} className="mt-4 text-lg font-semibold text-primary">
        {study.title}
      </h3>
      <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{study.challenge}</p>
      {headline && (
        <p className="mt-5 border-t border-border pt-4">
          <span className="block text-2xl font-extrabold text-primary">{headline.metric}</span>
          <span className="text-sm text-muted-foreground">{headline.label}</span>
        </p>
      )}
      <Link
        to={caseStudyPath(study)}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        View Full Case Study
        <ArrowRightIcon aria-hidden="true" className="size-4" />
        <span className="sr-only">: {study.shortTitle}</span>
      </Link>
    </article>
  );
}
