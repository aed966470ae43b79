import { Bell, LogOut, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { areaOfAdminPath } from "../../../../worker/contract/access";
import { COMPANY } from "../../../../worker/contract/company";
import { ACCOUNT_PAGE } from "../../../content/account";
import { ADMIN_NAV } from "../../../content/admin-navigation";
import { NOTIFICATIONS_PAGE } from "../../../content/notifications";
import { logout, useSession } from "../../../lib/session";
import { cn } from "../../../lib/utils";
import { MAIN_ID, SkipLink } from "../../layout/SkipLink";
import { Toaster } from "../../ui/toast";
import { useUnreadCount } from "../inbox/inbox-queries";
import { useNotificationUnreadCount } from "../notifications/notification-queries";
import { AdminGuard } from "./AdminGuard";

/**
 * The back office's own frame, loaded only on /admin routes (its own chunk): a top bar with the firm name, the
 * signed-in user (a link to their account page) and Logout, the areas this user may use, and the page behind the protection wrapper.
 */
export default function AdminLayout() {
  const nav = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession({ check: true });
  const areas = session.status === "signed-in" ? session.areas : [];
  const links = ADMIN_NAV.filter((link) => areas.includes(areaOfAdminPath(link.to) ?? ""));
  // Only users who may read the inbox ask for its count.
  const unread = useUnreadCount(areas.includes("inbox"));
  const notifications = useNotificationUnreadCount(session.status === "signed-in");
  // On a phone the tab row scrolls sideways: keep the current area in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each navigation, which moves the current tab
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
          <span className="hidden shrink-0 rounded bg-white/10 px-2 py-0.5 text-xs sm:inline font-semibold tracking-wider text-navy-200 uppercase">
            Back office
          </span>
          <Link
            to="/"
            className="ml-auto shrink-0 rounded-sm text-sm text-navy-200 underline-offset-4 hover:text-white hover:underline"
          >
            View site
          </Link>
          {session.user && (
            <>
              <Link
                to="/admin/notifications"
                className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
                data-testid="notification-bell"
              >
                <Bell className="size-5" aria-hidden />
                <span className="sr-only">{NOTIFICATIONS_PAGE.bell}</span>
                {Boolean(notifications.data) && (
                  <span
                    className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 py-0.5 text-center text-xs leading-none font-semibold text-white"
                    data-testid="notification-count"
                  >
                    {notifications.data! > 99 ? "99+" : notifications.data}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Link>
              <Link
                to={ACCOUNT_PAGE.path}
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm text-navy-200 hover:bg-white/10 hover:text-white"
                aria-label={`${ACCOUNT_PAGE.menuLabel} (${session.user.username})`}
                data-testid="admin-username"
              >
                <UserRound className="size-5 sm:size-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">{session.user.username}</span>
              </Link>
              <button
                type="button"
                onClick={async () => {
                  // Leave the back office first, so its guard does not see the ended session and send us to /login.
                  await navigate("/");
                  await logout();
                }}
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-white/40 px-3 text-sm font-medium hover:bg-white/10"
              >
                <LogOut className="size-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">Logout</span>
              </button>
            </>
          )}
        </div>
      </header>
      <nav aria-label="Back office" className="border-b border-border bg-white">
        <ul ref={nav} className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8">
          {links.map((link) => (
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
                {areaOfAdminPath(link.to) === "inbox" && Boolean(unread.data) && (
                  <span
                    className="ml-1.5 rounded-full bg-red-700 px-1.5 py-0.5 text-xs leading-none font-semibold text-white"
                    data-testid="unread-badge"
                  >
                    {unread.data}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <AdminGuard session={session}>
          <Outlet />
        </AdminGuard>
      </main>
      <Toaster />
    </div>
  );
}
