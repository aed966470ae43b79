import { z } from "zod";
import { groupThousands } from "./plain-text";

/**
 * zod, as every schema of the contract imports it. Parsing runs in zod's interpreter, not its JIT: the JIT builds
 * functions with `new Function`, which the site's Content-Security-Policy (no 'unsafe-eval') refuses in the
 * browser, and merely probing for it is reported as a policy violation. Workers refuse it as well.
 */
z.config({ jitless: true });

export { z };

/** A whole number from 0 to `max`; the messages name `label`. */
export function boundedCount(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${groupThousands(max)}`);
}

/** The refusal of an update that names nothing to change (a 400 on the body, not a no-op or a 500). */
export const NOTHING_TO_CHANGE = "Send at least one field to change";

/** Whether an update body names at least one field. */
export function namesAField(value: object): boolean {
  return Object.values(value).some((field) => field !== undefined);
}

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/**
 * The update schema of a create schema: every field optional and WITHOUT its default (zod applies a `.default()`
 * inside `.partial()`, which silently reset omitted fields on update; defaults belong to creation), unknown fields
 * refused, and at least one field required.
 *
 * @example export const contactUpdateSchema = updateSchemaOf(contactCreateSchema);
 */
export function updateSchemaOf<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([name, field]) => [
      name,
      ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
    ]),
  ) as unknown as { [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>> };
  return z.object(shape).strict().refine(namesAField, NOTHING_TO_CHANGE);
}

/**
 * `limit` and `offset` of a paged list's query string, with the list's default and largest page.
 *
 * @example z.object({ stage: z.enum(STAGES).optional(), ...pagingFields(25, 100) })
 */
export function pagingFields(defaultLimit: number, maxLimit: number) {
  return {
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(maxLimit, `Limit must be at most ${maxLimit}`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: "Offset must be a number" })
      .int("Offset must be a whole number")
      .min(0, "Offset cannot be negative")
      .default(0),
  };
}

/** The `q` of a back-office list's query string: trimmed, at most 200 characters, blank is no search. */
export const searchField = z.string().trim().max(200, "Search must be at most 200 characters").optional();

/**
 * The `sort` of a list's query string: one of `sorts`, `fallback` when absent; anything else is a 400 naming them.
 *
 * @example z.object({ sort: sortField(["newest", "oldest", "name"], "newest"), ...pagingFields(25, 100) })
 */
export function sortField<const Sort extends string>(sorts: readonly [Sort, ...Sort[]], fallback: NoInfer<Sort>) {
  return z.enum(sorts, { error: `Sort must be one of ${sorts.join(", ")}` }).default(fallback);
}

export const SMALL_LIST_PAGE_DEFAULT = 100;
export const SMALL_LIST_PAGE_MAX = 200;

/**
 * The query of a small configuration or choice list (job boards, staff areas, scoring rules, owners): one generous page in
 * practice, still bounded like every list, with its total in `X-Total-Count`.
 */
export const smallListQuerySchema = z.object(pagingFields(SMALL_LIST_PAGE_DEFAULT, SMALL_LIST_PAGE_MAX));
export type SmallListQuery = z.output<typeof smallListQuerySchema>;
