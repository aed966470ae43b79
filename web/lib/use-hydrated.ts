import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a pre-rendered page is being hydrated (and on the server), true once the app is live. What needs
 * the app to work, such as a form's submit button, waits for it: before hydration, a click would submit the form
 * natively, putting what the visitor typed into the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
