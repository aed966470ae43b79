import type { UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { NEW_PASSWORD_MIN, NEW_PASSWORD_MIN_WITH_MFA } from "#contract/account-rules";
import { ApiError } from "../../lib/api";
import { FormFieldset } from "../forms/FormFieldset";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/form";

/** The new password, twice, for the account a reset or invitation link names; `complete` sets it. */
export function NewPasswordForm({
  username,
  complete,
}: {
  username: string;
  complete: UseMutationResult<unknown, Error, string>;
}) {
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setProblem("Please enter a new password");
    if (password !== repeated) return setProblem("The two passwords are not the same");
    setProblem(null);
    complete.mutate(password, {
      onError: (error) =>
        setProblem(
          (error instanceof ApiError && (error.issues?.[0]?.message ?? error.serverMessage)) ||
            "The password could not be set: please try again.",
        ),
    });
  }
  return (
    <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted-foreground">
        For the account <strong className="text-foreground">{username}</strong>. At least {NEW_PASSWORD_MIN} characters
        ({NEW_PASSWORD_MIN_WITH_MFA} with two-factor sign-in on); a few unrelated words make a good one. Choosing it
        signs the account out everywhere.
      </p>
      <FormFieldset pending={complete.isPending} scriptsOnly>
        {problem && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={username} />
        <Field label="New password">
          {(p) => (
            <Input
              {...p}
              type="password"
              name="newPassword"
              autoComplete="new-password"
              maxLength={256}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Field label="New password again">
          {(p) => (
            <Input
              {...p}
              type="password"
              name="repeatedPassword"
              autoComplete="new-password"
              maxLength={256}
              value={repeated}
              onChange={(e) => setRepeated(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={complete.isPending}>
          {complete.isPending ? "Saving..." : "Set password"}
        </Button>
      </FormFieldset>
    </form>
  );
}
