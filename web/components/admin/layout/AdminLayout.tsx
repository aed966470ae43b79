import { useEffect, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { COMPANY } from "#contract/company";
import { EMAIL_NOT_CONNECTED_BANNER } from "../../../content/deliveries";
import { useSession } from "../../../lib/session";
import { MAIN_ID, SkipLink } from "../../layout/SkipLink";
import { Toaster } from "../../ui/toast";
import { useUnreadCount } from "../inbox/inbox-queries";
import { useNotificationUnreadCount } from "../notifications/notification-queries";
import { AdminGuard } from "./AdminGuard";
import { HeaderActions, PhoneMenu } from "./AdminHeader";
import { AdminNav, reachableSections } from "./AdminNav";
import { CommandPalette } from "./CommandPalette";
import { useActiveSectionInView, useCommandPalette, useMainFocusOnNavigation } from "./use-admin-shell";

/**
 * The back office's own frame, loaded only on /admin routes (its own chunk): a top bar with the firm name, the
 * palette's Go to button, the bell, the signed-in user (a link to their account page) and Logout; the sections this
 * user may use in groups, as a sidebar on wide screens and a menu on phones; and the page behind the protection
 * wrapper. The page's column never widens the document: a wide table scrolls inside its panel.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const session = useSession({ check: true });
  const areas = session.status === "signed-in" ? session.areas : [];
  const sections = reachableSections(areas);
  const [menuOpen, setMenuOpen] = useState(false);
  const palette = useCommandPalette();
  // Only users who may read the inbox ask for its count.
  const unread = useUnreadCount(areas.includes("inbox"));
  const notifications = useNotificationUnreadCount(session.status === "signed-in");
  const signedIn = Boolean(session.user);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (Back included) closes the phone's menu
  useEffect(() => setMenuOpen(false), [pathname]);

  useMainFocusOnNavigation(pathname);
  const sidebarRef = useActiveSectionInView(pathname, sections.length);

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="surface-dark sticky top-0 z-40 bg-primary text-white">
        <div className="flex h-14 items-center gap-1 px-3 sm:gap-2 sm:px-4">
          {signedIn && (
            <PhoneMenu open={menuOpen} onOpenChange={setMenuOpen} sections={sections} unread={unread.data} />
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
            <HeaderActions
              username={session.user.username}
              unreadNotifications={notifications.data}
              onOpenPalette={palette.openPalette}
            />
          )}
        </div>
      </header>
      <div className="flex flex-1">
        {signedIn && (
          <nav
            ref={sidebarRef}
            aria-label="Back office"
            className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-border bg-white px-2 pt-0.5 lg:block"
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
        <CommandPalette
          open={palette.open}
          onOpenChange={palette.setOpen}
          sections={sections}
          opener={palette.opener}
        />
      )}
      <Toaster />
    </div>
  );
}
