import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { LoginAnswer, LoginInput, MfaLoginInput } from "#contract/staff-sign-in";
import { ACCOUNT_PAGE } from "../../content/account";
import { ApiError, callApi } from "../../lib/api";
import { FormFieldset } from "../forms/FormFieldset";
import { Button } from "../ui/button";
import { Checkbox, Field, Input } from "../ui/form";
import { EyeIcon, EyeOffIcon, LogInIcon } from "../ui/icons";
import { toast } from "../ui/toast";

function loginFailed(error: Error) {
  toast({
    title: "Login Failed",
    description: (error instanceof ApiError && error.serverMessage) || "Invalid username or password",
    variant: "destructive",
  });
}

/** The first step: username and password; two-factor accounts go on to the second step (`onChallenged`). */
export function PasswordSignInForm({
  onSignedIn,
  onChallenged,
}: {
  onSignedIn: (answer: LoginAnswer) => void;
  onChallenged: () => void;
}) {
  const login = useMutation({
    mutationFn: (input: LoginInput) => callApi("POST /api/auth/login", { body: { ...input } }),
    onSuccess: (answer) => ("mfaRequired" in answer ? onChallenged() : onSignedIn(answer)),
  });
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);

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
  );
}

/** The second step: a code from the app, or (switched to) one of the backup codes; and whether to trust this browser. */
export function SecondFactorForm({
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
