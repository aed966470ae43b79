import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ShownToast, ToastOptions } from "./toast-types";

/**
 * Toasts (public spec section 4 and 9): at most one on screen, a new one replaces the old, 5 s by default.
 * `toast()` can be called from anywhere (mutations' onError, event handlers); `<Toaster />` is rendered once
 * per layout and announces each toast to screen readers.
 */

const DEFAULT_DURATION_MS = 5000;
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(value: ShownToast | null) {
  current = value;
  for (const listener of listeners) listener();
}

/** @example toast({ title: "Message Sent", description: "Thank you for contacting us." }) */
export function toast({
  title,
  description,
  variant = "default",
  duration = DEFAULT_DURATION_MS,
  action,
}: ToastOptions): void {
  emit({ id: nextId++, title, description, variant, duration, action });
}

export function dismissToast(): void {
  emit(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toast, for tests and the Toaster. */
export function useToast(): ShownToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

const isShown = (id: number) => current?.id === id;

// The toast itself is loaded when the first one is shown: most visits never see one, so it stays out of first loads.
const ToastMessage = lazy(() => import("./toast-message"));

/** The live region every toast is announced in (present before the first toast, so screen readers hear it). */
export function Toaster() {
  const shown = useToast();
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:justify-end"
    >
      {shown && (
        <Suspense fallback={null}>
          <ToastMessage key={shown.id} shown={shown} onDismiss={dismissToast} isCurrent={isShown} />
        </Suspense>
      )}
    </div>
  );
}
