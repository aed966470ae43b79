import { Link } from "react-router";
import { CompanyHead } from "../../components/company/CompanyHead";
import { Timeline } from "../../components/company/Timeline";
import { CtaBanner } from "../../components/marketing/CtaBanner";
import { IconCardGrid } from "../../components/marketing/IconCardGrid";
import { PageHero } from "../../components/marketing/PageHero";
import { Section } from "../../components/marketing/Section";
import { StatGrid } from "../../components/marketing/StatGrid";
import { AwardIcon } from "../../components/ui/icons";
import { ABOUT, MILESTONES } from "../../content/company";

export default function AboutPage() {
  return (
    <>
      <CompanyHead path="/company/about" name="About Us" meta={ABOUT.meta} type="AboutPage" />
      <PageHero
        eyebrow="Our Company"
        heading="About Us"
        intro={ABOUT.intro}
        actions={[
          { label: "Partner With Us", to: "/contact" },
          { label: "Meet Our Leadership", to: "/company/leadership" },
        ]}
      />
      <Section id="purpose" heading="What drives us">
        <IconCardGrid items={[ABOUT.mission, ABOUT.vision]} columns={2} className="mx-auto max-w-5xl [&>li]:p-8" />
      </Section>
      <Section
        id="values"
        tone="muted"
        heading="Our values"
        intro="Four commitments we make to every client and every candidate."
      >
        <IconCardGrid items={ABOUT.values} />
      </Section>
      <Section id="numbers" tone="dark" heading="By the numbers">
        <StatGrid stats={ABOUT.stats} inverse />
      </Section>
      <Section
        id="timeline"
        heading="Our journey"
        intro={
          <>
            From Carmel to the whole country.{" "}
            <Link to="/company/history" className="font-semibold text-primary underline underline-offset-4">
              Read our full history
            </Link>
            .
          </>
        }
      >
        <Timeline milestones={MILESTONES.filter((milestone) => milestone.onAbout)} />
      </Section>
      <Section id="awards" tone="muted" heading="Recognition">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT.awards.map((award) => (
            <li key={award.title} className="rounded-xl border border-border bg-white p-6 text-center shadow-sm">
              <AwardIcon aria-hidden="true" className="mx-auto size-8 text-accent-hover" />
              <h3 className="mt-3 font-semibold text-primary">{award.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{award.detail}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        heading="Let's build your team together"
        text="Tell us who you need. A recruiter will reply within one business day."
        actions={[
          { label: "Partner With Us", to: "/contact" },
          { label: "View Opportunities", to: "/jobs" },
        ]}
      />
    </>
  );
}
