import { lazy } from "react";
import { CompanyHead } from "../../components/company/CompanyHead";
import { DeferredCard } from "../../components/marketing/DeferredCard";
import { Section } from "../../components/marketing/Section";
import { CANDIDATES_PAGE } from "../../content/candidates-page";
import { staticParts } from "../../lib/static-parts";

const ApplicationForm = lazy(() => import("../../components/forms/ApplicationForm"));
const candidatesPart = staticParts(() => import("../../components/candidates/CandidatesSections"));
const CandidatesIntro = candidatesPart("CandidatesIntro");
const CandidatesClosing = candidatesPart("CandidatesClosing");

/** For Candidates: static sections (kept as pre-rendered) around the application form, the one hydrated part. */
export default function CandidatesPage() {
  return (
    <>
      <CompanyHead path="/candidates" name="For Candidates" meta={CANDIDATES_PAGE.meta} />
      <CandidatesIntro />
      <Section
        id="application-form"
        tone="muted"
        heading={CANDIDATES_PAGE.formHeading}
        intro={CANDIDATES_PAGE.formIntro}
      >
        <DeferredCard className="mx-auto max-w-3xl">
          <ApplicationForm />
        </DeferredCard>
      </Section>
      <CandidatesClosing />
    </>
  );
}
