import type { ReactNode } from "react";

/**
 * A form's fields and buttons, disabled while it sends (`pending`). Never before hydration: the form posts natively
 * until the scripts take over (decision 040), and React keeps what a visitor typed meanwhile (uncontrolled fields).
 */
export function FormFieldset({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={pending} className="contents">
      {children}
    </fieldset>
  );
}
