/** A five-pointed star in a 24-unit box, drawn with round joins like the site's other icons. */
const STAR = "M12 2.6l2.8 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.8 3.2 1.3-6.5-4.9-4.5 6.6-.8z";
/** Star width plus the gap between stars, in the same units. */
const STEP = 27;

/**
 * Five stars with `rating` filled; read as "Rated N out of 5". One SVG for the five (not five icons): a page of
 * testimonials repeats it many times, and each icon would carry its own attributes and path.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      viewBox={`0 0 ${STEP * 4 + 24} 24`}
      className="h-4 w-22 shrink-0"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={STAR}
          transform={index ? `translate(${index * STEP})` : undefined}
          className={index < rating ? "fill-accent stroke-accent" : "fill-transparent stroke-slate-300"}
        />
      ))}
    </svg>
  );
}
