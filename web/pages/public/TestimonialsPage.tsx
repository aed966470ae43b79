import { CompanyHead } from "../../components/company/CompanyHead";
import { CaseStudyCard } from "../../components/marketing/CaseStudyCard";
import { CtaBanner } from "../../components/marketing/CtaBanner";
import { PageHero } from "../../components/marketing/PageHero";
import { Section } from "../../components/marketing/Section";
import { StatGrid } from "../../components/marketing/StatGrid";
import { TestimonialCard } from "../../components/marketing/TestimonialCard";
import { CASE_STUDIES } from "../../content/case-studies";
import { FIGURES } from "../../content/figures";
import { averageRating, FEATURED_TESTIMONIALS, TESTIMONIALS } from "../../content/testimonials";

const META = {
  title: "Client & Candidate Testimonials",
  description:
    "What hiring leaders and placed candidates say about working with us: executive search, permanent placement, contract staffing and career representation.",
  keywords: ["recruiter reviews", "executive search testimonials", "staffing agency reviews", "client success stories"],
};

export default function TestimonialsPage() {
  return (
    <>
      <CompanyHead path="/company/testimonials" name="Testimonials" meta={META} type="CollectionPage" />
      <PageHero
        eyebrow="Our Company"
        heading="Testimonials"
        intro="In their own words: the clients and candidates we have worked with."
      >
        <StatGrid
          inverse
          className="mt-12"
          stats={[
            FIGURES.clientRetention,
            { value: `${averageRating()} / 5`, label: "Average rating" },
            FIGURES.fortune500Placements,
            FIGURES.promoted,
          ]}
        />
      </PageHero>
      <Section id="featured" heading="Featured stories">
        <ul className="grid gap-6 lg:grid-cols-3">
          {FEATURED_TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} featured showCategory />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="all-testimonials" tone="muted" heading="All testimonials">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} showCategory />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="case-studies" heading="Case studies" intro="The full story behind three of our searches.">
        <ul className="grid gap-6 lg:grid-cols-3">
          {CASE_STUDIES.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        heading="Write the next success story with us"
        text="Hiring? Tell us about the role. Looking? Send us your profile."
        actions={[
          { label: "Partner With Us", to: "/contact" },
          { label: "For Candidates", to: "/candidates" },
        ]}
      />
    </>
  );
}
