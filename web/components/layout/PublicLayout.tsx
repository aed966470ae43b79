import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { SERVER_BANNER_ID } from "../../lib/server-banner";
import { staticParts } from "../../lib/static-parts";
import { whenIdle } from "../../lib/when-idle";
import { Toaster } from "../ui/toast";
import { SiteHeader } from "./SiteHeader";
import { MAIN_ID, SkipLink } from "./SkipLink";

// Not needed for the first paint: loaded once the browser is idle, so they stay out of the first load. The live
// banner only where the Worker did not put its own in the page (the static pages), which needs no take-over.
const CookieBanner = lazy(async () => ({ default: (await import("../CookieBanner")).CookieBanner }));
const PageTracking = lazy(async () => ({ default: (await import("../analytics/PageTracking")).PageTracking }));
// The same on every page: kept as pre-rendered, and across client-side navigations, since the layout stays. Where
// the browser renders the page, the footer's code waits until it nears the viewport.
const SiteFooter = staticParts(() => import("./SiteFooter"), { placeholderUntilNear: "min-h-96 bg-navy-950" })(
  "SiteFooter",
);

/** The frame of every public page (and the 404): skip link, header, the page, footer, cookie banner, page tracking. */
export function PublicLayout() {
  const serverBanner = useServerBannerChoice();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <WhenIdle>
        {!serverBanner && <CookieBanner />}
        <PageTracking />
      </WhenIdle>
    </div>
  );
}

/**
 * From hydration on, a choice made in the banner the Worker put in the page is saved here like the live banner's,
 * without posting the form: the page stays as it is. What saves it is loaded on that choice, not with the page.
 * Whether the page came with that banner: it stays the page's banner (across client-side navigations too, being
 * outside the app's root) until the visitor chooses.
 */
function useServerBannerChoice(): boolean {
  // Read once, at hydration: the layout stays mounted while the visitor moves around the site.
  const [serverBanner] = useState(
    () => typeof document !== "undefined" && document.getElementById(SERVER_BANNER_ID) !== null,
  );
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>(`#${SERVER_BANNER_ID} form`);
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void import("../../lib/server-banner-choice").then((m) => m.saveServerBannerChoice(form!, event.submitter));
    };
    form?.addEventListener("submit", onSubmit);
    return () => form?.removeEventListener("submit", onSubmit);
  }, []);
  return serverBanner;
}

/** Renders its children once the browser is first idle after the page has rendered (never on the server). */
function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}
