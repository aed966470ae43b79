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
 * @example export const portalUpdateSchema = updateSchemaOf(portalCreateSchema);
 */
export function updateSchemaOf<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([name, field]) => [name, ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional()]),
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
    offset: z.coerce.number({ error: "Offset must be a number" }).int("Offset must be a whole number").min(0, "Offset cannot be negative").default(0),
  };
}
