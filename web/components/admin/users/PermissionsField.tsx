import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { AREAS, type Area, decideAccess } from "#contract/access";
import type { StaffUser } from "#contract/staff-users";
import { apiQuery } from "../../../lib/query-client";
import { useSession } from "../../../lib/session";
import { Checkbox } from "../../ui/form";
import { titleCase } from "../labels";

/**
 * A user's access (docs/decisions/048-per-user-permissions.md): "Role-based" (null, the role's rank decides) or
 * "Custom" (exactly the areas ticked, whatever the role). The areas are named as the staff areas screen names them
 * when the signed-in user may read them, else by their slugs.
 */
export type PermissionsValue = StaffUser["permissions"];

/** What the form must say before sending: a custom choice needs an area, the API refuses an empty list. */
export function permissionsError(value: PermissionsValue): string | undefined {
  return value !== null && value.length === 0 ? "Tick at least one area, or choose Role-based" : undefined;
}

export interface PermissionsFieldProps {
  value: PermissionsValue;
  onChange: (value: PermissionsValue) => void;
  /** The role chosen in the form: switching to Custom starts from the areas it reaches now. */
  role: StaffUser["role"];
  error?: string;
}

const radio = "size-4 accent-primary";

export function PermissionsField({ value, onChange, role, error }: PermissionsFieldProps) {
  const id = useId();
  const session = useSession();
  const mayReadStaffAreas = session.status === "signed-in" && session.areas.includes("portals");
  const staffAreas = useQuery({ ...apiQuery("GET /api/admin/portals"), enabled: mayReadStaffAreas });
  const staffAreaOf = (area: Area) => staffAreas.data?.find((staffArea) => staffArea.slug === area);
  const nameOf = (area: Area) => staffAreaOf(area)?.name ?? titleCase(area);
  const roleBased = { role, isActive: true, permissions: null };
  const roleAreas = () => AREAS.filter((area) => decideAccess(roleBased, staffAreaOf(area), area).allowed);
  const custom = value !== null;
  const errorId = error ? `${id}-error` : undefined;
  const mode = `${id}-mode`;

  const toggle = (area: Area, ticked: boolean) => {
    const chosen = new Set(value ?? []);
    if (ticked) chosen.add(area);
    else chosen.delete(area);
    onChange(AREAS.filter((slug) => chosen.has(slug)));
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">Permissions</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={mode} checked={!custom} onChange={() => onChange(null)} className={radio} />
          Role-based
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={mode} checked={custom} onChange={() => onChange(roleAreas())} className={radio} />
          Custom
        </label>
      </div>
      <p className="text-xs text-muted-foreground">
        {custom
          ? "Exactly the areas ticked, whatever the role."
          : "The areas the role reaches, as the staff areas screen sets them."}
      </p>
      {custom && (
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border border-border p-3 sm:grid-cols-3">
          {AREAS.map((area) => (
            <label key={area} className="flex items-center gap-2 text-sm">
              <Checkbox checked={value.includes(area)} onChange={(e) => toggle(area, e.target.checked)} />
              {nameOf(area)}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
