import { Link } from "react-router";
import { COMPANY } from "#contract/company";
import { cn } from "../../lib/utils";

const initials = COMPANY.shortName
  .split(/\s+/)
  .map((word) => word[0])
  .join("");
/** "Executive Search": the part of the full name after the short name, shown as a second line. */
const descriptor = COMPANY.name.startsWith(COMPANY.shortName)
  ? COMPANY.name.slice(COMPANY.shortName.length).trim()
  : "";

/** The firm's mark and name, linking home. Its accessible name is the full firm name. */
export function Logo({
  inverse = false,
  compact = false,
  className,
}: {
  inverse?: boolean;
  /** A little smaller between `lg` and `xl`, where the header's full navigation is tight. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <Link to="/" className={cn("flex shrink-0 items-center gap-2.5 rounded-md", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-10 items-center justify-center rounded-lg text-sm font-extrabold tracking-tight",
          compact && "lg:size-9 xl:size-10",
          inverse ? "bg-accent text-accent-foreground" : "bg-primary text-accent",
        )}
      >
        {initials}
      </span>
      <span className="flex flex-col leading-tight">
        <span
          className={cn(
            "text-lg font-bold",
            compact && "lg:text-base xl:text-lg",
            inverse ? "text-white" : "text-primary",
          )}
        >
          {descriptor ? COMPANY.shortName : COMPANY.name}
        </span>{" "}
        {descriptor && (
          <span
            className={cn(
              "text-[0.7rem] font-semibold tracking-[0.14em] uppercase",
              compact && "lg:text-[0.625rem] xl:text-[0.7rem]",
              inverse ? "text-navy-200" : "text-muted-foreground",
            )}
          >
            {descriptor}
          </span>
        )}
      </span>
    </Link>
  );
}
