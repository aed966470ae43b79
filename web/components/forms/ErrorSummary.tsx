import type { FieldErrors } from "../../lib/field-check";

/**
 * The box at the top of a form that says what stopped it, each field a link to its control (`fields`: name, label
 * and the control's id, in the form's order; a problem no listed field owns is named by its message). On the page a
 * refused native post comes back as (`posted`) it has `autofocus`, which the browser honours without scripts: the
 * page opens focused on it, so on a phone the visitor lands on the problem instead of the page's top. Field messages
 * stay next to their fields; `message` (a refusal no field owns: too many requests) is shown here when there are
 * no field errors.
 */
export function ErrorSummary({
  id,
  heading,
  errors,
  message,
  fields,
  posted,
  className,
}: {
  id: string;
  /** What did not happen: "Your application was not sent." */
  heading: string;
  errors: FieldErrors;
  message: string;
  fields: readonly { name: string; label: string; controlId: string }[];
  /** The page is a refused native post's: the summary takes focus as it loads. */
  posted: boolean;
  className?: string;
}) {
  const named = fields.filter((field) => errors[field.name]);
  const unnamed = Object.entries(errors).filter(([name]) => !fields.some((field) => field.name === name));
  if (named.length === 0 && unnamed.length === 0 && !message) return null;
  return (
    <section
      id={id}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a refused post's page opens on what stopped it, as a fragment would
      autoFocus={posted}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-24 rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 ${className ?? ""}`}
    >
      <p id={`${id}-heading`} className="font-semibold">
        {heading}
        {named.length + unnamed.length > 0 ? " Please check:" : ""}
      </p>
      {named.length + unnamed.length === 0 ? (
        <p className="mt-1">{message}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {named.map((field) => (
            <li key={field.name}>
              <a href={`#${field.controlId}`} className="underline underline-offset-2">
                {field.label}
              </a>
            </li>
          ))}
          {unnamed.map(([name, text]) => (
            <li key={name}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
