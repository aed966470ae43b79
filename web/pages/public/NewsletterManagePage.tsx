import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { COMPANY } from "#contract/company";
import { Button } from "../../components/ui/button";
import { PageHead } from "../../lib/head";
import { apiQuery } from "../../lib/query-client";

/**
 * /newsletter/manage/:token: the link in every issue (and where the confirmation link lands, `?confirmed=1`). Rendered
 * by the Worker with the subscription, so it shows and its Unsubscribe button (a native post) works without scripts.
 */
export default function NewsletterManagePage() {
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const subscription = useQuery({
    ...apiQuery("GET /api/newsletter/manage/:token", { token }),
    retry: false,
    staleTime: Infinity,
  }).data;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHead title={`Newsletter | ${COMPANY.name}`} description="Manage your newsletter subscription." noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-primary">Newsletter</h1>
      {subscription && (
        <div className="mt-6 space-y-4" role="status">
          {subscription.status === "active" && (
            <>
              <h2 className="text-lg font-semibold text-green-800">
                {params.get("confirmed") ? "Your subscription is confirmed." : "You are subscribed."}
              </h2>
              <p>We email {subscription.email} each new issue of our newsletter.</p>
              <form method="post" action={`/newsletter/manage/${token}`}>
                <Button type="submit" variant="outline">
                  Unsubscribe
                </Button>
              </form>
            </>
          )}
          {subscription.status === "unsubscribed" && (
            <p>
              {subscription.email} is unsubscribed: we send it no newsletter. Subscribe again any time on our articles
              page.
            </p>
          )}
          {subscription.status === "pending" && <p>This subscription waits for its confirmation link.</p>}
          <Button asChild variant={subscription.status === "active" ? "link" : "default"}>
            <Link to="/resources">Read our articles</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
