import type { ReactNode } from "react";
import { COMPANY } from "#contract/company";
import { CONTACT_EMAILS, OFFICE_HOURS, OFFICE_TIME_ZONE_NOTE } from "../../content/contact";
import { addressLine, phoneHref } from "../../lib/company";
import { SocialLinks } from "../SocialLinks";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "../ui/icons";

const link = "rounded-sm font-medium text-white underline-offset-4 hover:underline";

/** How to reach the firm: phone, email, office, hours and social profiles, on a dark card. */
export function ContactDetails() {
  return (
    <div className="surface-dark rounded-2xl bg-primary p-6 text-white sm:p-8 lg:col-span-2">
      <ul className="space-y-6">
        <ContactItem icon={PhoneIcon} label="Phone">
          <a href={phoneHref()} className={link}>
            {COMPANY.phone}
          </a>
        </ContactItem>
        <ContactItem icon={MailIcon} label="Email">
          {CONTACT_EMAILS.map((email) => (
            <span key={email.address} className="block not-first:mt-2">
              <a href={`mailto:${email.address}`} className={`${link} break-all`}>
                {email.address}
              </a>
              <span className="block text-sm text-navy-200">{email.label}</span>
            </span>
          ))}
        </ContactItem>
        <ContactItem icon={MapPinIcon} label="Office">
          <address className="not-italic">{addressLine()}</address>
        </ContactItem>
        <ContactItem icon={ClockIcon} label="Hours">
          <dl className="space-y-1">
            {OFFICE_HOURS.map((row) => (
              <div key={row.days} className="flex justify-between gap-4">
                <dt className="text-navy-200">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-navy-200">{OFFICE_TIME_ZONE_NOTE}</p>
        </ContactItem>
      </ul>
      <div className="mt-8 border-t border-white/15 pt-6">
        <p className="text-sm font-semibold">Follow us</p>
        <SocialLinks className="mt-3" />
      </div>
    </div>
  );
}

function ContactItem({ icon: Icon, label, children }: { icon: typeof PhoneIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold tracking-wider text-navy-200 uppercase">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
