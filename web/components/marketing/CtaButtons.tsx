import { Link } from "react-router";
import type { CtaLink } from "../../content/types";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { ArrowRightIcon } from "../ui/icons";

/** A row of calls to action: the first is the primary (amber) one, the rest outlined; a "#anchor" target stays on the page. */
export function CtaButtons({
  actions,
  inverse = false,
  className,
}: {
  actions: readonly CtaLink[];
  inverse?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4", className)}>
      {actions.map((action, index) => (
        <Button
          key={action.to + action.label}
          asChild
          size="lg"
          variant={index === 0 ? "accent" : inverse ? "outline-inverse" : "outline"}
        >
          {action.to.startsWith("#") ? (
            <a href={action.to}>
              {action.label}
              {index === 0 && <ArrowRightIcon aria-hidden="true" />}
            </a>
          ) : (
            <Link to={action.to}>
              {action.label}
              {index === 0 && <ArrowRightIcon aria-hidden="true" />}
            </Link>
          )}
        </Button>
      ))}
    </div>
  );
}
