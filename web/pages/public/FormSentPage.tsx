import { Link, useLocation } from "react-router";
import { COMPANY } from "#contract/company";
import { Button } from "../../components/ui/button";
import { CircleCheckIcon } from "../../components/ui/icons";
import { formSentCopy } from "../../content/form-sent";
import { PageHead } from "../../lib/head";

/**
 * A public form's confirmation (decision 040): where the native post redirects (303) and the SPA navigates once its
 * fetch succeeded, so both show the same page in place of the form, with what happens next (its query may say the
 * visitor's email cannot go out yet: web/content/form-sent.ts). Not for search engines.
 */
export default function FormSentPage() {
  const { pathname, search } = useLocation();
  const copy = formSentCopy(pathname, search);
  if (!copy) throw new Error(`no form confirms at ${pathname}`);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8" aria-labelledby="form-sent-heading">
      <PageHead title={`${copy.title} | ${COMPANY.name}`} description={copy.lead} noIndex />
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6 sm:p-8">
        <CircleCheckIcon aria-hidden="true" className="size-10 text-green-700" />
        <h1 id="form-sent-heading" className="mt-4 text-3xl font-bold tracking-tight text-primary">
          {copy.title}
        </h1>
        <p className="mt-3 text-lg text-foreground">{copy.lead}</p>
      </div>
      <h2 className="mt-10 text-xl font-semibold text-primary">What happens next</h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-muted-foreground">
        {copy.next.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        {copy.links.map((link, index) => (
          <Button key={link.to} asChild variant={index === 0 ? "default" : "outline"}>
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      </div>
    </section>
  );
}
