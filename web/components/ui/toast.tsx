import { X } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { cn } from "../../lib/utils";

/**
 * Toasts (public spec section 4 and 9): at most one on screen, a new one replaces the old, 5 s by default.
 * `toast()` can be called from anywhere (mutations' onError, event handlers); `<Toaster />` is rendered once
 * per layout and announces each toast to screen readers.
 */

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds before it hides itself. */
  duration?: number;
}

interface ShownToast extends Required<Omit<ToastOptions, "description">> {
  id: number;
  description?: string;
}

const DEFAULT_DURATION_MS = 5000;
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(value: ShownToast | null) {
  current = value;
  for (const listener of listeners) listener();
}

/** @example toast({ title: "Message Sent", description: "Thank you for contacting us." }) */
export function toast({ title, description, variant = "default", duration = DEFAULT_DURATION_MS }: ToastOptions): void {
  emit({ id: nextId++, title, description, variant, duration });
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
  return useSyncExternalStore(subscribe, () => current, () => null);
}

export function Toaster() {
  const shown = useToast();
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      if (current?.id === shown.id) dismissToast();
    }, shown.duration);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:justify-end">
      {shown && (
        <div
          key={shown.id}
          data-testid="toast"
          data-variant={shown.variant}
          className={cn(
            "pointer-events-auto flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-lg border p-4 shadow-lg",
            shown.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-border bg-white text-foreground",
          )}
        >
          <div className="flex-1">
            <p className="font-semibold">{shown.title}</p>
            {shown.description && <p className="mt-1 text-sm opacity-90">{shown.description}</p>}
          </div>
          <button type="button" onClick={dismissToast} aria-label="Dismiss notification" className="rounded p-1 opacity-80 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
