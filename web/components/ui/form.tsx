import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { cn } from "../../lib/utils";

/**
 * Form primitives shared by every form of the site and the back office: plain native elements (no JavaScript
 * weight, work with the keyboard and autofill) styled alike, and a `Field` that ties label, control and error
 * together for screen readers.
 */

const control =
  "w-full rounded-md border border-border bg-white px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 " +
  "aria-invalid:border-red-600 sm:text-sm";

/** A file input is as tall as its own button needs; every other input is one line. */
const fileInput =
  "py-2 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, props.type === "file" ? fileInput : "h-10", className)} {...props} />;
}

/** At least four lines high; `rows` makes it taller. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24 py-2", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-10 pr-8", className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-4 shrink-0 rounded border-border accent-primary", className)}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the primitive: callers pass htmlFor
  return <label className={cn("text-sm font-medium text-foreground", className)} {...props} />;
}

export interface FieldProps {
  label: ReactNode;
  /** Marks the label with a visible "*". */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control's id, when something links to it (a form's error summary); a generated one otherwise. */
  id?: string;
  /** Renders the control with the ids that connect it to its label, hint and error. */
  children: (control: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

/**
 * @example <Field label="Email" required error={errors.email}>{(p) => <Input type="email" {...p} />}</Field>
 */
export function Field({ label, required, error, hint, className, id: givenId, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden className="text-red-700">
            {" "}
            *
          </span>
        )}
      </Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
