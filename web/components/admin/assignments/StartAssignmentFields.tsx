import { ENGAGEMENT_TYPES, type EngagementType } from "#contract/assignment-enums";
import { ENGAGEMENT_TYPE_LABELS } from "#contract/assignments";
import type { ContactOption } from "#contract/submittals";
import { EnumSelect } from "../../ui/enum-select";
import { Field, Input, Select } from "../../ui/form";
import { OFFERED_TIME_ZONES } from "../content/labels";
import type { DialogFormSection } from "../use-dialog-form";

export interface StartAssignmentValues {
  startDate: string;
  endDate: string;
  billRate: string;
  payRate: string;
  approverContactId: string;
  engagementType: EngagementType;
  timeZone: string;
  workLocation: string;
  confirmLoss: boolean;
}

/** The assignment's first day and its planned last one, side by side. */
export function AssignmentDateFields({ form, set, errors }: DialogFormSection<StartAssignmentValues>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Start date" required error={errors.startDate}>
        {(p) => (
          <Input
            {...p}
            type="date"
            name="startDate"
            value={form.startDate}
            onChange={(e) => set("startDate", e.target.value)}
          />
        )}
      </Field>
      <Field label="Planned end date" required error={errors.endDate}>
        {(p) => (
          <Input
            {...p}
            type="date"
            name="endDate"
            value={form.endDate}
            onChange={(e) => set("endDate", e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

/** The client's contact who approves the timesheets, the engagement, and the time zone and place of the work. */
export function AssignmentWorkFields({
  form,
  set,
  errors,
  contacts,
}: DialogFormSection<StartAssignmentValues> & { contacts: ContactOption[] }) {
  return (
    <>
      <Field label="Approver (the client's contact who approves timesheets)" required error={errors.approverContactId}>
        {(p) => (
          <Select
            {...p}
            name="approverContactId"
            value={form.approverContactId}
            onChange={(e) => set("approverContactId", e.target.value)}
          >
            <option value="">Choose a contact</option>
            {contacts.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contact.name}
                {contact.title ? `, ${contact.title}` : ""}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <EnumSelect
          label="Engagement"
          required
          error={errors.engagementType}
          values={ENGAGEMENT_TYPES}
          labelOf={(type) => ENGAGEMENT_TYPE_LABELS[type]}
          value={form.engagementType}
          onChange={(type) => set("engagementType", type)}
        />
        <EnumSelect
          label="Time zone of the work"
          required
          error={errors.timeZone}
          values={OFFERED_TIME_ZONES}
          value={form.timeZone}
          onChange={(zone) => set("timeZone", zone)}
        />
      </div>
      <Field label="Work location" error={errors.workLocation}>
        {(p) => (
          <Input
            {...p}
            name="workLocation"
            maxLength={200}
            value={form.workLocation}
            onChange={(e) => set("workLocation", e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
