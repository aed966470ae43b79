import { and, asc, eq, inArray } from "drizzle-orm";
import type { BillingFile } from "../contract/billing-enums";
import type { Db } from "../db/client";
import {
  type Assignment,
  applications,
  assignmentRatePeriods,
  assignments,
  billingExports,
  clientInvoices,
  clients,
  type Timesheet,
  timesheets,
} from "../db/schema";
import type { PricedWeek } from "../domain/timesheet-pricing";
import { latestApproved, pricedTimesheet } from "../timesheets/approved-store";

/**
 * A week's billing read from the approved timesheets (issue 48 item 3, decision 112): of each assignment's week, the
 * latest approved version (a correction, once approved, replaces the version before it; one still waiting does not),
 * priced at the rate periods of its days by the pure pricing (decision 100), with what each file already took.
 */

/** What a file took of an assignment's week: the version it priced, and the invoice it went on. */
export interface ExportedWeek {
  timesheetId: string | null;
  invoiceNumber: string | null;
}

export interface BilledWeek {
  timesheet: Timesheet;
  assignment: Assignment;
  contractorName: string;
  clientName: string;
  priced: PricedWeek;
  exported: Partial<Record<BillingFile, ExportedWeek>>;
}

/** Every assignment's approved week starting on `week`, priced, by client then contractor. */
export async function billedWeeks(db: Db, week: string): Promise<BilledWeek[]> {
  const weekAssignments = db
    .select({ id: timesheets.assignmentId })
    .from(timesheets)
    .where(and(eq(timesheets.weekStart, week), eq(timesheets.status, "approved")));
  // Not one batch: in a batch D1 answers rows as objects, where the two tables' `id` columns would collide.
  const [rows, periods, exports] = await Promise.all([
    db
      .select({
        timesheet: timesheets,
        assignment: assignments,
        firstName: applications.firstName,
        lastName: applications.lastName,
        clientName: clients.name,
      })
      .from(timesheets)
      .innerJoin(assignments, eq(assignments.id, timesheets.assignmentId))
      .innerJoin(applications, eq(applications.id, assignments.applicationId))
      .innerJoin(clients, eq(clients.id, assignments.clientId))
      .where(and(eq(timesheets.weekStart, week), latestApproved(db)))
      .orderBy(asc(clients.name), asc(clients.id), asc(applications.lastName), asc(applications.firstName)),
    db.select().from(assignmentRatePeriods).where(inArray(assignmentRatePeriods.assignmentId, weekAssignments)),
    db
      .select({
        file: billingExports.file,
        assignmentId: billingExports.assignmentId,
        timesheetId: billingExports.timesheetId,
        invoiceNumber: clientInvoices.number,
      })
      .from(billingExports)
      .leftJoin(clientInvoices, eq(clientInvoices.id, billingExports.invoiceId))
      .where(eq(billingExports.weekStart, week)),
  ]);
  return rows.map((row) => {
    const own = periods.filter((period) => period.assignmentId === row.assignment.id);
    const exported: BilledWeek["exported"] = {};
    for (const taken of exports.filter((each) => each.assignmentId === row.assignment.id)) {
      exported[taken.file] = { timesheetId: taken.timesheetId, invoiceNumber: taken.invoiceNumber };
    }
    return {
      timesheet: row.timesheet,
      assignment: row.assignment,
      contractorName: `${row.firstName} ${row.lastName}`.trim(),
      clientName: row.clientName,
      priced: pricedTimesheet(row.timesheet, row.assignment, own),
      exported,
    };
  });
}
