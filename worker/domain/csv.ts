/**
 * CSV as RFC 4180 writes it, for every export (activity log, newsletter list, invoices and payroll): one cell
 * function, so quoting and the formula guard are the same everywhere.
 */

/**
 * A cell as CSV: quoted when it holds a quote, comma or line break; a cell a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or return, OWASP's list) gets a leading apostrophe, so an export cannot execute
 * anything.
 */
export function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header and rows as one CSV text, every line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}
