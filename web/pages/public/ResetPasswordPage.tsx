import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { FormFieldset } from "../../components/forms/FormFieldset";
import { NewPasswordForm } from "../../components/sign-in/NewPasswordForm";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/form";
import { ApiError, callApi } from "../../lib/api";
import { PageHead } from "../../lib/head";

const PAGE_TITLE = `Choose a password | ${COMPANY.name}`;

/**
 * "Forgot password?" and the page its email links to, one page so that the public bundle carries one route
 * (decision 067). With a token (a reset or invitation email), it asks the server whether the link still works, then
 * takes the new password; choosing one signs the account out everywhere; the next step is signing in.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return token === null ? <RequestLink /> : <ChoosePassword token={token} />;
}

function ChoosePassword({ token }: { token: string }) {
  const link = useQuery({
    queryKey: ["account-link", token],
    queryFn: () => callApi("POST /api/auth/password-reset/check", { body: { token } }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const complete = useMutation({
    mutationFn: (newPassword: string) =>
      callApi("POST /api/auth/password-reset/complete", { body: { token, newPassword } }),
  });

  const invitation = link.data?.purpose === "invitation";
  const failure =
    token === ""
      ? "This address has no link in it. Open the link from your email again, or ask for a new one."
      : link.error instanceof ApiError && link.error.serverMessage
        ? link.error.serverMessage
        : link.isError
          ? "The link could not be checked: please reload the page."
          : null;

  return (
    <section className="flex justify-center bg-muted px-4 py-12 sm:py-20">
      <PageHead title={PAGE_TITLE} description={`Choose a password for the ${COMPANY.name} back office.`} noIndex />
      <div className="w-full max-w-md rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-primary">
          {invitation ? "Welcome: choose your password" : "Choose a new password"}
        </h1>
        {complete.isSuccess ? (
          <div role="status" className="mt-6 rounded-md bg-green-50 p-4 text-sm font-medium text-green-800">
            Your password is set, {complete.data.username}. Every earlier session of your account has been signed out.{" "}
            <Link to="/login" className="underline underline-offset-4">
              Sign in
            </Link>
          </div>
        ) : failure ? (
          <div role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-sm text-red-800">
            {failure}{" "}
            <Link to="/reset-password" className="font-medium underline underline-offset-4">
              Ask for a new link
            </Link>
          </div>
        ) : !link.data ? (
          <p role="status" className="mt-6 text-sm text-muted-foreground">
            Checking the link...
          </p>
        ) : (
          <NewPasswordForm username={link.data.username} complete={complete} />
        )}
      </div>
    </section>
  );
}

/** Without a token: "Forgot password?", a username and the server's one answer whatever the name. */
function RequestLink() {
  const [username, setUsername] = useState("");
  const [missing, setMissing] = useState(false);
  const request = useMutation({
    mutationFn: (name: string) => callApi("POST /api/auth/password-reset", { body: { username: name } }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    request.mutate(username);
  }

  return (
    <section className="flex justify-center bg-muted px-4 py-12 sm:py-20">
      <PageHead title={PAGE_TITLE} description={`Choose a new password for the ${COMPANY.name} back office.`} noIndex />
      <div className="w-full max-w-md rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-primary">Forgot your password?</h1>
        {request.isSuccess ? (
          <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-sm font-medium text-green-800">
            {request.data.message}
          </p>
        ) : (
          <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
            <p className="text-sm text-muted-foreground">
              Enter your username. If your account has an email address, we send it a link to choose a new password.
            </p>
            <FormFieldset pending={request.isPending} scriptsOnly>
              {(missing || request.isError) && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {missing
                    ? "Please enter your username"
                    : (request.error instanceof ApiError && request.error.serverMessage) ||
                      "The request could not be sent: please try again."}
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
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? "Sending..." : "Email me a link"}
              </Button>
            </FormFieldset>
          </form>
        )}
        <p className="mt-6 text-sm">
          <Link to="/login" className="font-medium text-primary underline underline-offset-4">
            Back to sign-in
          </Link>
        </p>
      </div>
    </section>
  );
}
