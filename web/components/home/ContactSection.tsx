import { lazy } from "react";
import { HOME_CONTACT } from "../../content/home";
import { DeferredCard } from "../marketing/DeferredCard";
import { ContactDetails } from "./static-parts";

const HomeContactForm = lazy(() => import("../forms/HomeContactForm"));

/** How to reach the firm (a static part) beside the message form. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-muted py-16 sm:py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-[0.16em] text-primary/70 uppercase">Contact</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            {HOME_CONTACT.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{HOME_CONTACT.intro}</p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <ContactDetails />
          <DeferredCard className="lg:col-span-3">
            <h3 className="mb-6 text-xl font-semibold text-primary">Send us a message</h3>
            <HomeContactForm />
          </DeferredCard>
        </div>
      </div>
    </section>
  );
}
