import { z } from "./zod";

/** The fields of a staff account that more than one request names: sign-in, the users screen, one's own account. */

/** A staff member's email address where one may be set or cleared: absent keeps it, null clears it. */
export const staffEmailField = z
  .string({ error: "Email must be an email address or null" })
  .trim()
  .toLowerCase()
  .max(254, "Email is at most 254 characters")
  .pipe(z.email("Email must be an email address"))
  .nullable()
  .optional();

export const FULL_NAME_MAX = 100;
export const SIGNATURE_MAX = 1000;
export const SIGNATURE_LINES_MAX = 10;

/** A staff member's full name: absent keeps it; null or blank clears it (the username stands in). */
export const fullNameField = z
  .string({ error: "Full name must be text, or null to clear it" })
  .trim()
  .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`)
  .refine((value) => !/[\r\n]/.test(value), "Full name must be one line")
  .transform((value) => value || null)
  .nullable()
  .optional();

/** The signature under the emails a staff member sends: absent keeps it; null or blank clears it. */
export const emailSignatureField = z
  .string({ error: "Signature must be text, or null to clear it" })
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .max(SIGNATURE_MAX, `Signature must be at most ${SIGNATURE_MAX} characters`)
      .refine(
        (value) => value.split("\n").length <= SIGNATURE_LINES_MAX,
        `Signature must be at most ${SIGNATURE_LINES_MAX} lines`,
      ),
  )
  .transform((value) => value || null)
  .nullable()
  .optional();

export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 256;

/** Usernames are case-insensitive: stored and compared lower-cased. */
export const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .transform((value) => value.toLowerCase());

/** A code from the authenticator app. */
export const totpCode = z
  .string({ error: "Code is required" })
  .trim()
  .regex(/^\d{6}$/, "Code must be the 6 digits your authenticator app shows");
