import type { PublicBookingType } from "#contract/booking";
import { Checkbox, Field, Input, Select, Textarea } from "../ui/form";
import type { DetailsValues } from "./details-values";
import { MEETING_TYPE_LABELS } from "./labels";

interface FieldsProps {
  values: DetailsValues;
  errors: Partial<Record<keyof DetailsValues, string>>;
  pending: boolean;
  onChange: (values: DetailsValues) => void;
}

/** A text field's change handler: the values with that one field changed. */
function setterFor({ values, onChange }: FieldsProps) {
  return <K extends Exclude<keyof DetailsValues, "smsConsent">>(key: K) =>
    (event: { target: { value: string } }) =>
      onChange({ ...values, [key]: event.target.value as DetailsValues[K] });
}

/** Who is booking: name, email, phone, company and the consent to texts. */
export function BookerFields(props: FieldsProps) {
  const { values, errors, pending, onChange } = props;
  const set = setterFor(props);
  return (
    <>
      <Field label="Full Name" required error={errors.bookerName}>
        {(p) => (
          <Input
            {...p}
            autoComplete="name"
            name="bookerName"
            value={values.bookerName}
            onChange={set("bookerName")}
            disabled={pending}
          />
        )}
      </Field>
      <Field label="Email Address" required error={errors.bookerEmail}>
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="email"
            name="bookerEmail"
            value={values.bookerEmail}
            onChange={set("bookerEmail")}
            disabled={pending}
          />
        )}
      </Field>
      <Field label="Phone Number" required={values.meetingLocation === "phone"} error={errors.bookerPhone}>
        {(p) => (
          <Input
            {...p}
            type="tel"
            autoComplete="tel"
            name="bookerPhone"
            value={values.bookerPhone}
            onChange={set("bookerPhone")}
            disabled={pending}
          />
        )}
      </Field>
      <Field label="Company" error={errors.bookerCompany}>
        {(p) => (
          <Input
            {...p}
            autoComplete="organization"
            name="bookerCompany"
            value={values.bookerCompany}
            onChange={set("bookerCompany")}
            disabled={pending}
          />
        )}
      </Field>
      <label className="flex items-start gap-2 text-sm text-muted-foreground sm:col-span-2">
        <Checkbox
          className="mt-0.5"
          name="smsConsent"
          checked={values.smsConsent}
          onChange={(e) => onChange({ ...values, smsConsent: e.target.checked })}
          disabled={pending}
        />
        <span>
          Text me a confirmation and reminders about this appointment at this number. Message and data rates may apply;
          reply STOP to opt out.
        </span>
      </label>
    </>
  );
}

/** How they meet (the booking type's options) and their notes. */
export function MeetingFields(props: FieldsProps & { type: PublicBookingType }) {
  const { values, errors, pending, type } = props;
  const set = setterFor(props);
  return (
    <>
      <Field label="Meeting Type" error={errors.meetingLocation} className="sm:col-span-2">
        {(p) => (
          <Select
            {...p}
            name="meetingLocation"
            value={values.meetingLocation}
            onChange={set("meetingLocation")}
            disabled={pending}
          >
            {type.locationOptions.map((value) => (
              <option key={value} value={value}>
                {MEETING_TYPE_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Additional Notes"
        error={errors.bookerNotes}
        className="sm:col-span-2"
        hint="Anything we should know before the call (optional)."
      >
        {(p) => (
          <Textarea
            {...p}
            name="bookerNotes"
            value={values.bookerNotes}
            onChange={set("bookerNotes")}
            disabled={pending}
          />
        )}
      </Field>
    </>
  );
}
