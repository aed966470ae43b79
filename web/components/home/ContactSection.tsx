import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { HOME_CONTACT } from "../../content/home";
import { staticParts } from "../../lib/static-parts";
import { useDeferredRender } from "../../lib/use-deferred-render";
import { ContactDetails } from "./static-parts";

/** The form as the server wrote it: kept by hydration as plain HTML that posts natively (decision 040). */
const ServerHomeContactForm = staticParts(() => import("../forms/HomeContactForm"))("default");
const loadForm = () => import("../forms/HomeContactForm");
const HomeContactForm = lazy(loadForm);

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

/**
 * The message form, in the page's HTML so it works before and without scripts (it posts to "/"), while its code
 * stays out of the home page's first load: hydration keeps the server's form as it is (a static part), and once it
 * nears the viewport (or a key is pressed) the live form takes its place, starting from what the visitor typed into
 * the server's form meanwhile (handed over as the form's posted state, web/lib/posted-form.ts) and with the focus
 * where it was.
 */
function ContactForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useDeferredRender(anchor);
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const focused = useRef<string | null>(null);
  // The server's form and the hand-over's late copy, kept to catch typing that lands while the live form renders.
  const lateTyping = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!near || live) return;
    let cancelled = false;
    // The hand-over code comes with the form's, not with the page.
    void Promise.all([import("../forms/hand-over"), loadForm()]).then(([{ handOverTypedValues, carryLateTyping }]) => {
      const form = anchor.current?.querySelector("form");
      if (cancelled || !form) return;
      handOverTypedValues(client, "homeContact", form);
      lateTyping.current = () => {
        const liveForm = anchor.current?.querySelector("form");
        if (liveForm && liveForm !== form) carryLateTyping(form, liveForm);
      };
      focused.current = form.contains(document.activeElement)
        ? (document.activeElement?.getAttribute("name") ?? null)
        : null;
      // A transition: the server's form stays on screen until the live one is ready, never an empty fallback.
      startTransition(() => setLive(true));
    });
    return () => {
      cancelled = true;
    };
  }, [near, live, client]);

  useLayoutEffect(() => {
    if (live) lateTyping.current?.();
  }, [live]);

  useEffect(() => {
    if (live && focused.current) anchor.current?.querySelector<HTMLElement>(`[name="${focused.current}"]`)?.focus();
  }, [live]);

  return (
    // A box of its own (not display: contents), so the viewport observer sees it come near; data-live-form says
    // the live form is in place (browser tests wait on it).
    <div ref={anchor} data-live-form={live ? "" : undefined}>
      {live ? (
        <Suspense fallback={null}>
          <HomeContactForm />
        </Suspense>
      ) : (
        <ServerHomeContactForm />
      )}
    </div>
  );
}
