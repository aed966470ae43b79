import { Link, useNavigate } from "react-router";
import { LOGIN } from "../../content/navigation";
import { useSession } from "../../lib/session";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";

/**
 * Login link for visitors, Logout button for signed-in staff (logout then goes to "/"). The state comes from the
 * one session context, so the sign-in work changes nothing here.
 */
export function AccountAction({ className, onAction }: { className?: string; onAction?: () => void }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (user && signOut) {
    return (
      <Button
        variant="ghost"
        className={className}
        onClick={async () => {
          onAction?.();
          await signOut();
          navigate("/");
        }}
      >
        Logout
      </Button>
    );
  }
  return (
    <Button asChild variant="ghost" className={cn(className)}>
      <Link to={LOGIN.to} onClick={onAction}>
        {LOGIN.label}
      </Link>
    </Button>
  );
}
