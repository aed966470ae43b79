import { Bell, LogOut, Menu, Search, UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { ACCOUNT_PAGE } from "../../../content/account";
import type { AdminSection } from "../../../content/admin-navigation";
import { NOTIFICATIONS_PAGE } from "../../../content/notifications";
import { logout } from "../../../lib/session";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "../../ui/sheet";
import { AdminNav } from "./AdminNav";

export const headerButton = "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm hover:bg-white/10";

/** The phone's menu: the sections in a sheet from the left, below the lg breakpoint. */
export function PhoneMenu({
  open,
  onOpenChange,
  sections,
  unread,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: readonly AdminSection[];
  unread: number | undefined;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger className={`${headerButton} lg:hidden`} data-testid="admin-menu-button">
        <Menu className="size-5" aria-hidden />
        Menu
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Close menu" className="overflow-y-auto pb-6">
        <SheetHeader>
          <SheetTitle>Back office</SheetTitle>
        </SheetHeader>
        <nav aria-label="Back office" className="px-2">
          <AdminNav sections={sections} unread={unread} onNavigate={() => onOpenChange(false)} />
          <Link to="/" className="mt-3 block px-3 text-sm text-muted-foreground underline underline-offset-4">
            View site
          </Link>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** The top bar's controls once signed in: the palette's Go to, View site, the bell, the user's account and Logout. */
export function HeaderActions({
  username,
  unreadNotifications,
  onOpenPalette,
}: {
  username: string;
  unreadNotifications: number | undefined;
  onOpenPalette: () => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        onClick={onOpenPalette}
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
        {Boolean(unreadNotifications) && (
          <span
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 py-0.5 text-center text-xs leading-none font-semibold text-white"
            data-testid="notification-count"
          >
            {unreadNotifications! > 99 ? "99+" : unreadNotifications}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Link>
      <Link
        to={ACCOUNT_PAGE.path}
        className={`${headerButton} text-navy-200 hover:text-white`}
        aria-label={`${ACCOUNT_PAGE.menuLabel}: ${username}`}
        data-testid="admin-username"
      >
        {/* The name holds the username outside parentheses: the visible words must be part of it (WCAG 2.5.3). */}
        <UserRound className="size-5 sm:size-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{username}</span>
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
  );
}
