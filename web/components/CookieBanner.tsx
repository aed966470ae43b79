import { Cookie, X } from "lucide-react";
import { useId, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { CONSENT_FORM_ACTION } from "../../worker/contract/cookie-consent";
import {
  ALL_COOKIES,
  type CookieConsent,
  currentConsent,
  ESSENTIAL_ONLY,
  onConsentChange,
  saveConsent,
} from "../lib/consent";
import { SERVER_BANNER_ID } from "../lib/server-banner";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";
import { Checkbox } from "./ui/form";

type OptionalCategory = "analytics" | "functional" | "marketing";

const CATEGORIES: readonly { key: keyof CookieConsent; label: string; description: string }[] = [
  {
    key: "essential",
    label: "Essential",
    description: "Needed for the site to work: security, your cookie choice, forms. Always on.",
  },
  {
    key: "analytics",
    label: "Analytics",
    description: "Google Analytics, to learn which pages help visitors and improve them.",
  },
  {
    key: "functional",
    label: "Functional",
    description: "Remember preferences such as searches, to make return visits easier.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description: "Measure our advertising campaigns and show relevant ads elsewhere.",
  },
];

/** The server banner's close control: a checkbox that hides it without scripts. */
const HIDE_ID = "cookie-banner-hide";

const closeClass = "absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground";

/**
 * The cookie banner (public spec sections 4 and 9): at the bottom of every public screen until the visitor chooses.
 * Compact view with 'Accept All Cookies' and 'Essential Only', a customize view with one toggle per category and
 * 'Save Preferences'. Each choice is stored and closes it; the close icon only hides it for this visit.
 *
 * `native`: the same banner as the markup the Worker puts in its pages from the first byte (issue 43), which works
 * without scripts: a form posting the choice (worker/site/consent-routes.ts), the categories in a `details`, the
 * close icon a checkbox that hides it by CSS. Once the page's scripts run, the live banner replaces it in the same
 * frame, looking the same (and open or hidden as the visitor left it), so it neither flashes nor moves.
 */
export function CookieBanner({ native = false }: { native?: boolean }) {
  const undecided = useSyncExternalStore(
    onConsentChange,
    () => currentConsent() === null,
    () => native,
  );
  const [dismissed, setDismissed] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [choices, setChoices] = useState<Record<OptionalCategory, boolean>>({
    analytics: false,
    functional: false,
    marketing: false,
  });
  const headingId = useId();

  useLayoutEffect(() => {
    if (native) return;
    const server = document.getElementById(SERVER_BANNER_ID);
    if (!server) return;
    if (server.querySelector("details[open]")) setCustomizing(true);
    if (server.querySelector<HTMLInputElement>(`#${HIDE_ID}`)?.checked) setDismissed(true);
    server.remove();
  }, [native]);

  if (!undecided || dismissed) return null;

  function choose(consent: CookieConsent) {
    saveConsent(consent);
  }

  const Body = native ? "form" : "div";
  const categories = (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {CATEGORIES.map(({ key, label, description }) => {
        const essential = key === "essential";
        const id = `cookie-category-${key}`;
        const state = native
          ? { name: essential ? undefined : key, defaultChecked: essential }
          : {
              checked: essential ? true : choices[key as OptionalCategory],
              onChange: (event: { currentTarget: HTMLInputElement }) => {
                const checked = event.currentTarget.checked;
                setChoices((current) => ({ ...current, [key]: checked }));
              },
            };
        return (
          <li key={key} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Checkbox
              id={id}
              className="mt-0.5"
              disabled={essential}
              aria-describedby={`${id}-description`}
              {...state}
            />
            <div>
              <label htmlFor={id} className="text-sm font-medium text-foreground">
                {label}
                {essential && <span className="ml-2 text-xs font-normal text-muted-foreground">(always on)</span>}
              </label>
              <p id={`${id}-description`} className="text-xs text-muted-foreground">
                {description}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );

  return (
    <section
      id={native ? SERVER_BANNER_ID : undefined}
      aria-labelledby={headingId}
      className={cn(
        "fixed inset-x-0 bottom-0 z-50 border-t border-border bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]",
        native && "has-[#cookie-banner-hide:checked]:hidden",
      )}
    >
      <Body
        className="relative mx-auto max-h-[80dvh] max-w-7xl overflow-y-auto px-4 py-4 sm:px-6 sm:py-5 lg:px-8"
        {...(native ? { method: "post", action: CONSENT_FORM_ACTION } : {})}
      >
        {native ? (
          <label className={cn(closeClass, "has-focus-visible:outline-2 has-focus-visible:outline-ring")}>
            <input id={HIDE_ID} type="checkbox" className="sr-only" aria-label="Close cookie banner" />
            <X aria-hidden="true" className="size-4" />
          </label>
        ) : (
          <button
            type="button"
            onClick={() => setDismissed(true)}
            aria-label="Close cookie banner"
            className={closeClass}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
        <div className="flex items-start gap-3 pr-10">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block" />
          <div>
            <h2 id={headingId} className="font-semibold text-foreground">
              {customizing ? "Cookie preferences" : "We value your privacy"}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              We use essential cookies to run this site. With your permission we also use analytics, functional and
              marketing cookies. Read our{" "}
              <Link to="/cookie-policy" className="text-primary underline underline-offset-2">
                Cookie Policy
              </Link>
              .
            </p>
          </div>
        </div>

        {customizing && categories}

        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          {native ? (
            <>
              <details className="open:order-first open:col-span-2 sm:open:basis-full">
                <Button
                  asChild
                  variant="outline"
                  className="w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden"
                >
                  <summary>Customize</summary>
                </Button>
                {categories}
                <Button type="submit" name="choice" value="custom" variant="outline" className="mt-3">
                  Save Preferences
                </Button>
              </details>
              <Button type="submit" name="choice" value="essential" variant="outline">
                Essential Only
              </Button>
            </>
          ) : customizing ? (
            <>
              <Button variant="outline" onClick={() => setCustomizing(false)}>
                Back
              </Button>
              <Button variant="outline" onClick={() => choose({ essential: true, ...choices })}>
                Save Preferences
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setCustomizing(true)}>
                Customize
              </Button>
              <Button variant="outline" onClick={() => choose(ESSENTIAL_ONLY)}>
                Essential Only
              </Button>
            </>
          )}
          <Button
            className="col-span-2"
            {...(native ? { type: "submit", name: "choice", value: "all" } : { onClick: () => choose(ALL_COOKIES) })}
          >
            Accept All Cookies
          </Button>
        </div>
      </Body>
    </section>
  );
}
