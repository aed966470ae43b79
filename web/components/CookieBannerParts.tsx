import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CookieConsent } from "../lib/consent";
import { Checkbox } from "./ui/form";
import { CookieIcon } from "./ui/icons";

/** What the live banner (./CookieBanner.tsx) and the Worker's (./ServerCookieBanner.tsx) share: their words and look. */

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

/** The classes both banners share, so they look the same. */
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
      <CookieIcon aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block" />
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
