/** What a toast says (toast.tsx) and the toast on screen (toast-message.tsx draws it). */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds before it hides itself. */
  duration?: number;
  /** One button that acts on what the toast tells (Undo); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

export interface ShownToast extends Required<Omit<ToastOptions, "description" | "action">> {
  id: number;
  description?: string;
  action?: ToastOptions["action"];
}
