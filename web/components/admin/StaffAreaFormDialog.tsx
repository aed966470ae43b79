import type { FormEvent } from "react";
import { ROLES, STAFF_AREA_ICONS } from "#contract/enums";
import type { StaffArea } from "#contract/staff";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../ui/dialog";
import { Checkbox, Field, Input, Select, Textarea } from "../ui/form";
import { toast } from "../ui/toast";
import { titleCase } from "./labels";
import { useSaveStaffArea } from "./staff-queries";
import { useDialogForm } from "./use-dialog-form";

interface FormState {
  name: string;
  slug: string;
  description: string;
  icon: string;
  requiredRole: StaffArea["requiredRole"];
  isActive: boolean;
  sortOrder: string;
}

/** New staff area defaults: role admin, active, sort order 0 (back-office spec section 9). */
const EMPTY: FormState = {
  name: "",
  slug: "",
  description: "",
  icon: "",
  requiredRole: "admin",
  isActive: true,
  sortOrder: "0",
};

function fromStaffArea(staffArea: StaffArea | undefined): FormState {
  if (!staffArea) return EMPTY;
  const { name, slug, requiredRole, isActive } = staffArea;
  return {
    name,
    slug,
    description: staffArea.description ?? "",
    icon: staffArea.icon ?? "",
    requiredRole,
    isActive,
    sortOrder: String(staffArea.sortOrder),
  };
}

/** Add or edit a staff area. Name and slug are required (spec section 5). */
export function StaffAreaFormDialog({
  staffArea,
  open,
  onOpenChange,
}: {
  staffArea?: StaffArea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveStaffArea();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: staffArea,
    initial: fromStaffArea,
    saving: [save],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.name.trim()) missing.name = "Name is required";
    if (!form.slug.trim()) missing.slug = "Slug is required";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const input = {
      name: form.name.trim(),
      slug: form.slug.trim(),
      description: form.description.trim() || null,
      icon: (form.icon || null) as StaffArea["icon"],
      requiredRole: form.requiredRole,
      isActive: form.isActive,
      sortOrder: Number(form.sortOrder) || 0,
    };
    save.mutate(
      { id: staffArea?.id, input },
      {
        onSuccess: () => {
          toast({ title: staffArea ? "Staff area updated successfully!" : "Staff area created successfully!" });
          onOpenChange(false);
        },
        onError: (error) => {
          const apiError = failed(error);
          toast({
            title: "Error",
            description: apiError?.serverMessage ?? "The staff area could not be saved.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{staffArea ? `Edit ${staffArea.name}` : "Add staff area"}</DialogTitle>
        <DialogDescription>
          The required role decides who may use this area's pages and API, from the next request on.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
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
                  onChange={(e) => set("requiredRole", e.target.value as FormState["requiredRole"])}
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : staffArea ? "Save Changes" : "Create staff area"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
