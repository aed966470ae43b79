import { CASE_STUDIES } from "../../content/case-studies";
import { CaseStudyCard } from "../marketing/CaseStudyCard";
import { Section } from "../marketing/Section";

/** The three case studies as cards linking to their pages. */
export function CaseStudyHighlights() {
  return (
    <Section
      id="case-studies"
      eyebrow="Client Results"
      heading="Success Stories"
      intro="How we helped three organizations hire the leaders and teams they needed."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {CASE_STUDIES.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
