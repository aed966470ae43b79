/**
 * Every navigation list of the site, typed, in one place: the header, the mobile drawer and the footer all read
 * from here, so a page added or renamed changes once.
 */

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: readonly NavLink[];
}

export const SERVICES_NAV: NavGroup = {
  label: "Services",
  links: [
    { label: "Permanent Placement", to: "/services/permanent-placement" },
    { label: "Contract Staffing", to: "/services/contract-staffing" },
    { label: "Executive Search", to: "/services/executive-search" },
    { label: "Industry Specializations", to: "/services/industry-specializations" },
  ],
};

export const COMPANY_NAV: NavGroup = {
  label: "Company",
  links: [
    { label: "About Us", to: "/company/about" },
    { label: "Leadership Team", to: "/company/leadership" },
    { label: "Company History", to: "/company/history" },
    { label: "Testimonials", to: "/company/testimonials" },
  ],
};

/** The header's drop-down menus, in order. */
export const MENU_GROUPS: readonly NavGroup[] = [SERVICES_NAV, COMPANY_NAV];

/** The header's plain links after the menus. */
export const MAIN_LINKS: readonly NavLink[] = [
  { label: "Job Listings", to: "/jobs" },
  { label: "For Candidates", to: "/candidates" },
  { label: "Resources", to: "/resources" },
  { label: "Contact", to: "/contact" },
];

export const SUBMIT_RESUME: NavLink = { label: "Submit Resume", to: "/apply" };
/** The employers' call to action: in the footer and the phone's menu, beside Submit Resume. */
export const BOOK_CONSULTATION: NavLink = { label: "Book a Consultation", to: "/book" };
export const LOGIN: NavLink = { label: "Login", to: "/login" };

/** The footer's third column. */
export const RESOURCES_NAV: NavGroup = {
  label: "Resources",
  links: [
    { label: "Job Listings", to: "/jobs" },
    { label: "For Candidates", to: "/candidates" },
    { label: "Resources", to: "/resources" },
    BOOK_CONSULTATION,
    SUBMIT_RESUME,
    { label: "Contact", to: "/contact" },
  ],
};

/** The footer's columns, in order. */
export const FOOTER_GROUPS: readonly NavGroup[] = [SERVICES_NAV, COMPANY_NAV, RESOURCES_NAV];

/**
 * The id of a footer column. The header's menu buttons are links to it, so that without scripts (or before them) a
 * tap on "Services" or on the phone's menu button lands on the same links in the footer.
 */
export const footerColumnId = (group: NavGroup) => `footer-${group.label}`;

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookie-policy" },
  { label: "About", to: "/company/about" },
];
