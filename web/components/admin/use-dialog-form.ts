import { useState } from "react";
import { ApiError } from "../../lib/api";

/** Messages by field name, shown under the fields by `<Field error={errors.name}>`. */
export type FieldErrors = Record<string, string>;

/** "hours.3.startTime" is shown under the field "hours": for forms whose fields hold lists. */
export const topField = (path: string) => path.split(".")[0] ?? "";

/**
 * The state of a back-office form: its values, filled afresh from `initial(source)` (and its errors cleared) each
 * time the dialog opens or is handed another item; the field errors of a rejected save, read from the API's error
 * shape; and whether a save is under way.
 *
 * @example
 * const form = useDialogForm({ open, source: job, initial: fromJob, saving: [save] });
 * <Input value={form.values.title} onChange={(e) => form.set("title", e.target.value)} />
 * save.mutate(input, { onError: (error) => toast({ description: form.failed(error)?.serverMessage }) });
 */
export function useDialogForm<Values, Source>({
  open,
  source,
  initial,
  saving = [],
  fieldOf = (path) => path,
}: {
  open: boolean;
  /** The item being edited (undefined to create one): a new one refills the form. */
  source: Source;
  initial: (source: Source) => Values;
  /** The mutations that save the form. */
  saving?: readonly { isPending: boolean }[];
  /** The field that shows an API issue's path (the path itself unless given). */
  fieldOf?: (path: string) => string;
}) {
  const [values, setValues] = useState<Values>(() => initial(source));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Refilled while rendering, not in an effect, so an opened dialog never shows the previous item's values.
  const [shown, setShown] = useState({ open: false, source });
  if (shown.open !== open || shown.source !== source) {
    setShown({ open, source });
    if (open) {
      setValues(initial(source));
      setErrors({});
    }
  }

  return {
    values,
    errors,
    setErrors,
    submitting: saving.some((mutation) => mutation.isPending),
    set: <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value })),
    /** Back to `initial(source)`, errors cleared (a form that stays on the page after a save). */
    reset: () => {
      setValues(initial(source));
      setErrors({});
    },
    /** Shows a failed save's field issues under their fields; answers the API's error for the toast's words. */
    failed: (error: Error): ApiError | undefined => {
      const apiError = error instanceof ApiError ? error : undefined;
      setErrors(Object.fromEntries((apiError?.issues ?? []).map((issue) => [fieldOf(issue.path), issue.message])));
      return apiError;
    },
  };
}

/** What a section of a dialog's form gets from `useDialogForm`: the values, their setter and the field errors. */
export interface DialogFormSection<Values> {
  form: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  errors: FieldErrors;
}
