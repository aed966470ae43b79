import { useId } from "react";
import { CONSENT_FORM_ACTION } from "#contract/cookie-consent";
import { SERVER_BANNER_ID } from "../lib/server-banner";
import { cn } from "../lib/utils";
import { BannerText, bannerClasses, CategoryList, HIDE_ID } from "./CookieBannerParts";
import { Button } from "./ui/button";
import { XIcon } from "./ui/icons";

/**
 * The cookie banner as the Worker puts it in its pages from their first byte, for a visitor who has not chosen
 * (issue 43; rendered once by the build, web/entry-server.tsx, never in the browser): the live banner's look as a
 * form that works without scripts. The choice posts to the Worker (worker/site/consent-routes.ts); the categories
 * open in a `details`; the close icon is a checkbox that hides the banner by CSS for this page. Once the page's
 * scripts run, a choice is saved without posting (web/components/layout/PublicLayout.tsx); the live banner
 * (./CookieBanner.tsx) is only for pages without this one.
 */
export function ServerCookieBanner() {
  const headingId = useId();
  return (
    <section
      id={SERVER_BANNER_ID}
      aria-labelledby={headingId}
      className={cn(bannerClasses.section, "has-[#cookie-banner-hide:checked]:hidden")}
    >
      <form className={bannerClasses.body} method="post" action={CONSENT_FORM_ACTION}>
        <label className={cn(bannerClasses.close, "has-focus-visible:outline-2 has-focus-visible:outline-ring")}>
          <input id={HIDE_ID} type="checkbox" className="sr-only" aria-label="Close cookie banner" />
          <XIcon aria-hidden="true" className="size-4" />
        </label>
        <BannerText headingId={headingId} heading="We value your privacy" />
        <div className={bannerClasses.actions}>
          <details className="open:order-first open:col-span-2 sm:open:basis-full">
            <Button
              asChild
              variant="outline"
              className="w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden"
            >
              <summary>Customize</summary>
            </Button>
            <CategoryList control={(key) => (key === "essential" ? { defaultChecked: true } : { name: key })} />
            <Button type="submit" name="choice" value="custom" variant="outline" className="mt-3">
              Save Preferences
            </Button>
          </details>
          <Button type="submit" name="choice" value="essential" variant="outline">
            Essential Only
          </Button>
          <Button type="submit" name="choice" value="all" className="col-span-2">
            Accept All Cookies
          </Button>
        </div>
      </form>
    </section>
  );
}
