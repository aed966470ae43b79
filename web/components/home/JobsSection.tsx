import { BriefcaseIcon, SearchIcon } from "lucide-react";
import { Link } from "react-router";
import { HOME_JOBS } from "../../content/home";
import { Section } from "../marketing/Section";
import { Button } from "../ui/button";

/**
 * The home page's place for open positions (anchor `jobs`). The job board work fills it with the first four
 * published jobs; until then it points to the job board and shows no sample jobs.
 */
export function JobsSection() {
  return (
    <Section id="jobs" eyebrow="Open Roles" heading={HOME_JOBS.heading} intro={HOME_JOBS.intro}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-2xl border border-dashed border-primary/25 bg-muted px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-white text-primary shadow-sm">
          <BriefcaseIcon aria-hidden="true" className="size-6" />
        </span>
        <p className="max-w-xl text-lg text-muted-foreground">
          Search every open position by title, location and industry on our job board, or send us your profile and we
          will tell you about roles that are never posted.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/jobs">
              <SearchIcon aria-hidden="true" />
              View All Opportunities
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/candidates">For Candidates</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
