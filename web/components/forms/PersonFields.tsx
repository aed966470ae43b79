import type { ComponentProps } from "react";
import { FIELD_LIMITS } from "#contract/forms";
import type { FieldErrors } from "../../lib/field-check";
import { Field, Input } from "../ui/form";

/** The person fields the public forms share, by their posted names. */
export type PersonField = "firstName" | "lastName" | "email" | "phone" | "company";

/** Each field's label, control and limit; a form renames a label (`labels`) but never a name or autocomplete. */
const PERSON_FIELDS: Record<PersonField, { label: string; required: boolean; input: ComponentProps<"input"> }> = {
  firstName: {
    label: "First Name",
    required: true,
    input: { autoComplete: "given-name", maxLength: FIELD_LIMITS.name },
  },
  lastName: {
    label: "Last Name",
    required: true,
    input: { autoComplete: "family-name", maxLength: FIELD_LIMITS.name },
  },
  email: {
    label: "Email",
    required: true,
    input: { type: "email", autoComplete: "email", maxLength: FIELD_LIMITS.email },
  },
  phone: {
    label: "Phone",
    required: false,
    input: { type: "tel", autoComplete: "tel", maxLength: FIELD_LIMITS.phone },
  },
  company: {
    label: "Company",
    required: false,
    input: { autoComplete: "organization", maxLength: FIELD_LIMITS.company },
  },
};

export interface PersonFieldsProps {
  /** The fields, in the form's order. */
  fields: readonly PersonField[];
  /** The form's own wording of a label ("Email Address"). */
  labels?: Partial<Record<PersonField, string>>;
  /** Whether the phone number is required (the application's is; a message's is not). */
  phoneRequired?: boolean;
  /** A refused native post's values, shown again. */
  posted?: Readonly<Record<string, string>>;
  errors: FieldErrors;
  /** A control's id, when the form links to it (its error summary); generated otherwise. */
  controlId?: (name: PersonField) => string;
}

/**
 * Name, email, phone and company as the contact page, the home page's contact section and the application form ask
 * for them: the same posted names, autocomplete tokens and limits, each in a `Field` of the form's grid.
 */
export function PersonFields({ fields, labels, phoneRequired, posted, errors, controlId }: PersonFieldsProps) {
  return fields.map((name) => {
    const field = PERSON_FIELDS[name];
    const required = name === "phone" ? Boolean(phoneRequired) : field.required;
    return (
      <Field
        key={name}
        label={labels?.[name] ?? field.label}
        required={required}
        id={controlId?.(name)}
        error={errors[name]}
      >
        {(p) => (
          <Input {...p} name={name} defaultValue={posted?.[name]} {...field.input} required={required || undefined} />
        )}
      </Field>
    );
  });
}
