import { Link, useParams } from "react-router";
import { COMPANY } from "#contract/company";
import { CtaBanner } from "../../components/marketing/CtaBanner";
import { ProcessSteps } from "../../components/marketing/ProcessSteps";
import { Section } from "../../components/marketing/Section";
import { StatGrid } from "../../components/marketing/StatGrid";
import { Button } from "../../components/ui/button";
import {
  ArrowLeftIcon,
  BriefcaseIcon,
  CalendarIcon,
  CircleCheckIcon,
  MapPinIcon,
  QuoteIcon,
  UsersIcon,
} from "../../components/ui/icons";
import { type CaseStudy, caseStudyPath, findCaseStudy } from "../../content/case-studies";
import { PageHead, siteOrigin } from "../../lib/head";
import { articleJsonLd } from "../../lib/structured-data";

export default function CaseStudyPage() {
  const { id } = useParams();
  const study = findCaseStudy(id);
  return study ? <CaseStudyView study={study} /> : <CaseStudyNotFound />;
}

function CaseStudyView({ study }: { study: CaseStudy }) {
  const path = caseStudyPath(study);
  return (
    <>
      <PageHead
        title={`Case Study: ${study.shortTitle} | ${COMPANY.name}`}
        description={study.challenge}
        keywords={["case study", study.industry.toLowerCase(), "executive search results", study.location]}
        canonicalPath={path}
        ogType="article"
        jsonLd={articleJsonLd(siteOrigin(), {
          path,
          name: study.title,
          description: study.challenge,
          about: `${study.industry} recruiting`,
          datePublished: study.publishedOn,
        })}
      />
      <section aria-labelledby="page-heading" className="surface-dark bg-primary text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <Link
            to="/company/testimonials"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm text-navy-200 hover:text-white"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Client stories
          </Link>
          <p className="mt-6 text-sm font-semibold tracking-[0.16em] text-accent uppercase">
            Case Study · {study.shortTitle}
          </p>
          <h1
            id="page-heading"
            className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {study.title}
          </h1>
          <dl className="mt-8 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <Fact icon={BriefcaseIcon} label="Industry" value={study.industry} />
            <Fact icon={MapPinIcon} label="Location" value={study.location} />
            <Fact icon={CalendarIcon} label="Timeline" value={study.timeline} />
            <Fact icon={UsersIcon} label="Positions filled" value={study.positionsFilled} />
          </dl>
        </div>
      </section>
      <Section id="results" heading="Results" align="left">
        <StatGrid stats={study.results.map((result) => ({ value: result.metric, label: result.label }))} />
      </Section>
      <Section id="challenge" tone="muted" heading="The challenge" align="left" intro={`Client: ${study.company}.`}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-foreground">
          {study.detailedChallenge.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="approach" heading="Our approach" align="left" intro={study.solution}>
        <ProcessSteps steps={study.detailedSolution} lgColumns="lg:grid-cols-2" />
      </Section>
      <Section id="outcomes" tone="muted" heading="Key outcomes" align="left">
        <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
          {study.keyOutcomes.map((outcome) => (
            <li key={outcome} className="flex gap-3 rounded-lg bg-white p-4 shadow-sm">
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              <span>{outcome}</span>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-label="Client testimonial" className="bg-white py-16 sm:py-20">
        <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <QuoteIcon aria-hidden="true" className="mx-auto size-8 text-accent" />
          <blockquote className="mt-4 text-2xl leading-snug font-medium text-balance text-primary">
            <p>{study.testimonial}</p>
          </blockquote>
          <figcaption className="mt-5 text-muted-foreground">
            <span className="font-semibold text-foreground">{study.author}</span>, {study.role}
          </figcaption>
        </figure>
      </section>
      <CtaBanner
        heading="Facing a similar challenge?"
        text="Tell us about it. A partner will call you within one business day."
        actions={[
          { label: "Start a Conversation", to: "/contact" },
          { label: "Our Services", to: "/services/executive-search" },
        ]}
      />
    </>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof MapPinIcon; label: string; value: string }) {
  return (
    // A group of a <dl> holds only its term and description, so the icon goes inside the term.
    <div className="relative rounded-lg bg-white/10 p-4 pl-12">
      <dt className="text-navy-200">
        <Icon aria-hidden="true" className="absolute top-[1.125rem] left-4 size-5 text-accent" />
        {label}
      </dt>
      <dd className="font-semibold text-white">{value}</dd>
    </div>
  );
}

function CaseStudyNotFound() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <PageHead
        title={`Case Study Not Found | ${COMPANY.name}`}
        description="The case study you were looking for does not exist."
        noIndex
      />
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">Case Study Not Found</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        We couldn't find that case study. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/company/testimonials">See client stories</Link>
        </Button>
      </div>
    </section>
  );
}
