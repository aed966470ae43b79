import { StarIcon } from "lucide-react";
import { cn } from "../../lib/utils";

/** Five stars with `rating` filled; read as "Rated N out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn("flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn("size-4", star <= rating ? "fill-accent text-accent" : "fill-transparent text-slate-300")}
        />
      ))}
    </span>
  );
}
