import { Link } from "react-router";
import { LOGIN } from "../../content/navigation";
import { Button } from "../ui/button";

/**
 * The header's account action, shared by the desktop header and the drawer. Staff sign-in (issue 3) adds the
 * Logout button for signed-in staff here; until then everyone sees the Login link.
 */
export function AccountAction({ className, onAction }: { className?: string; onAction?: () => void }) {
  return (
    <Button asChild variant="ghost" className={className}>
      <Link to={LOGIN.to} onClick={onAction}>
        {LOGIN.label}
      </Link>
    </Button>
  );
}
