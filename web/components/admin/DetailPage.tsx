import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/**
 * The frame of one record in the back office (an application, a message, a candidate): the way back to its list,
 * the loading and error lines (a 404 in the record's own words), and once loaded its title with a badge beside it.
 *
 * @example <DetailPage back={{ to: "/admin/messages", label: "All messages" }} query={message} noun="message" title={name} ...>
 */
export function DetailPage<T>({
  back,
  query,
  noun,
  notFound,
  title,
  headTitle,
  description,
  badge,
  subtitle,
  children,
}: {
  back: { to: string; label: string };
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  /** "application": "Loading the application...", "The application could not be loaded." */
  noun: string;
  /** What a 404 says. */
  notFound: string;
  /** The record's name, once loaded. */
  title: string;
  /** The document title. */
  headTitle: string;
  description: string;
  badge?: (data: T) => ReactNode;
  subtitle?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={headTitle} description={description} noIndex />
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
      {query.isPending && <p className="mt-6 text-muted-foreground">Loading the {noun}...</p>}
      {query.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {query.error instanceof ApiError && query.error.status === 404
            ? notFound
            : `The ${noun} could not be loaded.`}
        </p>
      )}
      {data !== undefined && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold break-words text-primary sm:text-3xl">{title}</h1>
            {badge?.(data)}
          </div>
          {subtitle?.(data)}
          {children(data)}
        </>
      )}
    </div>
  );
}

/** One fact of a record (Email, Phone, Applied ...) in its `<dl>`: a small label over the value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
