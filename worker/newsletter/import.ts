import { sql } from "drizzle-orm";
import { NEWSLETTER_IMPORT_ROWS_MAX, type NewsletterImportResult, newsletterEmail } from "../contract/newsletter";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { randomLinkToken, storedManageToken } from "../domain/link-token";
import { type Actor, activityLog } from "../http/activity-log";
import { validationError } from "../http/errors";
import { suppressedEmails } from "../privacy/suppression";
import { IMPORT_CONSENT_VERSION } from "./subscriber-store";

/** Rows per insert: each row travels inside ONE bound JSON parameter, so this only bounds the statement's size. */
const ROWS_PER_INSERT = 500;

/** The cells of one CSV line (RFC 4180 quoting: "a ""quoted"", cell"). */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/** The addresses of a CSV: its `email` column when the first line names one, else the first column. */
export function addressesOf(csv: string): { line: number; value: string }[] {
  const lines = csv.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const header = csvCells(lines[0] ?? "").map((cell) => cell.toLowerCase());
  const column = header.indexOf("email");
  const start = column >= 0 ? 1 : 0;
  return lines
    .map((text, index) => ({ line: index + 1, cells: csvCells(text), blank: text.trim() === "" }))
    .slice(start)
    .filter((row) => !row.blank)
    .map((row) => ({ line: row.line, value: row.cells[Math.max(column, 0)] ?? "" }));
}

/**
 * Imports consenting addresses (the staff member confirms their consent): new ones become active subscribers at
 * once (they agreed elsewhere; decision 059). An address already on the list keeps its state (an unsubscribed one
 * is never re-subscribed by an import), an erased one is never imported, and bad rows are reported by line while
 * the good ones are imported.
 */
export async function importSubscribers(
  db: Db,
  actor: Actor,
  csv: string,
  link: { origin: string; linkKey: string },
  now: Date,
) {
  const { origin } = link;
  const rows = addressesOf(csv);
  if (rows.length === 0) throw validationError([{ path: "csv", message: "The CSV has no addresses" }]);
  if (rows.length > NEWSLETTER_IMPORT_ROWS_MAX)
    throw validationError([
      { path: "csv", message: `At most ${NEWSLETTER_IMPORT_ROWS_MAX} rows per import; split the list` },
    ]);
  const invalid: NewsletterImportResult["invalid"] = [];
  const valid = new Map<string, number>();
  for (const row of rows) {
    const parsed = newsletterEmail.safeParse(row.value);
    if (!parsed.success)
      invalid.push({ line: row.line, value: row.value.slice(0, 254), message: parsed.error.issues[0]!.message });
    else if (!valid.has(parsed.data)) valid.set(parsed.data, row.line);
  }
  const suppressed = await suppressedEmails(db, [...valid.keys()]);
  const addresses = [...valid.keys()].filter((email) => !suppressed.has(email));
  let imported = 0;
  for (let i = 0; i < addresses.length; i += ROWS_PER_INSERT) {
    const chunk = await Promise.all(
      addresses.slice(i, i + ROWS_PER_INSERT).map(async (email) => {
        const stored = await storedManageToken(link.linkKey, randomLinkToken());
        return [crypto.randomUUID(), email, stored.manageTokenHash, stored.manageTokenSealed];
      }),
    );
    // Columns in the schema's order: id, email, status, source, confirm token hash and expiry, manage token hash and
    // sealed, the two legacy tokens, consent version, origin, confirmed, unsubscribed, created, updated.
    const inserted = await db
      .insert(newsletterSubscribers)
      .select(
        sql`select value ->> 0, value ->> 1, 'active', 'import', null, null, value ->> 2, value ->> 3, null, null,
          ${IMPORT_CONSENT_VERSION}, ${origin}, ${now.getTime()}, null, ${now.getTime()}, ${now.getTime()}
          from json_each(${JSON.stringify(chunk)}) where true`,
      )
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    imported += inserted.length;
  }
  const result: NewsletterImportResult = {
    imported,
    existing: addresses.length - imported,
    suppressed: suppressed.size,
    invalid,
  };
  await activityLog(actor, db, {
    action: "newsletter.import",
    entityType: "newsletter_subscriber",
    details: { imported, existing: result.existing, suppressed: result.suppressed, invalid: invalid.length },
  });
  return result;
}
