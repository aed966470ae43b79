import { ROLES, type Role } from "#contract/enums";
import { USER_SORTS, type UserSort } from "#contract/staff-users";
import { ListFilter } from "../ListFilter";
import { titleCase } from "../labels";

const SORT_LABELS: Record<UserSort, string> = {
  username: "Name A-Z",
  newest: "Newest first",
  "last-login": "Last signed in",
  role: "Role, admins first",
};
/** The State filter: active or not. */
export const USER_ACTIVE_STATES = ["true", "false"] as const;

/** The users list's filters: role, active or not, and the order. */
export function UserFilters({
  role,
  active,
  sort,
  apply,
}: {
  role: Role | undefined;
  active: (typeof USER_ACTIVE_STATES)[number] | undefined;
  sort: UserSort | undefined;
  apply: (changes: { role?: string; active?: string; sort?: string }) => void;
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 lg:max-w-3xl lg:grid-cols-3">
      <ListFilter
        label="Role"
        value={role}
        all="All"
        options={ROLES}
        labels={titleCase}
        onChange={(role) => apply({ role })}
      />
      <ListFilter
        label="State"
        value={active}
        all="All"
        options={[
          { value: "true", label: "Active" },
          { value: "false", label: "Inactive" },
        ]}
        onChange={(active) => apply({ active })}
      />
      <ListFilter
        label="Sort"
        value={sort}
        defaultValue="username"
        options={USER_SORTS}
        labels={SORT_LABELS}
        onChange={(sort) => apply({ sort })}
      />
    </div>
  );
}
