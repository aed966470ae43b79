import { Bell, LogOut, Menu, Search, UserRound } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { COMPANY } from "#contract/company";
import { ACCOUNT_PAGE } from "../../../content/account";
import { EMAIL_NOT_CONNECTED_BANNER } from "../../../content/deliveries";
import { NOTIFICATIONS_PAGE } from "../../../content/notifications";
import { logout, useSession } from "../../../lib/session";
import { MAIN_ID, SkipLink } from "../../layout/SkipLink";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "../../ui/sheet";
import { Toaster } from "../../ui/toast";
import { useUnreadCount } from "../inbox/inbox-queries";
import { useNotificationUnreadCount } from "../notifications/notification-queries";
import { AdminGuard } from "./AdminGuard";
import { AdminNav, reachableSections } from "./AdminNav";
import { CommandPalette } from "./CommandPalette";

const headerButton = "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm hover:bg-white/10";

/**
 * The back office's own frame, loaded only on /admin routes (its own chunk): a top bar with the firm name, the
 * palette's Go to button, the bell, the signed-in user (a link to their account page) and Logout; the sections this
 * user may use in groups, as a sidebar on wide screens and a menu on phones; and the page behind the protection
 * wrapper. The page's column never widens the document: a wide table scrolls inside its panel.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession({ check: true });
  const areas = session.status === "signed-in" ? session.areas : [];
  const sections = reachableSections(areas);
  const [menuOpen, setMenuOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const paletteOpener = useRef<HTMLElement | null>(null);
  const openPalette = useCallback(() => {
    paletteOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPaletteOpen(true);
  }, []);
  // Only users who may read the inbox ask for its count.
  const unread = useUnreadCount(areas.includes("inbox"));
  const notifications = useNotificationUnreadCount(session.status === "signed-in");
  const signedIn = Boolean(session.user);

  // Ctrl-K (Cmd-K on a Mac) opens the palette from anywhere in the back office; it shows once signed in.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openPalette();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [openPalette]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (Back included) closes the phone's menu
  useEffect(() => setMenuOpen(false), [pathname]);

  // A navigation that took away the focused control (the guard's redirect to the account page, a page left from a
  // dialog) leaves the keyboard's focus on the body: it goes to the page's main region instead. Not on first load.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) document.getElementById(MAIN_ID)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="surface-dark sticky top-0 z-40 bg-primary text-white">
        <div className="flex h-14 items-center gap-1 px-3 sm:gap-2 sm:px-4">
          {signedIn && (
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger className={`${headerButton} lg:hidden`} data-testid="admin-menu-button">
                <Menu className="size-5" aria-hidden />
                Menu
              </SheetTrigger>
              <SheetContent side="left" closeLabel="Close menu" className="overflow-y-auto pb-6">
                <SheetHeader>
                  <SheetTitle>Back office</SheetTitle>
                </SheetHeader>
                <nav aria-label="Back office" className="px-2">
                  <AdminNav sections={sections} unread={unread.data} onNavigate={() => setMenuOpen(false)} />
                  <Link to="/" className="mt-3 block px-3 text-sm text-muted-foreground underline underline-offset-4">
                    View site
                  </Link>
                </nav>
              </SheetContent>
            </Sheet>
          )}
          <Link to="/admin" className="min-w-0 truncate rounded-sm px-1 font-bold">
            <span className="sm:hidden">{COMPANY.shortName}</span>
            <span className="hidden sm:inline">{COMPANY.name}</span>
          </Link>
          <span className="hidden shrink-0 rounded bg-white/10 px-2 py-0.5 text-xs font-semibold tracking-wider text-navy-200 uppercase md:inline">
            Back office
          </span>
          <span className="ml-auto" />
          {session.user && (
            <>
              <button
                type="button"
                onClick={openPalette}
                className={`${headerButton} border border-white/30 text-navy-200 hover:text-white`}
                data-testid="palette-button"
              >
                <Search className="size-4" aria-hidden />
                {/* Not "Search": each list's own search button has that name. */}
                <span className="hidden sm:inline">Go to</span>
                <span className="sr-only sm:hidden">Go to</span>
                <kbd className="hidden rounded bg-white/10 px-1 text-xs font-normal lg:inline">Ctrl K</kbd>
              </button>
              <Link
                to="/"
                className="hidden shrink-0 rounded-sm px-1 text-sm text-navy-200 underline-offset-4 hover:text-white hover:underline lg:inline"
              >
                View site
              </Link>
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
                className={`${headerButton} text-navy-200 hover:text-white`}
                aria-label={`${ACCOUNT_PAGE.menuLabel}: ${session.user.username}`}
                data-testid="admin-username"
              >
                {/* The name holds the username outside parentheses: the visible words must be part of it (WCAG 2.5.3). */}
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
                className={`${headerButton} border border-white/40 font-medium`}
              >
                <LogOut className="size-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">Logout</span>
              </button>
            </>
          )}
        </div>
      </header>
      <div className="flex flex-1">
        {signedIn && (
          <nav
            aria-label="Back office"
            className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-border bg-white px-2 pt-1 lg:block"
            data-testid="admin-sidebar"
          >
            <AdminNav sections={sections} unread={unread.data} dense />
          </nav>
        )}
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {/* Above the page, beside the sidebar: the sidebar keeps the whole height of a 720 px screen below the header. */}
          {session.status === "signed-in" && !session.emailConnected && (
            <p
              role="status"
              className="border-b border-yellow-300 bg-yellow-50 px-4 py-2 text-sm text-yellow-900"
              data-testid="email-not-connected"
            >
              {EMAIL_NOT_CONNECTED_BANNER}
            </p>
          )}
          <AdminGuard session={session}>
            <Outlet />
          </AdminGuard>
        </main>
      </div>
      {signedIn && (
        <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} sections={sections} opener={paletteOpener} />
      )}
      <Toaster />
    </div>
  );
}
