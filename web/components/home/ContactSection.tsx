import { type ComponentType, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { HOME_CONTACT } from "../../content/home";
import { staticParts } from "../../lib/static-parts";
import { useDeferredRender } from "../../lib/use-deferred-render";
import type { handOverForm } from "../forms/hand-over";
import { ContactDetails } from "./static-parts";

/** The form as the server wrote it: kept by hydration as plain HTML that posts natively (decision 040). */
const ServerHomeContactForm = staticParts(() => import("../forms/HomeContactForm"))("default");
const loadForm = () => import("../forms/HomeContactForm");

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
          <div className="rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <h3 className="mb-6 text-xl font-semibold text-primary">Send us a message</h3>
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The live form's code, once loaded: its component and the hand-over from the server's form. */
interface LiveForm {
  Form: ComponentType;
  handOverForm: typeof handOverForm;
}

/**
 * The message form, in the page's HTML so it works before and without scripts (it posts to "/"), while its code
 * stays out of the home page's first load: hydration keeps the server's form as it is (a static part), and once it
 * nears the viewport (or a key is pressed) the live form takes its place. The visitor may be typing all along, so
 * the server's form stays in the page until the live one is: both are there for one commit, in which the live form
 * takes the server's current values, focus and caret (web/components/forms/hand-over.ts) and the server's goes, all
 * before the browser handles the next key.
 */
function ContactForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useDeferredRender(anchor);
  const [live, setLive] = useState<LiveForm | null>(null);
  const [handedOver, setHandedOver] = useState(false);

  useEffect(() => {
    if (!near || live) return;
    let cancelled = false;
    // The hand-over code comes with the form's, not with the page.
    void Promise.all([loadForm(), import("../forms/hand-over")]).then(([form, { handOverForm }]) => {
      // A transition: rendering the live form never holds up the visitor's typing.
      if (!cancelled) startTransition(() => setLive({ Form: form.default, handOverForm }));
    });
    return () => {
      cancelled = true;
    };
  }, [near, live]);

  useLayoutEffect(() => {
    if (!live || handedOver) return;
    const forms = anchor.current?.querySelectorAll("form");
    const [serverForm, liveForm] = forms ? [...forms] : [];
    if (serverForm && liveForm) live.handOverForm(serverForm, liveForm);
    // An update from a layout effect is rendered at once, before the browser paints or handles input.
    setHandedOver(true);
  }, [live, handedOver]);

  return (
    // A box of its own (not display: contents), so the viewport observer sees it come near; data-live-form says
    // the live form is in place alone (browser tests wait on it).
    <div ref={anchor} data-live-form={handedOver ? "" : undefined}>
      {handedOver ? null : <ServerHomeContactForm />}
      {live ? <live.Form /> : null}
    </div>
  );
}
