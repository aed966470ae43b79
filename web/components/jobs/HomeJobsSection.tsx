import { type FormEvent, lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { HOME_JOB_INDUSTRIES, HOME_JOB_LOCATIONS } from "#contract/job-listing";
import { HOME_JOBS } from "../../content/home";
import { useDeferredRender } from "../../lib/use-deferred-render";
import { Section } from "../marketing/Section";
import { Button } from "../ui/button";
import { Input, Label, Select } from "../ui/form";

const HomeJobsList = lazy(() => import("./HomeJobsList"));

/**
 * The home page's jobs section (anchor #jobs, public spec section 2): the first 4 jobs, filtered as the inputs
 * change. The spec's Search Jobs button did nothing; here it is left out, since the list already follows the
 * inputs, and View All Opportunities carries the filters over to /jobs: it submits the fields as a GET form to
 * /jobs, which works before and without scripts too. The fields are uncontrolled, so hydration keeps what was typed.
 */
export function HomeJobsSection() {
  const [title, setTitle] = useState("");
  const [location, setLocation] = useState("");
  const [industry, setIndustry] = useState("");
  // Typing should not send one request per key: the keyword used lags the input while React is busy.
  const keyword = useDeferredValue(title.trim());
  const list = useRef<HTMLDivElement>(null);
  const ready = useDeferredRender(list);
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  // The list follows what was typed or chosen before the page was hydrated.
  useEffect(() => {
    if (!form.current) return;
    const typed = new FormData(form.current);
    setTitle(String(typed.get("title")));
    setLocation(String(typed.get("location")));
    setIndustry(String(typed.get("industry")));
  }, []);
  const loading = <p className="text-muted-foreground">Loading jobs...</p>;

  /**
   * To /jobs with the address the browser itself submits, without a reload. Not web/lib/list-search.ts: it would be
   * one more file in the home page's first load, which is at its budget (decision 010).
   */
  function viewAll(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(
      `/jobs?${new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)}`,
    );
  }

  return (
    <Section id="jobs" eyebrow="Open Roles" heading={HOME_JOBS.heading} intro={HOME_JOBS.intro} tone="muted">
      <form ref={form} method="get" action="/jobs" onSubmit={viewAll}>
        <div className="grid gap-3 rounded-lg bg-white p-4 shadow-xs sm:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="home-job-title">Job title</Label>
            <Input
              id="home-job-title"
              type="search"
              placeholder="e.g. Nurse"
              name="title"
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="home-job-location">Location</Label>
            <Select id="home-job-location" name="location" onChange={(e) => setLocation(e.target.value)}>
              <option value="">All Locations</option>
              {HOME_JOB_LOCATIONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="home-job-industry">Industry</Label>
            <Select id="home-job-industry" name="industry" onChange={(e) => setIndustry(e.target.value)}>
              <option value="">All Industries</option>
              {HOME_JOB_INDUSTRIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </div>
        </div>

        <div ref={list} className="mt-8" aria-live="polite">
          {ready ? (
            <Suspense fallback={loading}>
              <HomeJobsList filters={{ title: keyword, location, industry }} placeholder={loading} />
            </Suspense>
          ) : (
            loading
          )}
        </div>

        <div className="mt-8 text-center">
          <Button type="submit" size="lg">
            View All Opportunities
          </Button>
        </div>
      </form>
    </Section>
  );
}
