import { useMutation } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { COMPANY } from "../../../worker/contract/company";
import { FormFieldset } from "../../components/forms/FormFieldset";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/form";
import { ApiError, callApi } from "../../lib/api";
import { PageHead } from "../../lib/head";

/**
 * "Forgot password?" from the sign-in page (issue 33 item 8, decision 067): a username, and the server's one answer
 * whatever the name, so the page never tells whether an account exists.
 */
export default function ForgotPasswordPage() {
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
      <PageHead
        title={`Forgot password | ${COMPANY.name}`}
        description={`Choose a new password for the ${COMPANY.name} back office.`}
        noIndex
      />
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
                <Mail aria-hidden />
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
