import { useEffect, useRef } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { COMPANY } from "../../../worker/contract/company";
import { ADMIN_NAV } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { Toaster } from "../ui/toast";
import { MAIN_ID, SkipLink } from "./SkipLink";

/**
 * The back office's own frame, loaded only on /admin routes (its own chunk): a top bar with the firm name, the
 * areas of the back office, and the page. The access check and the Logout button come with the sign-in work.
 */
export default function AdminLayout() {
  const nav = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tab row scrolls sideways: keep the current area in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="surface-dark bg-primary text-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link to="/admin/content" className="rounded-sm font-bold">
            <span className="sm:hidden">{COMPANY.shortName}</span>
            <span className="hidden sm:inline">{COMPANY.name}</span>
          </Link>
          <span className="shrink-0 rounded bg-white/10 px-2 py-0.5 text-xs font-semibold tracking-wider text-navy-200 uppercase">
            Back office
          </span>
          <Link
            to="/"
            className="ml-auto shrink-0 rounded-sm text-sm text-navy-200 underline-offset-4 hover:text-white hover:underline"
          >
            View site
          </Link>
        </div>
      </header>
      <nav aria-label="Back office" className="border-b border-border bg-white">
        <ul ref={nav} className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8">
          {ADMIN_NAV.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    "-mb-px inline-flex h-12 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap",
                    isActive
                      ? "border-primary text-primary"
                      : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
