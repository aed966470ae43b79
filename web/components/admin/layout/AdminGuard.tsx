import { ShieldOff } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { areaOfAdminPath } from "#contract/access";
import { ACCOUNT_PAGE } from "../../../content/account";
import type { SessionState } from "../../../lib/session";
import { toast } from "../../ui/toast";
import { reachableSections } from "./AdminNav";

/** Pages with their own way of sending a signed-out visitor to /login (back-office spec section 2, SMS dashboard). */
const SIGNED_OUT_NOTICES: Record<string, { delayMs: number; title: string; description: string }> = {
  "/admin/sms": {
    delayMs: 500,
    title: "Authentication Required",
    description: "Please log in to access SMS Management.",
  },
};

function FullPageMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
      {children}
    </p>
  );
}

/**
 * The protection wrapper of every /admin route: 'Loading...' while the session is checked, 'Redirecting to
 * login...' (then /login) without one, and a clear no-access page for a signed-in user whose role does not reach
 * the page's area; the account page only, while the session must change its password or enrol in two-factor. The
 * Worker checks the same rules on every API call; this only spares people a broken screen.
 */
export function AdminGuard({ session, children }: { session: SessionState; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (session.status !== "signed-out") return;
    const notice = SIGNED_OUT_NOTICES[pathname];
    const go = () => void navigate("/login", { replace: true, state: { from: pathname + search } });
    if (!notice) {
      go();
      return;
    }
    toast({ title: notice.title, description: notice.description, variant: "destructive" });
    const timer = setTimeout(go, notice.delayMs);
    return () => clearTimeout(timer);
  }, [session.status, pathname, search, navigate]);

  if (session.status === "loading") return <FullPageMessage>Loading...</FullPageMessage>;
  if (session.status === "signed-out") return <FullPageMessage>Redirecting to login...</FullPageMessage>;
  // A new password or two-factor enrolment comes first: the API refuses everything else meanwhile.
  if (session.requirement && pathname !== ACCOUNT_PAGE.path) return <Navigate to={ACCOUNT_PAGE.path} replace />;
  const area = areaOfAdminPath(pathname);
  if (area && !session.areas.includes(area)) return <NoAccess areas={session.areas} />;
  return children;
}

function NoAccess({ areas }: { areas: string[] }) {
  const reachable = reachableSections(areas);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <ShieldOff className="mx-auto size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-primary">No access to this area</h1>
      <p className="mt-2 text-muted-foreground">
        Your access does not include this part of the back office. If you need it for your work, ask an administrator to
        change your role or permissions, or the area's required role on the staff areas screen.
      </p>
      {reachable.length > 0 ? (
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {reachable.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex h-10 items-center rounded-md border border-border bg-white px-4 text-sm font-medium text-primary hover:bg-muted"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6">
          <Link to="/" className="font-medium text-primary underline underline-offset-4">
            Back to the website
          </Link>
        </p>
      )}
    </section>
  );
}
