import { Link } from "react-router";
import { COMPANY } from "#contract/company";
import { yearsInBusiness } from "../../lib/company";
import { Button } from "../ui/button";
import { ArrowRightIcon } from "../ui/icons";

/** The hero's words and its two calls to action (a static part of the home page). */
export function HeroContent() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-32">
      <p className="text-sm font-semibold tracking-[0.18em] text-accent uppercase">
        Nationwide · Since {COMPANY.foundedYear}
      </p>
      <h1
        id="hero-heading"
        className="mt-5 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        The leaders and talent that move your business forward, placed nationwide.
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-200 sm:text-xl">
        For over {yearsInBusiness()} years we have found executives, professionals and contract teams for companies
        across the United States: permanent placement, contract staffing and retained executive search from one partner.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
        <Button asChild variant="accent" size="lg">
          <Link to="/contact">
            Partner With Us
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline-inverse" size="lg">
          <Link to="/jobs">View Opportunities</Link>
        </Button>
      </div>
    </div>
  );
}
