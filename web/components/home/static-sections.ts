/**
 * The code of the home page's static parts (web/lib/static-parts.tsx), one chunk that a pre-rendered home page never
 * loads: only a client-side visit to the page does. The page uses them through ./static-parts.
 */
export { AboutSection } from "./AboutSection";
export { CaseStudyHighlights } from "./CaseStudyHighlights";
export { ContactDetails } from "./ContactDetails";
export { HeroContent } from "./HeroContent";
export { JobSeekerIntro } from "./JobSeekerIntro";
export { LeadershipSection } from "./LeadershipSection";
export { MarketSnapshot } from "./MarketSnapshot";
export { RecognitionStrip } from "./RecognitionStrip";
export { ServicesGrid } from "./ServicesGrid";
export { TestimonialsSection } from "./TestimonialsSection";
export { TrustedBy } from "./TrustedBy";
