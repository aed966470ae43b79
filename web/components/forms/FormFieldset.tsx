import type { ReactNode } from "react";
import { useHydrated } from "../../lib/hydration";

/**
 * A form's fields and buttons, disabled while it sends (`pending`). A form that posts natively is never disabled
 * before hydration: it posts to its page until the scripts take over (decision 040), and React keeps what a visitor
 * typed meanwhile (uncontrolled fields). A form that cannot post natively (`scriptsOnly`: sign-in, whose password
 * must never go into an address by a native GET) stays disabled until the page is hydrated.
 */
export function FormFieldset({
  pending,
  scriptsOnly = false,
  children,
}: {
  pending: boolean;
  scriptsOnly?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={pending || (scriptsOnly && !hydrated)} className="contents">
      {children}
    </fieldset>
  );
}
