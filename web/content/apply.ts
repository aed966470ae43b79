import { BadgeDollarSignIcon, ClipboardCheckIcon, ShieldCheckIcon, type SiteIcon } from "../components/ui/icons";

/** The /apply page's three info blocks (public spec section 2: what to expect, confidentiality, no fees). */
export interface ApplyInfoBlock {
  icon: SiteIcon;
  title: string;
  text: string;
}

export const APPLY_INTRO =
  "Share your background once and a specialist recruiter in your field will match you with roles that fit, including positions that are never advertised.";

export const APPLY_INFO_BLOCKS: readonly ApplyInfoBlock[] = [
  {
    icon: ClipboardCheckIcon,
    title: "What to expect",
    text: "A recruiter reviews your information and contacts you within 48 hours to talk about your goals, your experience and the opportunities that fit.",
  },
  {
    icon: ShieldCheckIcon,
    title: "Confidentiality",
    text: "Your details stay with us. We never share your resume or contact information with an employer without your explicit consent.",
  },
  {
    icon: BadgeDollarSignIcon,
    title: "No fees, ever",
    text: "Our services are free for candidates. Hiring companies pay our placement fees, so you never pay to work with us.",
  },
];
