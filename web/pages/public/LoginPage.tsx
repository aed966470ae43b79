import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { COMPANY } from "#contract/company";
import type { LoginAnswer, LoginInput, MfaLoginInput } from "#contract/staff-sign-in";
import { FormFieldset } from "../../components/forms/FormFieldset";
import { Button } from "../../components/ui/button";
import { Checkbox, Field, Input } from "../../components/ui/form";
import { EyeIcon, EyeOffIcon, LogInIcon } from "../../components/ui/icons";
import { toast } from "../../components/ui/toast";
import { ACCOUNT_PAGE } from "../../content/account";
import { ApiError, callApi } from "../../lib/api";
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

function loginFailed(error: Error) {
  toast({
    title: "Login Failed",
    description: (error instanceof ApiError && error.serverMessage) || "Invalid username or password",
    variant: "destructive",
  });
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
  const login = useMutation({
    mutationFn: (input: LoginInput) => callApi("POST /api/auth/login", { body: { ...input } }),
    onSuccess: (answer) => ("mfaRequired" in answer ? setChallenged(true) : complete(answer)),
  });
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate({ username, password }, { onError: loginFailed });
  }

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
          <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
            <FormFieldset pending={login.isPending} scriptsOnly>
              {missing && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  Please enter both username and password
                </p>
              )}
              <Field label="Username">
                {(p) => (
                  <Input
                    {...p}
                    name="username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={64}
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                  />
                )}
              </Field>
              <Field label="Password">
                {(p) => (
                  <div className="relative">
                    <Input
                      {...p}
                      name="password"
                      type={showPassword ? "text" : "password"}
                      autoComplete="current-password"
                      maxLength={256}
                      className="pr-11"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                    <button
                      type="button"
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={showPassword ? "Hide password" : "Show password"}
                      aria-pressed={showPassword}
                      className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
                    >
                      {showPassword ? (
                        <EyeOffIcon className="size-4" aria-hidden />
                      ) : (
                        <EyeIcon className="size-4" aria-hidden />
                      )}
                    </button>
                  </div>
                )}
              </Field>
              <Link
                to="/reset-password"
                className="-mt-2 self-end text-sm font-medium text-primary underline underline-offset-4"
              >
                Forgot password?
              </Link>
              <Button type="submit" disabled={login.isPending} className="mt-2">
                <LogInIcon aria-hidden />
                {login.isPending ? "Signing In..." : "Sign In"}
              </Button>
              <Button asChild variant="outline">
                <Link to="/">Back to Home</Link>
              </Button>
            </FormFieldset>
          </form>
        )}
      </div>
    </section>
  );
}

/** The second step: a code from the app, or (switched to) one of the backup codes; and whether to trust this browser. */
function SecondFactorForm({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (answer: LoginAnswer) => void;
  onExpired: () => void;
}) {
  const words = ACCOUNT_PAGE.signIn;
  const [useBackup, setUseBackup] = useState(false);
  const [value, setValue] = useState("");
  const [trustBrowser, setTrustBrowser] = useState(false);
  const verify = useMutation({
    mutationFn: (input: MfaLoginInput) => callApi("POST /api/auth/login/mfa", { body: { ...input } }),
    onSuccess: onSignedIn,
    onError: (error) => {
      loginFailed(error);
      if (error instanceof ApiError && error.code === "mfa_challenge_expired") onExpired();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return;
    verify.mutate(useBackup ? { backupCode: value, trustBrowser } : { code: value.replace(/\s/g, ""), trustBrowser });
  }

  return (
    <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
      <FormFieldset pending={verify.isPending} scriptsOnly>
        <p className="text-sm text-muted-foreground">{useBackup ? words.backupIntro : words.codeIntro}</p>
        <Field label={useBackup ? words.backupLabel : words.codeLabel}>
          {(p) =>
            useBackup ? (
              <Input
                {...p}
                name="backupCode"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={40}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            ) : (
              <Input
                {...p}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoFocus
              />
            )
          }
        </Field>
        <label className="flex items-start gap-2 text-sm">
          <Checkbox
            name="trustBrowser"
            className="mt-0.5"
            checked={trustBrowser}
            onChange={(e) => setTrustBrowser(e.target.checked)}
          />
          <span>
            {words.trustBrowser}
            <span className="block text-muted-foreground">{words.trustBrowserHint}</span>
          </span>
        </label>
        <Button type="submit" disabled={verify.isPending}>
          <LogInIcon aria-hidden />
          {verify.isPending ? "Checking..." : words.verify}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setUseBackup((backup) => !backup);
            setValue("");
          }}
        >
          {useBackup ? words.useApp : words.useBackup}
        </Button>
      </FormFieldset>
    </form>
  );
}
