import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { fieldErrors } from "#contract/errors";
import { HONEYPOT_FIELD } from "#contract/forms";
import { JOB_ALERT_CONSENT, jobAlertRequestOf } from "#contract/job-alert-form";
import { jobAlertSentAddress } from "#contract/job-alert-sent";
import type { JobAlertSubscribeInput } from "#contract/job-alerts";
import type { JobSearchFilters } from "#contract/list-pages";
import { INDUSTRIES, JOB_LOCATIONS } from "#contract/site-enums";
import { ApiError, callApi } from "../../lib/api";
import { formPostProps, usePostedForm } from "../../lib/posted-form";
import { FormMessage, Honeypot } from "../forms/form-helpers";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/form";
import { JobAlertFilterFields } from "./JobAlertFilterFields";

/** A /jobs search as its address reads it (jobSearchIn). */
export type JobSearch = JobSearchFilters;

/**
 * The alert form's starting values from a /jobs search: its keyword as `q`, a location or industry off the lists
 * left out, the place with its radius, the salary floor and remote as the form names them.
 */
function valuesOf(search: JobSearch): Record<string, string | undefined> {
  const listed = (options: readonly string[], value: string) => (options.includes(value) ? value : undefined);
  return {
    q: search.title || undefined,
    location: listed(JOB_LOCATIONS, search.location),
    industry: listed(INDUSTRIES, search.industry),
    near: search.near || undefined,
    radius: search.near ? search.radius || undefined : undefined,
    salaryMin: search.salaryMin || undefined,
    remote: search.remote === "true" ? "on" : undefined,
    frequency: "daily",
  };
}

/**
 * "Email me jobs like these" as a real form (issue 19; decision 040): in the /jobs dialog and on the /job-alerts
 * page, where it posts natively before and without scripts. Its fields are uncontrolled, named as
 * `jobAlertRequestOf` reads them, and start from the /jobs search or from a refused post's values; with
 * scripts it is sent by fetch, and either way a request lands on /job-alerts/sent (`?email=waiting` when the
 * confirmation email cannot go out yet: jobAlertSentAddress).
 */
export function JobAlertForm({ search }: { search: JobSearch }) {
  const posted = usePostedForm("jobAlert");
  const values = posted?.values ?? valuesOf(search);
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [message, setMessage] = useState(posted?.message ?? "");
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const form = event.currentTarget;
    setPending(true);
    try {
      const body = {
        ...(jobAlertRequestOf(fields) as JobAlertSubscribeInput),
        ...(fields[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] } : {}),
      };
      const answer = await callApi("POST /api/job-alerts", { body });
      navigate(jobAlertSentAddress(answer.confirmationEmail));
    } catch (error) {
      flushSync(() => {
        setErrors(error instanceof ApiError && error.issues ? fieldErrors(error.issues) : {});
        setMessage(
          error instanceof ApiError && error.issues
            ? ""
            : (error instanceof ApiError && error.serverMessage) || "Please try again later.",
        );
      });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      {...formPostProps("jobAlert")}
      onSubmit={submit}
      noValidate
      className="relative flex flex-col gap-4"
      aria-label="Job alert"
    >
      <Field label="Email" required error={errors.email}>
        {(p) => (
          <Input
            {...p}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
          />
        )}
      </Field>
      <JobAlertFilterFields values={values} errors={errors} />
      <Honeypot />
      <p className="text-xs text-muted-foreground">{JOB_ALERT_CONSENT.text}</p>
      <FormMessage message={message} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? "Sending..." : "Create job alert"}
        </Button>
      </div>
    </form>
  );
}
