import type { Testimonial } from "../../content/testimonials";
import { cn } from "../../lib/utils";
import { QuoteIcon } from "../ui/icons";
import { Avatar } from "./Avatar";
import { StarRating } from "./StarRating";

/** One testimonial as a figure: stars, the quote, who said it; the category badge where testimonials are mixed. */
export function TestimonialCard({
  testimonial,
  showCategory = false,
  featured = false,
}: {
  testimonial: Testimonial;
  showCategory?: boolean;
  featured?: boolean;
}) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-xl border bg-white p-6 shadow-sm",
        featured ? "border-accent/60" : "border-border",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={testimonial.rating} />
        {showCategory && (
          <span className="rounded-full bg-primary/5 px-2.5 py-0.5 text-xs font-semibold text-primary">
            {testimonial.category}
          </span>
        )}
      </div>
      <QuoteIcon aria-hidden="true" className="mt-4 size-6 text-accent" />
      <blockquote className="mt-2 flex-1 leading-relaxed text-foreground">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
        <Avatar name={testimonial.author} size="sm" />
        <div className="text-sm">
          <p className="font-semibold text-primary">{testimonial.author}</p>
          <p className="text-muted-foreground">
            {testimonial.title}, {testimonial.company}
          </p>
          <p className="mt-0.5 text-xs font-medium text-primary/80">{testimonial.placement}</p>
        </div>
      </figcaption>
    </figure>
  );
}
