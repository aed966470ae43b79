import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { COMPANY } from "#contract/company";
import type { LoginAnswer } from "#contract/staff-sign-in";
import { PasswordSignInForm, SecondFactorForm } from "../../components/sign-in/SignInForms";
import { toast } from "../../components/ui/toast";
import { ACCOUNT_PAGE } from "../../content/account";
import { PageHead } from "../../lib/head";
import { signedIn } from "../../lib/session";

/** Delay between the success message and the dashboard (back-office spec section 9). */
const REDIRECT_DELAY_MS = 1000;

const FAILED_SIGN_INS_TOAST_MS = 15_000;
const FAILED_SIGN_INS_ADVICE = "If that was not you, change your password and tell an administrator.";

/** The notice OWASP asks for at sign-in, or null when nobody failed for this name since the last sign-in. */
function failedSignInsWarning(count: number): string | null {
  if (count <= 0) return null;
  return `${count} failed sign-in ${count === 1 ? "attempt" : "attempts"} since your last sign-in`;
}

/**
 * Staff sign-in (back-office spec section 2, "Login"). With two-factor on, the password step is followed by a code
 * from the authenticator app or a backup code (decisions/029).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [done, setDone] = useState<LoginAnswer | null>(null);
  const [challenged, setChallenged] = useState(false);
  const complete = (answer: LoginAnswer) => {
    signedIn(answer);
    setDone(answer);
    // Also shown on the dashboard: the success message below is on screen for a second only.
    const warning = failedSignInsWarning(answer.failedSignInsSinceLastLogin);
    if (warning)
      toast({
        title: warning,
        description: FAILED_SIGN_INS_ADVICE,
        variant: "destructive",
        duration: FAILED_SIGN_INS_TOAST_MS,
      });
  };
  // Where the admin guard sent the user from, if it did; otherwise the back office's start, which opens the first
  // section the user may reach (the desk for recruiters and up). A session that must change its password or set up
  // two-factor goes to the account page instead.
  const from = (location.state as { from?: string } | null)?.from;
  const destination = done?.requirement ? ACCOUNT_PAGE.path : from?.startsWith("/admin") ? from : "/admin";

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(destination, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, destination]);

  return (
    <section className="flex justify-center bg-muted px-4 py-12 sm:py-20">
      <PageHead
        title={`Staff Login | ${COMPANY.name}`}
        description={`Sign in to the ${COMPANY.name} back office.`}
        noIndex
      />
      <div className="w-full max-w-md rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-primary">Staff Login</h1>
        <p className="mt-1 text-sm text-muted-foreground">Sign in to manage jobs, content and candidates.</p>

        {done ? (
          <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-sm font-medium text-green-800">
            Login successful! Redirecting to admin dashboard...
            {failedSignInsWarning(done.failedSignInsSinceLastLogin) && (
              <span className="mt-2 block text-red-800">{failedSignInsWarning(done.failedSignInsSinceLastLogin)}.</span>
            )}
          </p>
        ) : challenged ? (
          <SecondFactorForm onSignedIn={complete} onExpired={() => setChallenged(false)} />
        ) : (
          <PasswordSignInForm onSignedIn={complete} onChallenged={() => setChallenged(true)} />
        )}
      </div>
    </section>
  );
}
