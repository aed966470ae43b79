/** What a toast says (toast.tsx) and the toast on screen (toast-message.tsx draws it). */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds before it hides itself. */
  duration?: number;
}

export interface ShownToast extends Required<Omit<ToastOptions, "description">> {
  id: number;
  description?: string;
}
