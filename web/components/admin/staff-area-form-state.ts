import type { StaffArea } from "#contract/staff";

export interface StaffAreaFormState {
  name: string;
  slug: string;
  description: string;
  icon: string;
  requiredRole: StaffArea["requiredRole"];
  isActive: boolean;
  sortOrder: string;
}

/** New staff area defaults: role admin, active, sort order 0 (back-office spec section 9). */
export const NEW_STAFF_AREA: StaffAreaFormState = {
  name: "",
  slug: "",
  description: "",
  icon: "",
  requiredRole: "admin",
  isActive: true,
  sortOrder: "0",
};

export function fromStaffArea(staffArea: StaffArea | undefined): StaffAreaFormState {
  if (!staffArea) return NEW_STAFF_AREA;
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

/** Name and slug are required (spec section 5); the errors name the missing fields. */
export function missingStaffAreaFields(form: StaffAreaFormState): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!form.name.trim()) missing.name = "Name is required";
  if (!form.slug.trim()) missing.slug = "Slug is required";
  return missing;
}

/** What the dialog sends: trimmed text, blank description and icon as null, a non-number order as 0. */
export function staffAreaInput(form: StaffAreaFormState) {
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    description: form.description.trim() || null,
    icon: (form.icon || null) as StaffArea["icon"],
    requiredRole: form.requiredRole,
    isActive: form.isActive,
    sortOrder: Number(form.sortOrder) || 0,
  };
}
