import { COMPANY } from "../../../worker/contract/company";
import { AboutSection } from "../../components/home/AboutSection";
import { CaseStudyHighlights } from "../../components/home/CaseStudyHighlights";
import { ContactSection } from "../../components/home/ContactSection";
import { HomeHero } from "../../components/home/HomeHero";
import { JobSeekerSection } from "../../components/home/JobSeekerSection";
import { HomeJobsSection } from "../../components/jobs/HomeJobsSection";
import { LeadershipSection } from "../../components/home/LeadershipSection";
import { MarketSnapshot } from "../../components/home/MarketSnapshot";
import { RecognitionStrip } from "../../components/home/RecognitionStrip";
import { HomeResourcesSection } from "../../components/resources/HomeResourcesSection";
import { SalaryCalculatorSection } from "../../components/home/SalaryCalculatorSection";
import { ServicesGrid } from "../../components/home/ServicesGrid";
import { TestimonialsSection } from "../../components/home/TestimonialsSection";
import { TrustedBy } from "../../components/home/TrustedBy";
import { HOME_META } from "../../content/home";
import { SOCIAL_LINKS } from "../../content/social";
import { yearsInBusiness } from "../../lib/company";
import { PageHead, siteOrigin } from "../../lib/head";
import { organizationJsonLd } from "../../lib/structured-data";

/** The home page, in the spec's section order; each section is its own component under components/home/. */
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
