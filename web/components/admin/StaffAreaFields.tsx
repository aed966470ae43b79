import { ROLES, STAFF_AREA_ICONS } from "#contract/enums";
import { Checkbox, Field, Input, Select, Textarea } from "../ui/form";
import { titleCase } from "./labels";
import type { StaffAreaFormState } from "./staff-area-form-state";
import type { DialogFormSection } from "./use-dialog-form";

/** The staff area's fields: name and slug, description, required role, icon, order and whether it is active. */
export function StaffAreaFields({ form, set, errors }: DialogFormSection<StaffAreaFormState>) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={errors.name}>
          {(p) => <Input {...p} value={form.name} onChange={(e) => set("name", e.target.value)} maxLength={100} />}
        </Field>
        <Field label="Slug" required error={errors.slug} hint="Lower-case letters, digits and dashes.">
          {(p) => (
            <Input
              {...p}
              value={form.slug}
              onChange={(e) => set("slug", e.target.value.toLowerCase())}
              maxLength={64}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            value={form.description}
            onChange={(e) => set("description", e.target.value)}
            maxLength={500}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Required role" error={errors.requiredRole}>
          {(p) => (
            <Select
              {...p}
              value={form.requiredRole}
              onChange={(e) => set("requiredRole", e.target.value as StaffAreaFormState["requiredRole"])}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {titleCase(role)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Icon" error={errors.icon}>
          {(p) => (
            <Select {...p} value={form.icon} onChange={(e) => set("icon", e.target.value)}>
              <option value="">None</option>
              {STAFF_AREA_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Order" error={errors.sortOrder}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={form.sortOrder}
              onChange={(e) => set("sortOrder", e.target.value)}
            />
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={form.isActive} onChange={(e) => set("isActive", e.target.checked)} />
        Active
      </label>
    </>
  );
}
