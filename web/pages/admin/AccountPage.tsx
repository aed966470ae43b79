import { TriangleAlert } from "lucide-react";
import { EmailPanel } from "../../components/admin/account/EmailPanel";
import { PasswordPanel } from "../../components/admin/account/PasswordPanel";
import { ProfilePanel } from "../../components/admin/account/ProfilePanel";
import { SessionsPanel } from "../../components/admin/account/SessionsPanel";
import { TrustedBrowsersPanel } from "../../components/admin/account/TrustedBrowsersPanel";
import { TwoFactorPanel } from "../../components/admin/account/TwoFactorPanel";
import { ACCOUNT_PAGE, REQUIREMENT_NOTICES } from "../../content/account";
import { PageHead } from "../../lib/head";
import { useSession } from "../../lib/session";

/**
 * /admin/account: every signed-in staff member's own name and signature, password, email address, two-factor sign-in,
 * trusted browsers and sessions (no area). While a
 * session must change its password or enrol in two-factor, the back office sends it here and nowhere else.
 */
export default function AccountPage() {
  const session = useSession({ check: true });
  if (session.status !== "signed-in") return null;
  const notice = session.requirement ? REQUIREMENT_NOTICES[session.requirement] : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${ACCOUNT_PAGE.title} | Admin Dashboard`} description={ACCOUNT_PAGE.intro} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{ACCOUNT_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">
        {ACCOUNT_PAGE.intro} Signed in as <span className="font-medium text-foreground">{session.user.username}</span>.
      </p>
      {notice && (
        <div
          role="alert"
          className="mt-6 flex gap-3 rounded-md border border-yellow-300 bg-yellow-50 p-4 text-yellow-900"
          data-testid="account-requirement"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{notice.title}</p>
            <p className="text-sm">{notice.text}</p>
          </div>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-6">
        {!session.requirement && <ProfilePanel user={session.user} />}
        <PasswordPanel mfaEnabled={session.user.mfaEnabled} />
        {!session.requirement && <EmailPanel mfaEnabled={session.user.mfaEnabled} />}
        {session.requirement !== "password_change_required" && (
          <TwoFactorPanel enabled={session.user.mfaEnabled} username={session.user.username} />
        )}
        {session.user.mfaEnabled && <TrustedBrowsersPanel />}
        <SessionsPanel />
      </div>
    </div>
  );
}
