import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  EXPERIENCE_BANDS,
  type ExperienceBand,
  estimateSalary,
  formatUsd,
  placementSampleSize,
  SALARY_INDUSTRIES,
  SALARY_LOCATIONS,
  SALARY_TITLES,
  type SalaryEstimate,
} from "#contract/salary";
import { Button } from "../ui/button";
import { Field, Select } from "../ui/form";
import { CalculatorIcon, LoaderCircleIcon, TrendingUpIcon } from "../ui/icons";

/** The spec's pause before the estimate shows (section 9: 1.5 s). */
export const CALCULATION_DELAY_MS = 1500;

type Choices = { role: string; experience: string; location: string; industry: string };
type Result = SalaryEstimate & { placements: number };

const EMPTY: Choices = { role: "", experience: "", location: "", industry: "" };

/**
 * The market salary calculator (public spec sections 4 and 9): four required choices, a 1.5 s "Calculating..."
 * pause, then the range from the shared formula. Nothing is sent anywhere. Its own chunk: the home page loads it
 * when the visitor gets near it (see useDeferredRender).
 */
export default function SalaryCalculator() {
  const [choices, setChoices] = useState<Choices>(EMPTY);
  const [calculating, setCalculating] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const complete = Object.values(choices).every((value) => value !== "");
  const set = (key: keyof Choices) => (event: { target: { value: string } }) =>
    setChoices((current) => ({ ...current, [key]: event.target.value }));

  function calculate(event: FormEvent) {
    event.preventDefault();
    if (!complete || calculating) return;
    setCalculating(true);
    setResult(null);
    const query = { role: choices.role, location: choices.location, experience: choices.experience as ExperienceBand };
    timer.current = setTimeout(() => {
      setResult({ ...estimateSalary(query), placements: placementSampleSize() });
      setCalculating(false);
    }, CALCULATION_DELAY_MS);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={calculate}
        aria-label="Salary calculator"
        className="rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Job title" required className="sm:col-span-2">
            {(control) => (
              <Select {...control} value={choices.role} onChange={set("role")} required>
                <option value="" disabled>
                  Select a job title
                </option>
                {SALARY_TITLES.map((title) => (
                  <option key={title}>{title}</option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Experience" required>
            {(control) => (
              <Select {...control} value={choices.experience} onChange={set("experience")} required>
                <option value="" disabled>
                  Select experience
                </option>
                {EXPERIENCE_BANDS.map((band) => (
                  <option key={band.value} value={band.value}>
                    {band.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Location" required>
            {(control) => (
              <Select {...control} value={choices.location} onChange={set("location")} required>
                <option value="" disabled>
                  Select a location
                </option>
                {SALARY_LOCATIONS.map((location) => (
                  <option key={location}>{location}</option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Industry" required className="sm:col-span-2">
            {(control) => (
              <Select {...control} value={choices.industry} onChange={set("industry")} required>
                <option value="" disabled>
                  Select an industry
                </option>
                {SALARY_INDUSTRIES.map((industry) => (
                  <option key={industry}>{industry}</option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={!complete || calculating}>
          {calculating ? (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          ) : (
            <CalculatorIcon aria-hidden="true" />
          )}
          {calculating ? "Calculating..." : "Calculate Salary Range"}
        </Button>
      </form>
      <ResultPanel calculating={calculating} result={result} role={choices.role} />
    </div>
  );
}

function ResultPanel({ calculating, result, role }: { calculating: boolean; result: Result | null; role: string }) {
  return (
    <div
      aria-live="polite"
      data-testid="salary-result"
      className="surface-dark flex min-h-48 flex-col justify-center rounded-2xl lg:min-h-72 bg-primary p-6 text-white sm:p-8"
    >
      {calculating ? (
        <p className="flex items-center justify-center gap-3 text-lg text-navy-200">
          <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin text-accent" />
          Analyzing market data...
        </p>
      ) : result ? (
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">Estimated market range</p>
          <p className="mt-1 text-navy-200">{role}</p>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            <div className="col-span-2 flex flex-col-reverse rounded-xl bg-white/10 p-4">
              <dt className="text-sm text-navy-200">Median</dt>
              <dd className="text-4xl font-extrabold text-white">{formatUsd(result.median)}</dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-navy-200">25th percentile</dt>
              <dd className="text-2xl font-bold">{formatUsd(result.min)}</dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-navy-200">75th percentile</dt>
              <dd className="text-2xl font-bold">{formatUsd(result.max)}</dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-navy-200">Year-over-year growth</dt>
              <dd className="flex items-center gap-1.5 text-2xl font-bold text-accent">
                <TrendingUpIcon aria-hidden="true" className="size-5" />+{result.growth}%
              </dd>
            </div>
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-navy-200">Comparable placements</dt>
              <dd className="text-2xl font-bold">{result.placements}</dd>
            </div>
          </dl>
          <p className="mt-6 text-xs leading-relaxed text-navy-200">
            Base salary in US dollars, estimated from our placement benchmarks. A guide for conversations, not an offer.
          </p>
        </div>
      ) : (
        <p className="text-center text-lg text-navy-200">Complete the form to see your salary range</p>
      )}
    </div>
  );
}
