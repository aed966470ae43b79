import { useId, useState, useSyncExternalStore } from "react";
import {
  ALL_COOKIES,
  type CookieConsent,
  currentConsent,
  ESSENTIAL_ONLY,
  onConsentChange,
  saveConsent,
} from "../lib/consent";
import { BannerText, bannerClasses, CategoryList, type OptionalCategory } from "./CookieBannerParts";
import { Button } from "./ui/button";
import { XIcon } from "./ui/icons";

/**
 * The cookie banner (public spec sections 4 and 9): at the bottom of every public screen until the visitor chooses.
 * Compact view with 'Accept All Cookies' and 'Essential Only', a customize view with one toggle per category and
 * 'Save Preferences'. Each choice is stored and closes it; the close icon only hides it for this visit.
 *
 * The Worker's pages carry the same banner from their first byte as a native form (./ServerCookieBanner.tsx, issue
 * 43), which scripts enhance and never replace; this one is for the pages without it (the static ones).
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
          <XIcon aria-hidden="true" className="size-4" />
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
