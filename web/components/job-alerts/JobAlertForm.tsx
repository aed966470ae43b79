import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { fieldErrors } from "#contract/errors";
import { HONEYPOT_FIELD } from "#contract/forms";
import { JOB_ALERT_CONSENT, jobAlertRequestOf } from "#contract/job-alert-form";
import { jobAlertSentAddress } from "#contract/job-alert-sent";
import type { JobAlertFilters, JobAlertSubscribeInput } from "#contract/job-alerts";
import { INDUSTRIES, JOB_LOCATIONS } from "#contract/site-enums";
import { ApiError, callApi } from "../../lib/api";
import { formPostProps, usePostedForm } from "../../lib/posted-form";
import { FormMessage, Honeypot } from "../forms/form-helpers";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/form";
import { JobAlertFilterFields } from "./JobAlertFilterFields";

/** A /jobs search as its address reads it (jobSearchIn). */
export interface JobSearch {
  title: string;
  location: string;
  industry: string;
}

/** The alert's starting filters: the search's keyword as `q`; a location or industry off the lists is left out. */
function filtersOf({ title, location, industry }: JobSearch): JobAlertFilters {
  return {
    q: title || undefined,
    location: (JOB_LOCATIONS as readonly string[]).includes(location)
      ? (location as (typeof JOB_LOCATIONS)[number])
      : undefined,
    industry: (INDUSTRIES as readonly string[]).includes(industry)
      ? (industry as (typeof INDUSTRIES)[number])
      : undefined,
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
  const filters = filtersOf(search);
  const values: Record<string, string | undefined> = posted?.values ?? {
    q: filters.q,
    location: filters.location,
    industry: filters.industry,
    type: filters.type,
    remote: filters.remote ? "on" : undefined,
    frequency: "daily",
  };
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
