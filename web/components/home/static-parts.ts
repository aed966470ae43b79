import { staticParts } from "../../lib/static-parts";

/** The home page's sections with no state of their own, kept as the pre-rendered HTML (decision 011). */
const homePart = staticParts(() => import("./static-sections"));

export const HeroContent = homePart("HeroContent");
export const RecognitionStrip = homePart("RecognitionStrip");
export const TrustedBy = homePart("TrustedBy");
export const MarketSnapshot = homePart("MarketSnapshot");
export const ServicesGrid = homePart("ServicesGrid");
export const AboutSection = homePart("AboutSection");
export const CaseStudyHighlights = homePart("CaseStudyHighlights");
export const LeadershipSection = homePart("LeadershipSection");
export const TestimonialsSection = homePart("TestimonialsSection");
export const JobSeekerIntro = homePart("JobSeekerIntro");
export const ContactDetails = homePart("ContactDetails");
