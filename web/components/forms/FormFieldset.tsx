import type { ReactNode } from "react";
import { useHydrated } from "../../lib/hydration";

/**
 * A form's fields and buttons, disabled while it sends (`pending`) and until the page is hydrated: on a
 * pre-rendered page the form is on screen before the app, and what a visitor typed then would be wiped by
 * hydration, or a click would submit it natively with their details in the address.
 */
export function FormFieldset({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={pending || !hydrated} className="contents">
      {children}
    </fieldset>
  );
}
