import { CANDIDATES } from "../../content/candidates";
import { CtaBanner } from "../marketing/CtaBanner";
import { IconCardGrid } from "../marketing/IconCardGrid";
import { PageHero } from "../marketing/PageHero";
import { ProcessSteps } from "../marketing/ProcessSteps";
import { Section } from "../marketing/Section";
import { TagList } from "../marketing/TagList";
import { CandidateStories } from "./CandidateStories";

/**
 * The For Candidates page's static parts (web/lib/static-parts.tsx), around its application form: one chunk that
 * the pre-rendered page never loads.
 */

/** The hero, what we do for candidates, how it works and the industries. */
export function CandidatesIntro() {
  return (
    <>
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
      <Section
        id="process"
        tone="muted"
        heading="How it works"
        intro="Five steps from your first message to your first day, and beyond."
      >
        <ProcessSteps steps={CANDIDATES.process} lgColumns="lg:grid-cols-5" className="lg:[&>li]:flex-col" />
      </Section>
      <Section id="industries" heading="Industries we recruit for">
        <TagList items={CANDIDATES.industries} className="justify-center [&>li]:px-4 [&>li]:py-2 [&>li]:text-base" />
      </Section>
    </>
  );
}

/** Success stories and the closing call. */
export function CandidatesClosing() {
  return (
    <>
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
