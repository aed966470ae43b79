import type { ReactNode } from "react";
import { COMPANY } from "#contract/company";
import ContactPageForm from "../../components/forms/ContactPageForm";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, TimerIcon } from "../../components/ui/icons";
import { CONTACT_PAGE } from "../../content/contact";
import { addressLine, phoneHref } from "../../lib/company";
import { PageHead } from "../../lib/head";

/** /contact: the firm's contact details on the left, the message form on the right (public spec section 2). */
export default function ContactPage() {
  return (
    <>
      <PageHead
        title={`Contact Us | ${COMPANY.name}`}
        description={`Contact ${COMPANY.name} in ${COMPANY.address.city}, Indiana: call ${COMPANY.phone}, email ${COMPANY.email}, or send a message. Average response time 15 minutes during business hours.`}
        keywords={[
          "contact a recruiter",
          "staffing agency contact",
          "executive search firm",
          `recruiters in ${COMPANY.address.city}`,
          "hire talent",
        ]}
        breadcrumb="Contact Us"
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{CONTACT_PAGE.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{CONTACT_PAGE.intro}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <aside
            aria-labelledby="contact-panel-heading"
            className="surface-dark rounded-xl bg-primary p-6 text-white sm:p-8"
          >
            <h2 id="contact-panel-heading" className="text-xl font-semibold">
              {CONTACT_PAGE.panelHeading}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-navy-200">{CONTACT_PAGE.panelText}</p>
            <ul className="mt-6 space-y-5 text-sm">
              <ContactLine icon={<PhoneIcon className="size-5" />} label="Phone">
                <a href={phoneHref()} className="underline-offset-4 hover:underline">
                  {COMPANY.phone}
                </a>
              </ContactLine>
              <ContactLine icon={<MailIcon className="size-5" />} label="Email">
                <a href={`mailto:${COMPANY.email}`} className="break-all underline-offset-4 hover:underline">
                  {COMPANY.email}
                </a>
              </ContactLine>
              <ContactLine icon={<MapPinIcon className="size-5" />} label="Office">
                <address className="not-italic">{addressLine()}</address>
              </ContactLine>
              <ContactLine icon={<ClockIcon className="size-5" />} label="Hours">
                {COMPANY.hours}
              </ContactLine>
            </ul>
            <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-accent">
              <TimerIcon aria-hidden="true" className="size-4" />
              {CONTACT_PAGE.responseTime}
            </p>
          </aside>
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 id="contact-form-heading" className="text-xl font-semibold text-primary">
              {CONTACT_PAGE.formHeading}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Fields marked * are required.</p>
            <div className="mt-6">
              <ContactPageForm />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent"
      >
        {icon}
      </span>
      <div>
        <p className="text-xs font-semibold tracking-wide text-navy-200 uppercase">{label}</p>
        <div className="mt-0.5 text-white">{children}</div>
      </div>
    </li>
  );
}
