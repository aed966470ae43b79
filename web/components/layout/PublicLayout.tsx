import { Outlet } from "react-router";
import { PageTracking } from "../analytics/PageTracking";
import { CookieBanner } from "../CookieBanner";
import { Toaster } from "../ui/toast";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { MAIN_ID, SkipLink } from "./SkipLink";

/** The frame of every public page (and the 404): skip link, header, the page, footer, cookie banner, page tracking. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
      <Toaster />
      <PageTracking />
    </div>
  );
}
