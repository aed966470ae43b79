import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { BillingExportInput } from "../contract/billing";
import { type BillingFile, INVOICE_DUE_DAYS } from "../contract/billing-enums";
import { addDays } from "../contract/time-zone";
import type { Db } from "../db/client";
import { billingExports, clientInvoices, clients } from "../db/schema";
import { type InvoiceForExport, invoiceCsv, payrollCsv } from "../domain/billing-csv";
import { type Actor, activityLogEach } from "../http/activity-log";
import { firmToday } from "../jobs/store";
import { type BilledWeek, billedWeeks } from "./week-store";

/**
 * The week's accounting files (issue 48 item 3, decision 112). An export claims each assignment's week for its file
 * in one insert that does nothing when the week is already taken (unique per file, assignment and week), all in one
 * batch with the invoices it needs, so of any number of exports at once each line is in exactly one file. A file is
 * made from the rows its own export claimed, as stored; the re-download is every row of the week, as stored.
 */

export interface BillingFileAnswer {
  csv: string;
  filename: string;
  /** Lines in this file; lines of the week the file had taken before. */
  newLines: number;
  alreadyExported: number;
}

/**
 * The client's invoice for the week, numbered in the one statement that inserts it: the next number of the year
 * (gap-free, as D1 runs one statement at a time), or nothing when the client's week has its invoice already.
 */
function invoiceInsert(db: Db, clientId: string, week: string, actor: Actor, now: Date) {
  const issuedOn = firmToday(now);
  const year = Number(issuedOn.slice(0, 4));
  const next = sql`coalesce(max(${clientInvoices.sequence}), 0) + 1`;
  // Columns in the table's order: id, client, week, year, sequence, number, issued, due, created by, created at.
  return db
    .insert(clientInvoices)
    .select(
      sql`select ${crypto.randomUUID()}, ${clientId}, ${week}, ${year}, ${next}, ${`INV-${year}-`} || printf('%04d', ${next}),
        ${issuedOn}, ${addDays(issuedOn, INVOICE_DUE_DAYS)}, ${actor.userId}, ${now.getTime()}
      from ${clientInvoices} where ${clientInvoices.year} = ${year}`,
    )
    .onConflictDoNothing();
}

function claimInsert(db: Db, file: BillingFile, entry: BilledWeek, exportId: string, actor: Actor, now: Date) {
  const { assignment, timesheet, priced } = entry;
  const invoiceId = sql`(select ${clientInvoices.id} from ${clientInvoices} where ${clientInvoices.clientId} = ${assignment.clientId} and ${clientInvoices.weekStart} = ${timesheet.weekStart})`;
  return db
    .insert(billingExports)
    .values({
      file,
      assignmentId: assignment.id,
      weekStart: timesheet.weekStart,
      timesheetId: timesheet.id,
      clientId: assignment.clientId,
      candidateId: assignment.candidateId,
      invoiceId: file === "invoices" ? invoiceId : null,
      contractorName: entry.contractorName,
      lines: file === "invoices" ? priced.invoiceLines : priced.payLines,
      amountCents: file === "invoices" ? priced.billedCents : priced.paidCents,
      exportId,
      exportedBy: actor.userId,
      exportedAt: now,
    })
    .onConflictDoNothing();
}

function fileRows(db: Db) {
  return db
    .select({
      row: billingExports,
      invoiceNumber: clientInvoices.number,
      issuedOn: clientInvoices.issuedOn,
      dueOn: clientInvoices.dueOn,
      clientName: clients.name,
    })
    .from(billingExports)
    .innerJoin(clients, eq(clients.id, billingExports.clientId))
    .leftJoin(clientInvoices, eq(clientInvoices.id, billingExports.invoiceId))
    .$dynamic();
}

type FileRow = Awaited<ReturnType<typeof fileRows>>[number];

const byFile = (query: ReturnType<typeof fileRows>) =>
  query.orderBy(asc(clientInvoices.sequence), asc(clients.name), asc(billingExports.contractorName));

/** The rows as the file's layout writes them (worker/domain/billing-csv.ts). */
function csvOf(file: BillingFile, week: string, rows: FileRow[]): string {
  if (file === "payroll") {
    return payrollCsv(
      rows.map(({ row }) => ({
        employeeId: row.candidateId ?? row.assignmentId,
        employeeName: row.contractorName,
        periodStart: week,
        periodEnd: addDays(week, 6),
        lines: row.lines,
      })),
    );
  }
  const invoices = new Map<string, InvoiceForExport>();
  for (const { row, invoiceNumber, issuedOn, dueOn, clientName } of rows) {
    const number = invoiceNumber ?? "";
    const invoice = invoices.get(number) ?? {
      invoiceNo: number,
      customer: clientName,
      invoiceDate: issuedOn ?? week,
      dueDate: dueOn ?? week,
      lines: [],
    };
    for (const line of row.lines) {
      invoice.lines.push({ ...line, description: `${row.contractorName}, ${line.firstDate} to ${line.lastDate}` });
    }
    invoices.set(number, invoice);
  }
  return invoiceCsv([...invoices.values()]);
}

const lineCount = (rows: FileRow[]) => rows.reduce((sum, { row }) => sum + row.lines.length, 0);

/** Exports the week's lines its file has not taken yet; the answer says how many the file had taken before. */
export async function exportWeek(
  db: Db,
  actor: Actor,
  { week, file }: BillingExportInput,
  now: Date,
): Promise<BillingFileAnswer> {
  const fresh = (await billedWeeks(db, week)).filter((entry) => !entry.exported[file]);
  const exportId = crypto.randomUUID();
  if (fresh.length > 0) {
    const clientIds = file === "invoices" ? [...new Set(fresh.map((entry) => entry.assignment.clientId))] : [];
    const statements: BatchItem<"sqlite">[] = [
      // The invoices first: each claim reads its client's invoice for the week.
      ...clientIds.map((clientId) => invoiceInsert(db, clientId, week, actor, now)),
      ...fresh.map((entry) => claimInsert(db, file, entry, exportId, actor, now)),
      // Recorded only when this export took something: exports at once that found everything taken leave no entry.
      activityLogEach(
        actor,
        db,
        { action: "billing.export", entityType: "billing_week", details: { file, exportId } },
        db
          .selectDistinct({ id: sql<string>`${billingExports.weekStart}`.as("id") })
          .from(billingExports)
          .where(eq(billingExports.exportId, exportId)),
      ),
    ];
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  const [mine, before] = await db.batch([
    byFile(fileRows(db).where(eq(billingExports.exportId, exportId))),
    fileRows(db).where(
      and(eq(billingExports.file, file), eq(billingExports.weekStart, week), ne(billingExports.exportId, exportId)),
    ),
  ]);
  return {
    csv: csvOf(file, week, mine),
    filename: `${file}-week-${week}.csv`,
    newLines: lineCount(mine),
    alreadyExported: lineCount(before),
  };
}

/** Everything the week's file has taken so far, as it was exported (decision 112: the re-download). */
export async function exportedFile(db: Db, week: string, file: BillingFile): Promise<BillingFileAnswer> {
  const rows = await byFile(fileRows(db).where(and(eq(billingExports.file, file), eq(billingExports.weekStart, week))));
  return {
    csv: csvOf(file, week, rows),
    filename: `${file}-week-${week}-all.csv`,
    newLines: 0,
    alreadyExported: lineCount(rows),
  };
}
