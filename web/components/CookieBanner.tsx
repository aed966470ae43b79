import { Cookie, X } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import {
  ALL_COOKIES,
  type CookieConsent,
  currentConsent,
  ESSENTIAL_ONLY,
  onConsentChange,
  saveConsent,
} from "../lib/consent";
import { SERVER_BANNER_ID } from "../lib/server-banner";
import { Button } from "./ui/button";
import { Checkbox } from "./ui/form";

export type OptionalCategory = "analytics" | "functional" | "marketing";

export const CATEGORIES: readonly { key: keyof CookieConsent; label: string; description: string }[] = [
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

/** The server banner's close control (./ServerCookieBanner.tsx): a checkbox that hides it without scripts. */
export const HIDE_ID = "cookie-banner-hide";

/** The classes both banners share, so the live one replaces the server's without a visible change. */
export const bannerClasses = {
  section: "fixed inset-x-0 bottom-0 z-50 border-t border-border bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]",
  body: "relative mx-auto max-h-[80dvh] max-w-7xl overflow-y-auto px-4 py-4 sm:px-6 sm:py-5 lg:px-8",
  close: "absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground",
  actions: "mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end",
};

/** The heading and the words of both banners. */
export function BannerText({ headingId, heading }: { headingId: string; heading: string }) {
  return (
    <div className="flex items-start gap-3 pr-10">
      <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block" />
      <div>
        <h2 id={headingId} className="font-semibold text-foreground">
          {heading}
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
  );
}

/** One toggle per category; `control` gives each checkbox its state (the live banner's or a form field's). */
export function CategoryList({ control }: { control: (key: keyof CookieConsent) => Record<string, unknown> }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {CATEGORIES.map(({ key, label, description }): ReactNode => {
        const essential = key === "essential";
        const id = `cookie-category-${key}`;
        return (
          <li key={key} className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Checkbox
              id={id}
              className="mt-0.5"
              disabled={essential}
              aria-describedby={`${id}-description`}
              {...control(key)}
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
}

/**
 * The cookie banner (public spec sections 4 and 9): at the bottom of every public screen until the visitor chooses.
 * Compact view with 'Accept All Cookies' and 'Essential Only', a customize view with one toggle per category and
 * 'Save Preferences'. Each choice is stored and closes it; the close icon only hides it for this visit.
 *
 * The Worker's pages carry the same banner from their first byte as a native form (./ServerCookieBanner.tsx, issue
 * 43): this one replaces it in the same frame, looking the same (and open or hidden as the visitor left it), so it
 * neither flashes nor moves.
 */
export function CookieBanner() {
  // The build cannot know the visitor's choice: rendered in the browser only.
  const undecided = useSyncExternalStore(
    onConsentChange,
    () => currentConsent() === null,
    () => false,
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
    const server = document.getElementById(SERVER_BANNER_ID);
    if (!server) return;
    if (server.querySelector("details[open]")) setCustomizing(true);
    if (server.querySelector<HTMLInputElement>(`#${HIDE_ID}`)?.checked) setDismissed(true);
    server.remove();
  }, []);

  if (!undecided || dismissed) return null;

  function choose(consent: CookieConsent) {
    saveConsent(consent);
  }

  return (
    <section aria-labelledby={headingId} className={bannerClasses.section}>
      <div className={bannerClasses.body}>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label="Close cookie banner"
          className={bannerClasses.close}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        <BannerText headingId={headingId} heading={customizing ? "Cookie preferences" : "We value your privacy"} />

        {customizing && (
          <CategoryList
            control={(key) => ({
              checked: key === "essential" ? true : choices[key as OptionalCategory],
              onChange: (event: { currentTarget: HTMLInputElement }) => {
                const checked = event.currentTarget.checked;
                setChoices((current) => ({ ...current, [key]: checked }));
              },
            })}
          />
        )}

        <div className={bannerClasses.actions}>
          {customizing ? (
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
          <Button className="col-span-2" onClick={() => choose(ALL_COOKIES)}>
            Accept All Cookies
          </Button>
        </div>
      </div>
    </section>
  );
}
