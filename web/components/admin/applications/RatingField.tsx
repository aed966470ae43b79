import { Star } from "lucide-react";
import { cn } from "../../../lib/utils";
import { Button } from "../../ui/button";

/** An application's rating, one to five stars (each a button), or cleared. */
export function RatingField({
  rating,
  disabled,
  onRate,
}: {
  rating: number | null;
  disabled: boolean;
  onRate: (rating: number | null) => void;
}) {
  return (
    <fieldset className="mt-6 border-t border-border pt-4">
      <legend className="float-left text-sm font-medium">Rating</legend>
      <div className="clear-left flex items-center gap-1 pt-2">
        {[1, 2, 3, 4, 5].map((value) => {
          const on = rating !== null && value <= rating;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={rating === value}
              aria-label={`Rate ${value} of 5`}
              disabled={disabled}
              onClick={() => onRate(value)}
              className="rounded p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Star aria-hidden className={cn("size-6", on ? "fill-amber-400 text-amber-500" : "text-slate-300")} />
            </button>
          );
        })}
        {rating !== null && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onRate(null)}>
            Clear
          </Button>
        )}
      </div>
    </fieldset>
  );
}
