import { Link } from "react-router";
import { COMPANY } from "#contract/company";
import { FOOTER_GROUPS, footerColumnId, LEGAL_LINKS, type NavLink } from "../../content/navigation";
import { addressLine, phoneHref, yearsInBusiness } from "../../lib/company";
import { SocialLinks } from "../SocialLinks";
import { Logo } from "./Logo";

const footerLink = "rounded-sm text-navy-200 transition-colors hover:text-white hover:underline underline-offset-4";

/**
 * The public site's footer: link columns, social links, contact line, legal links and the years-in-business line. A
 * static part of the layout (web/lib/static-parts.tsx): the year and the years in business are those of the build.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark bg-navy-950 text-sm text-navy-200">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-5">
          <div className="col-span-2">
            <Logo inverse />
            <p className="mt-5 max-w-sm leading-relaxed">
              Executive search, permanent placement and contract staffing for companies across the United States.
            </p>
            <p className="mt-3 font-semibold text-white">
              Over {yearsInBusiness()} years of placing leaders since {COMPANY.foundedYear}
            </p>
            <SocialLinks className="mt-6" />
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.label} aria-labelledby={footerColumnId(group)}>
              <h2
                id={footerColumnId(group)}
                className="scroll-mt-20 text-xs font-semibold tracking-[0.14em] text-white uppercase"
              >
                {group.label}
              </h2>
              <FooterLinks links={group.links} className="mt-4 space-y-2.5" />
            </nav>
          ))}
        </div>

        <address className="mt-12 flex flex-col gap-x-6 gap-y-2 border-t border-white/10 pt-8 not-italic sm:flex-row sm:flex-wrap">
          <span>{addressLine()}</span>
          <a href={phoneHref()} className={footerLink}>
            {COMPANY.phone}
          </a>
          <a href={`mailto:${COMPANY.email}`} className={footerLink}>
            {COMPANY.email}
          </a>
        </address>

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {COMPANY.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <FooterLinks links={LEGAL_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
