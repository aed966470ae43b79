import { COMPANY } from "#contract/company";
import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MIN } from "#contract/retention";
import type { PageMeta } from "./types";

/**
 * The three legal pages (public spec: static text, "Last updated: January 2025"). Plain, careful language; the
 * firm's counsel should review before launch. Terms state what the spec requires: candidates pay no fees,
 * employers pay placement fees under separate contracts, Indiana law governs.
 */

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  path: string;
  heading: string;
  meta: PageMeta;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const LAST_UPDATED = "January 2025";

/**
 * The retention periods the privacy policy states: the default of worker/contract/privacy.ts. The page is static
 * (prerendered); when an admin sets another period on /admin/privacy, the screen says this copy must change too
 * (decision 030).
 */
const RETENTION_PERIOD = RETENTION_MONTHS_DEFAULT === 24 ? "two years" : `${RETENTION_MONTHS_DEFAULT} months`;
const RETENTION_MINIMUM = RETENTION_MONTHS_MIN === 12 ? "one year" : `${RETENTION_MONTHS_MIN} months`;

const address = `${COMPANY.name}, ${COMPANY.address.street}, ${COMPANY.address.city}, ${COMPANY.address.region} ${COMPANY.address.postalCode}`;

export const PRIVACY_POLICY: LegalDocument = {
  path: "/privacy-policy",
  heading: "Privacy Policy",
  meta: {
    title: "Privacy Policy",
    description: `How ${COMPANY.name} collects, uses, shares and protects the personal information of candidates, clients and visitors.`,
    keywords: ["privacy policy", "candidate data", "personal information", "data protection"],
  },
  lastUpdated: LAST_UPDATED,
  intro: `${COMPANY.name} ("we", "us") respects your privacy. This policy explains what personal information we collect through this website and our recruiting services, how we use it, and the choices you have.`,
  sections: [
    {
      heading: "Information we collect",
      paragraphs: ["We collect information you give us and a limited amount of information collected automatically:"],
      list: [
        "Contact details: your name, email address, phone number and company.",
        "Career information: your résumé, current position, industry, work history and anything else you choose to tell us.",
        "Messages and booking requests you send through our forms.",
        "Technical information such as your browser type, pages visited and referring site, collected through cookies only with your consent where consent is required (see our Cookie Policy).",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: ["We use personal information to:"],
      list: [
        "Match candidates with suitable opportunities and contact you about them.",
        "Respond to inquiries from employers and candidates and provide our services.",
        "Schedule and confirm consultations.",
        "Send text messages only where you have given the specific consent shown on our forms.",
        "Improve our website and services, and meet our legal obligations.",
      ],
    },
    {
      heading: "When we share information",
      paragraphs: [
        "We never share a candidate's details with an employer without that candidate's explicit consent for the specific opportunity.",
        "We share information with service providers who help us run our business (such as hosting, email and customer-relationship software) under contracts that require them to protect it, and where the law requires us to. We do not sell personal information.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        `We keep candidate profiles, applications and messages for ${RETENTION_PERIOD} after your last activity with us (your last application, message, booking or update), and never less than ${RETENTION_MINIMUM}, the record-keeping period US law sets for employment agencies. After that your name, contact details, résumé and messages are erased automatically, unless a legal obligation or claim requires us to keep them for longer.`,
        "You may ask us at any time for a copy of the information we hold about you, or to delete it. When we delete it at your request, we keep only a one-way code made from your email address and phone number, so that no copy in our other systems brings your information back; if you later apply or write to us again, we treat it as a new request.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        "You may ask to see, correct or delete the personal information we hold about you, withdraw a consent you gave, or opt out of text messages by replying STOP. Residents of some states have additional rights under their state's privacy laws, and we honor them.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "We protect personal information with encryption in transit, access controls limited to staff who need it, and regular review of our safeguards. No system is perfectly secure, and we will notify you as the law requires if a breach affects your information.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        `Questions or requests about your privacy: ${COMPANY.email}, ${COMPANY.phone}, or by mail to ${address}.`,
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  path: "/terms-of-service",
  heading: "Terms of Service",
  meta: {
    title: "Terms of Service",
    description: `The terms for using the ${COMPANY.name} website and candidate services: no fees for candidates, placement fees for employers under separate agreements, Indiana law.`,
    keywords: ["terms of service", "recruiting terms", "candidate fees", "placement fees"],
  },
  lastUpdated: LAST_UPDATED,
  intro: `These terms govern your use of this website and of the candidate services of ${COMPANY.name}. By using the site you agree to them.`,
  sections: [
    {
      heading: "Our services",
      paragraphs: [
        "We provide executive search, permanent placement, contract staffing and related recruiting services to employers, and career representation to candidates. Job listings on this site describe opportunities with our clients; they are not offers of employment, and a listed position may be filled or withdrawn at any time.",
      ],
    },
    {
      heading: "No fees for candidates",
      paragraphs: [
        "Candidates pay no fees of any kind for our services: not for registration, representation, interview preparation or placement. If anyone asks you for money in our name, do not pay and tell us at once.",
      ],
    },
    {
      heading: "Fees for employers",
      paragraphs: [
        "Employers pay placement fees and contract staffing rates as set out in separate written agreements between the employer and us. Nothing on this website is an offer of services to an employer or changes such an agreement; where these terms and an agreement differ, the agreement governs.",
      ],
    },
    {
      heading: "Your information",
      paragraphs: [
        "You agree that what you submit is accurate and yours to share. We handle it as described in our Privacy Policy, and we never share a candidate's details with an employer without the candidate's explicit consent.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: ["You agree not to:"],
      list: [
        "Submit false, misleading or someone else's information.",
        "Use automated means to collect content or submit forms.",
        "Interfere with the site's security or operation.",
        "Use the site for any unlawful purpose.",
      ],
    },
    {
      heading: "Content and figures",
      paragraphs: [
        "Articles, market figures and salary estimates on this site are general information from our own experience and placement data, not professional, legal or financial advice, and not a guarantee of any outcome. The site's content belongs to us and may not be copied for commercial use without permission.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "The website is provided as is. To the extent the law allows, we are not liable for indirect or consequential losses arising from its use, or for decisions made by employers or candidates.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Indiana, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in Hamilton County, Indiana.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms; the date above shows the latest version. Questions: ${COMPANY.email} or ${COMPANY.phone}.`,
      ],
    },
  ],
};

export const COOKIE_POLICY: LegalDocument = {
  path: "/cookie-policy",
  heading: "Cookie Policy",
  meta: {
    title: "Cookie Policy",
    description: `Which cookies and similar storage the ${COMPANY.name} website uses, why, and how to choose which ones you allow.`,
    keywords: ["cookie policy", "cookies", "analytics consent", "privacy choices"],
  },
  lastUpdated: LAST_UPDATED,
  intro:
    "This policy explains the cookies and similar browser storage our website uses and how you control them. Only essential cookies are used until you make a choice in our cookie banner.",
  sections: [
    {
      heading: "What cookies are",
      paragraphs: [
        "Cookies are small text files a website stores in your browser. Similar technologies, such as local storage, work the same way. Some are needed for a site to work; others help the site owner understand how the site is used.",
      ],
    },
    {
      heading: "The cookies we use",
      paragraphs: ["We group cookies into four categories:"],
      list: [
        "Essential: needed for the site to work, such as remembering your cookie choice and keeping staff signed in. Always on.",
        "Analytics: help us understand which pages are useful (for example, page views and time on site). Off unless you allow them.",
        "Functional: remember preferences that make the site easier to use. Off unless you allow them.",
        "Marketing: measure the effect of our advertising. Off unless you allow them.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "When you first visit, our banner lets you accept all cookies, keep only essential ones, or choose category by category. Your choice is stored for one year in a cookie named cookies_accepted and in your browser's local storage. To change it, clear this site's cookies and storage in your browser and the banner will ask again.",
        "Analytics are loaded only after you allow them, and only when the site is configured to use an analytics service.",
      ],
    },
    {
      heading: "Third parties",
      paragraphs: [
        "If you allow analytics, Google Analytics may set its own cookies to count visits. It receives pages viewed and general device information, not the content of forms you submit.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about cookies: ${COMPANY.email}.`],
    },
  ],
};
