import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

/** A back-office card with its h2 (which names the section) and an optional action beside it. */
export function Panel({
  id,
  title,
  description,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("rounded-lg border border-border bg-white p-4 sm:p-6", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-primary">
          {title}
        </h2>
        {action}
      </div>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      {children}
    </section>
  );
}

/**
 * The loading, error and empty lines of a list, or nothing once there is something to show.
 *
 * @example <QueryStatus query={users} noun="users" empty="No users yet." />
 */
export function QueryStatus({
  query,
  noun,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; data?: unknown };
  noun: string;
  empty?: ReactNode;
}) {
  if (query.isPending) return <p className="mt-4 text-muted-foreground">Loading {noun}...</p>;
  if (query.isError)
    return (
      <p
        role="alert"
        className="mt-4 text-red-800"
      >{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} could not be loaded.`}</p>
    );
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <EmptyLine>{empty}</EmptyLine>;
  return null;
}

/** The line a list shows when it has nothing to show. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="mt-4 text-muted-foreground">{children}</p>;
}
