import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * SQL readings of the stored area lists (`users.permissions`, `admin_portals.required_permissions`: JSON lists of
 * area slugs, or null), as `customAreasOf` in worker/contract/access.ts reads them: a value that is not a JSON list
 * lists nothing.
 */

/** The value when it is a JSON list, else null (whose json_each yields no rows). CASE is evaluated lazily. */
function listOrNull(list: SQLWrapper): SQL {
  return sql`(case when json_valid(${list}) then case when json_type(${list}) = 'array' then ${list} end end)`;
}

/** Whether `list` names `slug`. */
export function listsArea(list: SQLWrapper, slug: SQLWrapper | string): SQL {
  return sql`exists (select 1 from json_each(${listOrNull(list)}) as listed
    where listed.type = 'text' and listed.value = ${slug})`;
}

/** Whether `list` names every slug that `required` names (true when `required` names none). */
export function listsEvery(list: SQLWrapper, required: SQLWrapper): SQL {
  return sql`not exists (select 1 from json_each(${listOrNull(required)}) as needed
    where not ${listsArea(list, sql`needed.value`)})`;
}
