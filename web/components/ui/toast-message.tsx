import { useEffect } from "react";
import { cn } from "../../lib/utils";
import { XIcon } from "./icons";
import type { ShownToast } from "./toast-types";

interface ToastMessageProps {
  shown: ShownToast;
  onDismiss: () => void;
  /** Whether `id` is still the toast on screen (a newer one may have replaced it before this one's time ran out). */
  isCurrent: (id: number) => boolean;
}

/** One toast, hidden after its duration or by its close button (./toast.tsx `Toaster` loads it on first use). */
export default function ToastMessage({ shown, onDismiss, isCurrent }: ToastMessageProps) {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (isCurrent(shown.id)) onDismiss();
    }, shown.duration);
    return () => clearTimeout(timer);
  }, [shown, onDismiss, isCurrent]);

  return (
    <div
      data-testid="toast"
      data-variant={shown.variant}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-lg border p-4 shadow-lg",
        shown.variant === "destructive"
          ? "border-red-700 bg-red-700 text-white"
          : "border-border bg-white text-foreground",
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{shown.title}</p>
        {shown.description && <p className="mt-1 text-sm opacity-90">{shown.description}</p>}
      </div>
      {shown.action && (
        <button
          type="button"
          onClick={() => {
            onDismiss();
            shown.action?.onClick();
          }}
          className="rounded border border-current px-2 py-1 text-sm font-semibold hover:bg-black/5"
        >
          {shown.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className="rounded p-1 opacity-80 hover:opacity-100"
      >
        <XIcon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
