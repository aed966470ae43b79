import { Link, useNavigate } from "react-router";
import { LOGIN } from "../../content/navigation";
import { logout, useSession } from "../../lib/session";
import { Button } from "../ui/button";

/**
 * The header's account action, shared by the desktop header and the drawer: Logout for signed-in staff (then home,
 * public spec section 2), the Login link for everyone else. Each place sizes it through `className`.
 */
export function AccountAction({ className, onAction }: { className?: string; onAction?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  if (session.user) {
    return (
      <Button
        variant="ghost"
        size={null}
        className={className}
        onClick={async () => {
          onAction?.();
          // Leave the back office first, so its guard does not see the ended session and send us to /login.
          await navigate("/");
          await logout();
        }}
      >
        Logout
      </Button>
    );
  }
  return (
    <Button asChild variant="ghost" size={null} className={className}>
      <Link to={LOGIN.to} onClick={onAction}>
        {LOGIN.label}
      </Link>
    </Button>
  );
}
