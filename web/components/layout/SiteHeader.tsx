import { Link, NavLink, useLocation } from "react-router";
import { MAIN_LINKS, MENU_GROUPS, SUBMIT_RESUME } from "../../content/navigation";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { AccountAction } from "./AccountAction";
import { Logo } from "./Logo";
import { MobileNav } from "./MobileNav";
import { NavMenu } from "./NavMenu";

const navItem =
  "inline-flex h-10 items-center gap-1 rounded-md px-1.5 text-[0.8125rem] whitespace-nowrap transition-colors xl:px-3 xl:text-sm " +
  "hover:bg-muted hover:text-primary";
const navItemState = (active: boolean) =>
  active ? "bg-muted font-semibold text-primary" : "font-medium text-foreground";

/** The public site's header: menus and links from content/navigation.ts; below `lg` the drawer takes over. */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-18 lg:px-8 xl:gap-4">
        <Logo compact />
        <nav aria-label="Main" className="hidden flex-1 justify-center lg:flex">
          <ul className="flex items-center xl:gap-1">
            {MENU_GROUPS.map((group) => (
              <li key={group.label}>
                <NavMenu
                  group={group}
                  triggerClassName={cn(navItem, navItemState(group.links.some((link) => link.to === pathname)))}
                />
              </li>
            ))}
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => cn(navItem, navItemState(isActive))}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <AccountAction className="h-10 px-2 py-2 text-sm max-lg:hidden xl:px-3" />
          <Button asChild variant="accent" className="max-sm:hidden lg:px-3 xl:px-4">
            <Link to={SUBMIT_RESUME.to}>{SUBMIT_RESUME.label}</Link>
          </Button>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
