import { cn } from "../../lib/utils";
import { CheckIcon } from "../ui/icons";

export const BOOKING_STEPS = [
  { id: "type", label: "Service" },
  { id: "datetime", label: "Date & Time" },
  { id: "details", label: "Details" },
  { id: "confirmation", label: "Confirmation" },
] as const;

export type BookingStep = (typeof BOOKING_STEPS)[number]["id"];

/** The four steps: the current one highlighted, completed ones green, later ones muted (public spec section 2). */
export function StepIndicator({ current }: { current: BookingStep }) {
  const currentIndex = BOOKING_STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Booking progress">
      <ol className="grid grid-cols-4 gap-2">
        {BOOKING_STEPS.map((step, index) => {
          const state = index < currentIndex ? "complete" : index === currentIndex ? "current" : "upcoming";
          return (
            <li
              key={step.id}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold",
                  state === "complete" && "border-green-700 bg-green-700 text-white",
                  state === "current" && "border-primary bg-primary text-white",
                  state === "upcoming" && "border-border bg-white text-muted-foreground",
                )}
              >
                {state === "complete" ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  "text-xs font-semibold sm:text-sm",
                  state === "complete" && "text-green-800",
                  state === "current" && "text-primary",
                  // Dimmed by colour, not opacity, so the label keeps a readable contrast.
                  state === "upcoming" && "text-muted-foreground",
                )}
              >
                {step.label}
                <span className="sr-only">
                  {state === "complete" ? " (completed)" : state === "current" ? " (current step)" : ""}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
