import { Link } from "react-router";

/** One number of the desk: what it counts, its value as shown, and the list behind it. */
export interface DeskNumber {
  key: string;
  label: string;
  hint: string;
  value: string;
  to: string;
}

/**
 * The desk's numbers as cards, each a link to the list it totals: two to a row on a phone (a number and a short label
 * fit half of 390 px; one to a row made the desk some 2,600 px long), three on a wide screen.
 */
export function DeskNumberGrid({ numbers, testId }: { numbers: readonly DeskNumber[]; testId: string }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3" data-testid={testId}>
      {numbers.map((number) => (
        <li key={number.key}>
          <Link
            to={number.to}
            className="block h-full rounded-lg border border-border bg-white p-3 hover:border-primary sm:p-4"
            data-desk={number.key}
          >
            <span className="block text-sm font-medium text-muted-foreground">{number.label}</span>
            <span
              className="mt-1 block text-2xl font-bold text-primary [overflow-wrap:anywhere] sm:text-3xl"
              data-desk-value
            >
              {number.value}
            </span>
            <span className="mt-1 block text-xs text-muted-foreground">{number.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
