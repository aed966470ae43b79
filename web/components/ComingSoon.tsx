import { COMPANY } from "../../worker/contract/company";
import { PageHead } from "../lib/head";

export interface ComingSoonProps {
  /** The page's real h1, e.g. "Job Listings". */
  heading: string;
  /** Document title; defaults to "<heading> | <firm name>". */
  title?: string;
  description?: string;
  /** Back-office pages are not for search engines. */
  noIndex?: boolean;
}

/** The stand-in every page shows until its issue builds it: the real heading and one plain line. */
export function ComingSoon({ heading, title, description, noIndex }: ComingSoonProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <PageHead
        title={title ?? `${heading} | ${COMPANY.name}`}
        description={description ?? `${heading} - ${COMPANY.name}, nationwide executive search and staffing.`}
        noIndex={noIndex}
      />
      <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-primary sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">This page is coming soon.</p>
    </section>
  );
}
