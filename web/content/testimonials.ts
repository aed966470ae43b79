/**
 * What clients and candidates say (public spec: Testimonial). Shown with initials, never with stock photographs.
 * The first three are the featured ones on the home and testimonials pages.
 */

export type TestimonialCategory = "Executive Search" | "Permanent Placement" | "Contract Staffing" | "Candidate";

export interface Testimonial {
  id: string;
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
  author: string;
  title: string;
  company: string;
  /** What the firm placed or did, e.g. "Placed: Chief Financial Officer". */
  placement: string;
  category: TestimonialCategory;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "cfo-manufacturer",
    rating: 5,
    quote:
      "We had run two searches for a CFO on our own and come up empty. Talent Partners came back in three weeks with four candidates, and every one of them could have done the job. Our CFO has now been with us four years.",
    author: "Jennifer Walsh",
    title: "Chief Executive Officer",
    company: "Midwest industrial manufacturer",
    placement: "Placed: Chief Financial Officer",
    category: "Executive Search",
  },
  {
    id: "engineering-team",
    rating: 5,
    quote:
      "They took the time to understand how our engineering team actually works before sending a single résumé. Seven hires in one quarter, and not one of them has left.",
    author: "Marcus Thompson",
    title: "VP of Engineering",
    company: "Series C software company",
    placement: "Placed: 7 software engineers",
    category: "Permanent Placement",
  },
  {
    id: "candidate-director",
    rating: 5,
    quote:
      "My recruiter prepared me for every interview, told me honestly where I stood, and negotiated an offer I would not have asked for myself. I never paid a cent for any of it.",
    author: "Sarah Mitchell",
    title: "Director of Finance",
    company: "Regional healthcare network",
    placement: "Placed as Director of Finance",
    category: "Candidate",
  },
  {
    id: "contract-erp",
    rating: 5,
    quote:
      "Our ERP go-live needed twelve specialists for six months, on short notice. They were on site in two weeks, and three of them are now permanent members of our team.",
    author: "Robert Chen",
    title: "Director of IT",
    company: "National distribution company",
    placement: "Contract team of 12, three converted to hire",
    category: "Contract Staffing",
  },
  {
    id: "cno-hospital",
    rating: 5,
    quote:
      "Hiring a chief nursing officer is a decision the whole hospital lives with. Their research was thorough, their references were real conversations, and the board was unanimous.",
    author: "Dr. Lisa Hernandez",
    title: "President",
    company: "Community hospital, Texas",
    placement: "Placed: Chief Nursing Officer",
    category: "Executive Search",
  },
  {
    id: "candidate-engineer",
    rating: 5,
    quote:
      "I told them I wanted a remote role with real ownership, and that is the only kind of job they sent me. Two interviews, one offer, and a 20% raise.",
    author: "James Patterson",
    title: "Senior Data Engineer",
    company: "Financial services firm",
    placement: "Placed as Senior Data Engineer",
    category: "Candidate",
  },
  {
    id: "controller",
    rating: 4,
    quote:
      "The search took a little longer than we hoped because we changed the brief halfway. They adjusted without complaint, and the controller they found has been excellent.",
    author: "Karen Ostrowski",
    title: "Chief Financial Officer",
    company: "Family-owned food producer",
    placement: "Placed: Corporate Controller",
    category: "Permanent Placement",
  },
  {
    id: "seasonal",
    rating: 5,
    quote:
      "Every fall we need forty extra people in our fulfillment centers. For three seasons now they have been trained, on time and ready on day one.",
    author: "Anthony Russo",
    title: "Operations Manager",
    company: "E-commerce retailer",
    placement: "Seasonal staffing, 40 associates a year",
    category: "Contract Staffing",
  },
  {
    id: "candidate-plant-manager",
    rating: 5,
    quote:
      "After nineteen years at one company I had no idea how to look for a job. They helped me rewrite my résumé, practiced interviews with me and stayed in touch after I started.",
    author: "Daniel Brooks",
    title: "Plant Manager",
    company: "Automotive components supplier",
    placement: "Placed as Plant Manager",
    category: "Candidate",
  },
];

/** The three shown first (home page and the top of the testimonials page). */
export const FEATURED_TESTIMONIALS = TESTIMONIALS.slice(0, 3);

/** The average star rating over all testimonials, to one decimal, e.g. "4.9". */
export function averageRating(testimonials: readonly Testimonial[] = TESTIMONIALS): string {
  const total = testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0);
  return (total / testimonials.length).toFixed(1);
}
