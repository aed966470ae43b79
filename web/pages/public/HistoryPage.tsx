import { COMPANY } from "#contract/company";
import { CompanyHead } from "../../components/company/CompanyHead";
import { Timeline } from "../../components/company/Timeline";
import { CtaBanner } from "../../components/marketing/CtaBanner";
import { PageHero } from "../../components/marketing/PageHero";
import { Section } from "../../components/marketing/Section";
import { StatGrid } from "../../components/marketing/StatGrid";
import { QuoteIcon } from "../../components/ui/icons";
import { HISTORY, MILESTONES } from "../../content/company";

export default function HistoryPage() {
  const { lookingForward } = HISTORY;
  return (
    <>
      <CompanyHead path="/company/history" name="Company History" meta={HISTORY.meta} type="AboutPage" />
      <PageHero eyebrow="Our Company" heading="Company History" intro={HISTORY.intro} />
      <Section
        id="milestones"
        heading="Milestones"
        intro={`Twelve moments that shaped the firm, from ${COMPANY.foundedYear} to today.`}
      >
        <Timeline milestones={MILESTONES} />
      </Section>
      <Section id="achievements" tone="muted" heading="Achievements">
        <div className="space-y-10">
          {HISTORY.achievements.map((group) => (
            <div key={group.category}>
              <h3 className="mb-4 text-xl font-semibold text-primary">{group.category}</h3>
              <StatGrid stats={group.items} />
            </div>
          ))}
        </div>
      </Section>
      <Section id="evolution" heading="How our services evolved">
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {HISTORY.eras.map((era) => (
            <li key={era.period} className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <p className="text-sm font-bold tracking-wider text-primary/70">{era.period}</p>
              <h3 className="mt-2 text-lg font-semibold text-primary">{era.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{era.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="looking-forward" tone="dark" heading={lookingForward.heading} intro={lookingForward.text}>
        <figure className="mx-auto max-w-3xl text-center">
          <QuoteIcon aria-hidden="true" className="mx-auto size-8 text-accent" />
          <blockquote className="mt-4 text-2xl leading-snug font-medium text-balance text-white">
            <p>{lookingForward.quote}</p>
          </blockquote>
          <figcaption className="mt-5 text-navy-200">
            <span className="font-semibold text-white">{lookingForward.quoteAuthor}</span>, {lookingForward.quoteRole}
          </figcaption>
        </figure>
      </Section>
      <CtaBanner
        heading="Be part of our next chapter"
        text="Whether you are hiring or looking, we would like to hear from you."
        actions={[
          { label: "Partner With Us", to: "/contact" },
          { label: "View Opportunities", to: "/jobs" },
        ]}
      />
    </>
  );
}
