import { COMPANY } from "#contract/company";
import { ContactSection } from "../../components/home/ContactSection";
import { HomeHero } from "../../components/home/HomeHero";
import { JobSeekerSection } from "../../components/home/JobSeekerSection";
import { SalaryCalculatorSection } from "../../components/home/SalaryCalculatorSection";
import {
  AboutSection,
  CaseStudyHighlights,
  LeadershipSection,
  MarketSnapshot,
  RecognitionStrip,
  ServicesGrid,
  TestimonialsSection,
  TrustedBy,
} from "../../components/home/static-parts";
import { HomeJobsSection } from "../../components/jobs/HomeJobsSection";
import { HomeResourcesSection } from "../../components/resources/HomeResourcesSection";
import { HOME_META } from "../../content/home";
import { SOCIAL_LINKS } from "../../content/social";
import { yearsInBusiness } from "../../lib/company";
import { PageHead, siteOrigin } from "../../lib/head";
import { organizationJsonLd } from "../../lib/structured-data";

/**
 * The home page, in the spec's section order; each section is its own component under components/home/. Those with
 * no state of their own are static parts: the pre-rendered page keeps their HTML and never loads their code.
 */
export default function HomePage() {
  const description = `${COMPANY.name}: executive search, permanent placement and contract staffing for companies nationwide. Over ${yearsInBusiness()} years of placing leaders since ${COMPANY.foundedYear}.`;
  return (
    <>
      <PageHead
        title={`${HOME_META.title} | ${COMPANY.name}`}
        description={description}
        keywords={HOME_META.keywords}
        canonicalPath="/"
        jsonLd={organizationJsonLd(siteOrigin(), { description, sameAs: SOCIAL_LINKS.map((link) => link.href) })}
      />
      <HomeHero />
      <RecognitionStrip />
      <TrustedBy />
      <MarketSnapshot />
      <ServicesGrid />
      <AboutSection />
      <HomeJobsSection />
      <SalaryCalculatorSection />
      <CaseStudyHighlights />
      <LeadershipSection />
      <TestimonialsSection />
      <HomeResourcesSection />
      <JobSeekerSection />
      <ContactSection />
    </>
  );
}
