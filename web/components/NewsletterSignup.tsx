import { HONEYPOT_FIELD } from "#contract/forms";
import { NEWSLETTER_CONSENT } from "#contract/newsletter-consent";
import { formPostProps, usePostedForm } from "../lib/posted-form";
import { Button } from "./ui/button";
import { Input } from "./ui/form";

/**
 * The newsletter signup on /resources and in each article's footer: a plain native form posting to /resources
 * (FORM_POSTS.newsletter), so it works the same with or without scripts. A refused post comes back with the address
 * as typed and the API's message under it; a stored one lands on /newsletter/sent. It has no state or handler of its
 * own, so the pages keep it as a static part (web/lib/static-parts.tsx): the server's form stays as written and its
 * code is not part of the page's first load.
 */
function NewsletterSignup({ id }: { id: string }) {
  const posted = usePostedForm("newsletter");
  const error = posted?.errors.email ?? posted?.message;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-border bg-white p-6 shadow-xs sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-primary">
        Get our best articles by email
      </h2>
      <p className="mt-2 text-muted-foreground">One newsletter with the articles worth your time. No spam.</p>
      <form {...formPostProps("newsletter")} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            defaultValue={posted?.values.email ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <Button type="submit" variant="accent">
          Subscribe
        </Button>
      </form>
      <p className="mt-3 text-xs text-muted-foreground">{NEWSLETTER_CONSENT.text}</p>
    </section>
  );
}

/** The signup at the foot of /resources. */
export function ResourcesNewsletterSignup() {
  return <NewsletterSignup id="resources-newsletter" />;
}

/** The signup in an article's footer. */
export function ArticleNewsletterSignup() {
  return <NewsletterSignup id="article-newsletter" />;
}
