import { Columns3, Table2 } from "lucide-react";
import { Link } from "react-router";
import { APPLICATION_VIEWS } from "../../../content/applications";
import { cn } from "../../../lib/utils";
import { buttonVariants } from "../../ui/button";

/** The applications page's two views: the table (no ?view) and the board (?view=board). */
export const APPLICATION_VIEW_NAMES = ["table", "board"] as const;
type ApplicationView = (typeof APPLICATION_VIEW_NAMES)[number];

/** The URL of a view: the job stays chosen, the page starts again. */
function viewHref(params: URLSearchParams, next: ApplicationView): string {
  const search = new URLSearchParams(params);
  search.delete("page");
  if (next === "board") search.set("view", "board");
  else search.delete("view");
  const text = search.toString();
  return text ? `?${text}` : "?";
}

/** Links between the views, the current one marked. */
export function ApplicationViewNav({ params, view }: { params: URLSearchParams; view: ApplicationView }) {
  return (
    <nav aria-label="View" className="inline-flex rounded-md border border-border bg-white p-0.5">
      {APPLICATION_VIEW_NAMES.map((value) => (
        <Link
          key={value}
          to={viewHref(params, value)}
          aria-current={view === value ? "page" : undefined}
          className={cn(buttonVariants({ variant: view === value ? "default" : "ghost", size: "sm" }), "h-8")}
        >
          {value === "table" ? <Table2 aria-hidden /> : <Columns3 aria-hidden />}
          {APPLICATION_VIEWS[value]}
        </Link>
      ))}
    </nav>
  );
}
