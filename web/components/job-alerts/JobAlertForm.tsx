import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { fieldErrors } from "#contract/errors";
import { HONEYPOT_FIELD } from "#contract/forms";
import {
  JOB_ALERT_CONSENT,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  jobAlertRequestOf,
} from "#contract/job-alert-form";
import { jobAlertSentAddress } from "#contract/job-alert-sent";
import type { JobAlertFilters, JobAlertSubscribeInput } from "#contract/job-alerts";
import { INDUSTRIES, JOB_LOCATIONS, JOB_TYPES } from "#contract/site-enums";
import { ApiError, callApi } from "../../lib/api";
import { formPostProps, usePostedForm } from "../../lib/posted-form";
import { FormMessage, Honeypot } from "../forms/form-helpers";
import { Button } from "../ui/button";
import { Checkbox, Field, Input, Select } from "../ui/form";

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
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Keyword" error={errors["filters.q"]} className="sm:col-span-2">
          {(p) => <Input {...p} name="q" maxLength={200} defaultValue={values.q} />}
        </Field>
        <ChoiceField
          label="Location"
          name="location"
          all="All Locations"
          options={JOB_LOCATIONS}
          value={values.location}
          error={errors["filters.location"]}
        />
        <ChoiceField
          label="Industry"
          name="industry"
          all="All Industries"
          options={INDUSTRIES}
          value={values.industry}
          error={errors["filters.industry"]}
        />
        <ChoiceField
          label="Job type"
          name="type"
          all="All Types"
          options={JOB_TYPES}
          value={values.type}
          error={errors["filters.type"]}
        />
        <Field label="How often" error={errors.frequency}>
          {(p) => (
            <Select {...p} name="frequency" defaultValue={values.frequency ?? "daily"}>
              {JOB_ALERT_FREQUENCIES.map((option) => (
                <option key={option} value={option}>
                  {JOB_ALERT_FREQUENCY_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <Checkbox name="remote" defaultChecked={values.remote === "on"} />
          Remote jobs only
        </label>
      </div>
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

/** A filter to pick from a list, or all ("" leaves it out). */
function ChoiceField(props: {
  label: string;
  name: string;
  all: string;
  options: readonly string[];
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(p) => (
        <Select {...p} name={props.name} defaultValue={props.value ?? ""}>
          <option value="">{props.all}</option>
          {props.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      )}
    </Field>
  );
}
