import { lazy } from "react";
import { CompanyHead } from "../../components/company/CompanyHead";
import { CtaBanner } from "../../components/marketing/CtaBanner";
import { DeferredCard } from "../../components/marketing/DeferredCard";
import { IconCardGrid } from "../../components/marketing/IconCardGrid";
import { PageHero } from "../../components/marketing/PageHero";
import { ProcessSteps } from "../../components/marketing/ProcessSteps";
import { Section } from "../../components/marketing/Section";
import { TagList } from "../../components/marketing/TagList";
import { CandidateStories } from "../../components/candidates/CandidateStories";
import { CANDIDATES } from "../../content/candidates";

const ApplicationForm = lazy(() => import("../../components/forms/ApplicationForm"));

export default function CandidatesPage() {
  return (
    <>
      <CompanyHead path="/candidates" name="For Candidates" meta={CANDIDATES.meta} />
      <PageHero
        eyebrow="For Candidates"
        heading={CANDIDATES.heading}
        intro={CANDIDATES.intro}
        actions={[
          { label: "Submit Your Resume", to: "/apply" },
          { label: "Browse Open Positions", to: "/jobs" },
        ]}
      />
      <Section id="benefits" heading="What we do for you" intro="Everything a good agent does, at no cost to you.">
        <IconCardGrid items={CANDIDATES.benefits} columns={3} />
      </Section>
      <Section id="process" tone="muted" heading="How it works" intro="Five steps from your first message to your first day, and beyond.">
        <ProcessSteps steps={CANDIDATES.process} lgColumns="lg:grid-cols-5" className="lg:[&>li]:flex-col" />
      </Section>
      <Section id="industries" heading="Industries we recruit for">
        <TagList items={CANDIDATES.industries} className="justify-center [&>li]:px-4 [&>li]:py-2 [&>li]:text-base" />
      </Section>
      <Section id="application-form" tone="muted" heading={CANDIDATES.formHeading} intro={CANDIDATES.formIntro}>
        <DeferredCard className="mx-auto max-w-3xl">
          <ApplicationForm />
        </DeferredCard>
      </Section>
      <Section id="success-stories" heading="Success stories">
        <CandidateStories stories={CANDIDATES.successStories} />
      </Section>
      <CtaBanner
        heading={CANDIDATES.closing.heading}
        text={CANDIDATES.closing.text}
        actions={[
          { label: "Submit Your Profile", to: "#application-form" },
          { label: "Contact a Recruiter", to: "/contact" },
        ]}
      />
    </>
  );
}
