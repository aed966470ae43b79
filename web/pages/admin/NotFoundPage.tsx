import { SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { reachableSections } from "../../components/admin/layout/AdminNav";
import { Button } from "../../components/ui/button";
import { ACCOUNT_PAGE } from "../../content/account";
import { ADMIN_NOT_FOUND } from "../../content/admin-navigation";
import { PageHead } from "../../lib/head";
import { useSession } from "../../lib/session";

/**
 * Any /admin path no back-office route claims (an old bookmark, a mistyped address): inside the shell, so the
 * navigation and the palette stay, with a way to where this user starts (the first section they may reach, as
 * /admin itself does; their account page when no section is theirs). Rendered behind the guard, so the session is known.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const session = useSession();
  const areas = session.status === "signed-in" ? session.areas : [];
  const start = reachableSections(areas)[0] ?? { to: ACCOUNT_PAGE.path, label: ACCOUNT_PAGE.title };
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="admin-not-found">
      <PageHead title={`${ADMIN_NOT_FOUND.title} | Admin Dashboard`} description={ADMIN_NOT_FOUND.text} noIndex />
      <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-primary">{ADMIN_NOT_FOUND.heading}</h1>
      <p className="mt-2 text-muted-foreground">
        There is no back-office page at <code className="break-all text-foreground">{pathname}</code>.{" "}
        {ADMIN_NOT_FOUND.text}
      </p>
      <p className="mt-6">
        <Button asChild>
          <Link to={start.to}>Go to {start.label}</Link>
        </Button>
      </p>
    </section>
  );
}
