import { Link } from "react-router";
import { COMPANY } from "#contract/company";
import { Button } from "../../components/ui/button";
import { PageHead } from "../../lib/head";

/** Any path no route claims (public spec section 2: the heading and the line are the spec's own words). */
export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <PageHead
        title={`404 Page Not Found | ${COMPANY.name}`}
        description="The page you were looking for does not exist."
        noIndex
      />
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-primary sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/jobs">View Opportunities</Link>
        </Button>
      </div>
    </section>
  );
}
