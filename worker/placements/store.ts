import { aliasedTable, and, asc, count, desc, eq, exists, gt, inArray, ne, notExists, sql } from "drizzle-orm";
import { applicationNoteStatement, stageMoveStatements } from "../applications/pipeline-store";
import { isClosedStage } from "../contract/application-pipeline";
import type { InvoiceStatus } from "../contract/desk-enums";
import type {
  FeeLineView,
  PlacementCreate,
  PlacementFallOff,
  PlacementList,
  PlacementListQuery,
  PlacementTotals,
  PlacementView,
} from "../contract/placements";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { applications, clients, jobs, placementFeeLines, placements, users } from "../db/schema";
import { feeCents, feeLines, guaranteeEndsOn, toCents, toDollars } from "../domain/placement-fees";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import type { IndexingEnv } from "../jobs/indexing-delivery";
import { updateJob } from "../jobs/store";
import { closeOpenSubmittals } from "../submittals/closing";

/**
 * Placements and fees (issue 32 item 4): a candidate placed with a client, the fee computed from the client's terms
 * (copied onto the placement), the guarantee's last day, invoice status per fee line, and a fall-off within the
 * guarantee. The one writer of `placements` and `placement_fee_lines`; the application moves through the pipeline's
 * own stage move.
 */

const placers = aliasedTable(users, "placers");

function viewSelect(db: Db) {
  return db
    .select({
      placement: placements,
      firstName: applications.firstName,
      lastName: applications.lastName,
      clientName: clients.name,
      jobTitle: jobs.title,
      placerName: placers.username,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(clients, eq(clients.id, placements.clientId))
    .leftJoin(jobs, eq(jobs.id, placements.jobId))
    .leftJoin(placers, eq(placers.id, placements.placedBy));
}

type ViewRow = Awaited<ReturnType<typeof viewSelect>>[number];

function toView(row: ViewRow, lines: (typeof placementFeeLines.$inferSelect)[]): PlacementView {
  const p = row.placement;
  return {
    id: p.id,
    applicationId: p.applicationId,
    candidateName: `${row.firstName} ${row.lastName}`.trim(),
    clientId: p.clientId,
    clientName: row.clientName,
    jobId: p.jobId,
    jobTitle: row.jobTitle,
    startDate: p.startDate,
    salary: toDollars(p.salaryCents),
    feeType: p.feeType,
    feePercent: p.feePercent,
    guaranteeDays: p.guaranteeDays,
    fee: toDollars(p.feeCents),
    guaranteeEndsOn: p.guaranteeEndsOn,
    status: p.status,
    fellOffOn: p.fellOffOn,
    feeLines: lines
      .filter((line) => line.placementId === p.id)
      .map(
        (line): FeeLineView => ({
          id: line.id,
          kind: line.kind,
          amount: toDollars(line.amountCents),
          invoiceStatus: line.invoiceStatus,
        }),
      ),
    placedBy: p.placedBy ? { id: p.placedBy, name: row.placerName ?? "Former staff member" } : null,
    createdAt: p.createdAt.toISOString(),
  };
}

const LINE_ORDER = sql`case ${placementFeeLines.kind} when 'retainer' then 1 when 'shortlist' then 2 when 'placement' then 3 else 0 end`;

async function viewsOf(db: Db, rows: ViewRow[]): Promise<PlacementView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(placementFeeLines)
    .where(
      inArray(
        placementFeeLines.placementId,
        rows.map((row) => row.placement.id),
      ),
    )
    .orderBy(asc(LINE_ORDER));
  return rows.map((row) => toView(row, lines));
}

/** The ids of a client's placements, as a subquery for the client's page to compose (its activity). */
export function clientPlacementIds(db: Db, clientId: string) {
  return db.select({ id: placements.id }).from(placements).where(eq(placements.clientId, clientId));
}

export async function findPlacement(db: Db, id: string): Promise<PlacementView | undefined> {
  const rows = await viewSelect(db).where(eq(placements.id, id)).limit(1);
  return (await viewsOf(db, rows))[0];
}

/** Active placements of a job order. */
function activeOnJob(db: Db, jobId: string) {
  return db
    .select({ value: count() })
    .from(placements)
    .where(and(eq(placements.jobId, jobId), eq(placements.status, "active")));
}

function activeOfApplication(db: Db, applicationId: string) {
  return db
    .select({ id: placements.id })
    .from(placements)
    .where(and(eq(placements.applicationId, applicationId), eq(placements.status, "active")));
}

/**
 * Why a placement of this application on this job order cannot be made now, or undefined: already placed and
 * holding, the job order closed (archived: filled, or closed by staff), or its openings all taken by active
 * placements. Read before the claim, for the answer, and again after a refused claim, to name what changed.
 */
async function placementRefusal(db: Db, applicationId: string, jobId: string): Promise<ApiError | undefined> {
  const [placed, [job], [active]] = await db.batch([
    activeOfApplication(db, applicationId).limit(1),
    db.select({ status: jobs.status, openings: jobs.openings }).from(jobs).where(eq(jobs.id, jobId)).limit(1),
    activeOnJob(db, jobId),
  ]);
  if (placed.length > 0) {
    return new ApiError(409, "already_placed", "This candidate is already placed on this application.", [
      { path: "applicationId", message: "Already placed" },
    ]);
  }
  if (!job || job.status === "archived") {
    return new ApiError(409, "job_closed", "This job order is closed: reopen (publish) it before placing anyone.", [
      { path: "applicationId", message: "The application's job order is closed" },
    ]);
  }
  if ((active?.value ?? 0) >= job.openings) {
    return new ApiError(
      409,
      "no_openings",
      `This job order's ${job.openings === 1 ? "opening is" : `${job.openings} openings are`} already filled: raise its openings, or record a fall-off first.`,
      [{ path: "applicationId", message: "No openings left on the job order" }],
    );
  }
  return undefined;
}

/**
 * Places an application's candidate: the fee from the job's client's terms (copied onto the placement), its lines,
 * the guarantee's last day, the application moved to "placed" and its submittals still waiting for the client
 * closed, one batch. Refused (changing nothing): an unknown application (400 naming it), a job that is no client's
 * job order (409 job_without_client), a closed application (409 application_closed), one already placed and holding
 * (409 already_placed), a closed job order (409 job_closed), one whose openings are all filled (409 no_openings).
 * The last three are claimed in the placement's insert itself (worker/db/claim.ts), so parallel requests place once.
 */
export async function createPlacement(
  db: Db,
  env: IndexingEnv,
  actor: Actor,
  input: PlacementCreate,
  now: Date,
): Promise<{ result: PlacementView; deliveryIds: string[] }> {
  const application = await db
    .select({
      id: applications.id,
      stage: applications.stage,
      candidateId: applications.candidateId,
      jobId: applications.jobId,
      clientId: jobs.clientId,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, input.applicationId))
    .get();
  if (!application) throw validationError([{ path: "applicationId", message: "No such application" }]);
  const client = application.clientId
    ? await db.select().from(clients).where(eq(clients.id, application.clientId)).get()
    : undefined;
  const jobId = application.jobId;
  if (!client || !jobId) {
    throw new ApiError(
      409,
      "job_without_client",
      "The application's job is not a job order of a client: link the job to a client first.",
      [{ path: "applicationId", message: "The application's job has no client" }],
    );
  }
  if (isClosedStage(application.stage)) {
    throw new ApiError(
      409,
      "application_closed",
      "This application is closed: reopen it before placing the candidate.",
      [{ path: "applicationId", message: "The application is closed" }],
    );
  }
  const refused = await placementRefusal(db, application.id, jobId);
  if (refused) throw refused;

  const salaryCents = toCents(input.salary);
  const fee = feeCents(salaryCents, client.feePercent);
  const id = crypto.randomUUID();
  const endsOn = guaranteeEndsOn(input.startDate, client.guaranteeDays);
  const lines = feeLines(fee, client);
  // The claim: not placed yet, the job order open and an opening left, read by the insert itself.
  const free = and(
    notExists(activeOfApplication(db, application.id)),
    exists(
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), ne(jobs.status, "archived"), gt(jobs.openings, activeOnJob(db, jobId)))),
    ),
  );
  try {
    await db.batch([
      db.insert(placements).values({
        id,
        applicationId: application.id,
        candidateId: application.candidateId,
        clientId: client.id,
        jobId,
        startDate: input.startDate,
        salaryCents,
        feeType: client.feeType,
        feePercent: client.feePercent,
        guaranteeDays: client.guaranteeDays,
        retainerPercent: client.retainerPercent,
        shortlistPercent: client.shortlistPercent,
        placementPercent: client.placementPercent,
        feeCents: fee,
        guaranteeEndsOn: endsOn,
        status: claimed(free, "active"),
        placedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      }),
      db.insert(placementFeeLines).values(lines.map((line) => ({ ...line, placementId: id, createdAt: now }))),
      ...(application.stage === "placed"
        ? [closeOpenSubmittals(db, [application.id], now)]
        : stageMoveStatements(db, actor, application.id, "placed", null, "placement.create")),
      activityLog(actor, db, {
        action: "placement.create",
        entityType: "placement",
        entityId: id,
        details: { applicationId: application.id, startDate: input.startDate, fee: toDollars(fee) },
      }),
    ]);
  } catch (error) {
    if (!isRefusedClaim(error, "placements.status")) throw error;
    throw (await placementRefusal(db, application.id, jobId)) ?? error;
  }
  const filled = await closeFilledSearch(db, env, actor, jobId, now);
  return { result: (await findPlacement(db, id))!, deliveryIds: filled.deliveryIds };
}

/**
 * A published job order whose active placements reach its openings closes as filled (archived, through the jobs
 * area's own update, so its listing, feeds and indexing follow); a fall-off publishes it again (reopenSearch).
 */
async function closeFilledSearch(db: Db, env: IndexingEnv, actor: Actor, jobId: string, now: Date) {
  const [[job], [active]] = await db.batch([
    db
      .select({ openings: jobs.openings })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.status, "published")))
      .limit(1),
    activeOnJob(db, jobId),
  ]);
  if (!job || (active?.value ?? 0) < job.openings) return { deliveryIds: [] };
  const change = await updateJob(db, env, actor, jobId, { status: "archived" }, now);
  return { deliveryIds: change?.deliveryIds ?? [] };
}

/** Staff set where a fee line's invoice stands; 404 for a line that is not this placement's. */
export async function setInvoiceStatus(
  db: Db,
  actor: Actor,
  placementId: string,
  lineId: string,
  invoiceStatus: InvoiceStatus,
  now: Date,
): Promise<PlacementView | undefined> {
  const ofThisPlacement = and(eq(placementFeeLines.id, lineId), eq(placementFeeLines.placementId, placementId));
  const line = await db.select({ id: placementFeeLines.id }).from(placementFeeLines).where(ofThisPlacement).get();
  if (!line) return undefined;
  await db.batch([
    db.update(placementFeeLines).set({ invoiceStatus, invoiceStatusAt: now }).where(ofThisPlacement),
    activityLog(actor, db, {
      action: "placement.invoice_status",
      entityType: "placement",
      entityId: placementId,
      details: { lineId, invoiceStatus },
    }),
  ]);
  return findPlacement(db, placementId);
}

/**
 * A candidate who left within the guarantee: the placement is marked with their last day, the application moves to
 * "withdrawn" with a note, and the search reopens: a job order that was closed (archived) is published again
 * through the jobs area's own update (which may refuse, e.g. a job that can no longer be published: the answer then
 * says so). A last day before the start or after the guarantee, or a placement already fallen off, is a 409.
 */
export async function fallOff(
  db: Db,
  env: IndexingEnv,
  actor: Actor,
  id: string,
  lastDay: string,
  now: Date,
): Promise<{ result: PlacementFallOff; deliveryIds: string[] } | undefined> {
  const placement = await db.select().from(placements).where(eq(placements.id, id)).get();
  if (!placement) return undefined;
  if (placement.status !== "active") {
    throw new ApiError(409, "already_fell_off", "This placement is already marked as fallen off.");
  }
  if (lastDay < placement.startDate || lastDay > placement.guaranteeEndsOn) {
    throw new ApiError(
      409,
      "outside_guarantee",
      `A fall-off is a last day within the guarantee, from ${placement.startDate} to ${placement.guaranteeEndsOn}.`,
      [
        {
          path: "lastDay",
          message: `The last day must be from ${placement.startDate} to ${placement.guaranteeEndsOn}`,
        },
      ],
    );
  }
  await db.batch([
    db
      .update(placements)
      .set({ status: "fell_off", fellOffOn: lastDay, updatedAt: now })
      .where(and(eq(placements.id, id), eq(placements.status, "active"))),
    ...stageMoveStatements(db, actor, placement.applicationId, "withdrawn", null, "placement.fall_off"),
    applicationNoteStatement(
      db,
      placement.applicationId,
      actor,
      `Fell off within the guarantee: last day ${lastDay} (guarantee until ${placement.guaranteeEndsOn}).`,
    ),
    activityLog(actor, db, {
      action: "placement.fall_off",
      entityType: "placement",
      entityId: id,
      details: { lastDay },
    }),
  ]);
  const reopened = await reopenSearch(db, env, actor, placement.jobId, now);
  return {
    result: { placement: (await findPlacement(db, id))!, searchReopened: reopened.reopened },
    deliveryIds: reopened.deliveryIds,
  };
}

async function reopenSearch(db: Db, env: IndexingEnv, actor: Actor, jobId: string | null, now: Date) {
  const closed = jobId
    ? await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.status, "archived")))
        .get()
    : undefined;
  if (!closed) return { reopened: false, deliveryIds: [] };
  try {
    const change = await updateJob(db, env, actor, closed.id, { status: "published" }, now);
    return { reopened: change !== undefined, deliveryIds: change?.deliveryIds ?? [] };
  } catch (error) {
    if (error instanceof ApiError) return { reopened: false, deliveryIds: [] };
    throw error;
  }
}

/** One page of placements, the newest start first, with the totals of every placement the filters match. */
export async function listPlacements(
  db: Db,
  query: PlacementListQuery,
): Promise<{ rows: PlacementList; total: number }> {
  const where = and(
    query.clientId ? eq(placements.clientId, query.clientId) : undefined,
    query.status ? eq(placements.status, query.status) : undefined,
  );
  // A placement that fell off earns no fee and leaves nothing to invoice (the desk counts it out the same way);
  // what was already invoiced or paid for it stays in those totals, as money that moved.
  const standing = sql`${placements.status} <> 'fell_off'`;
  // Aliased: a batch reads rows by column name, and the three sums differ only in a bound value.
  const lineSum = (status: InvoiceStatus) =>
    sql<number>`coalesce(sum(case when ${placementFeeLines.invoiceStatus} = ${status}${status === "to_invoice" ? sql` and ${standing}` : sql``} then ${placementFeeLines.amountCents} end), 0)`.as(
      `${status}_cents`,
    );
  const [rows, [counted], [lineTotals]] = await db.batch([
    viewSelect(db)
      .where(where)
      .orderBy(desc(placements.startDate), desc(placements.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        value: count(),
        fees: sql<number>`coalesce(sum(case when ${standing} then ${placements.feeCents} end), 0)`.as("fees_cents"),
      })
      .from(placements)
      .where(where),
    db
      .select({ toInvoice: lineSum("to_invoice"), invoiced: lineSum("invoiced"), paid: lineSum("paid") })
      .from(placementFeeLines)
      .innerJoin(placements, eq(placements.id, placementFeeLines.placementId))
      .where(where),
  ]);
  const totals: PlacementTotals = {
    count: counted?.value ?? 0,
    fees: toDollars(counted?.fees ?? 0),
    toInvoice: toDollars(lineTotals?.toInvoice ?? 0),
    invoiced: toDollars(lineTotals?.invoiced ?? 0),
    paid: toDollars(lineTotals?.paid ?? 0),
  };
  return { rows: { placements: await viewsOf(db, rows), totals }, total: totals.count };
}
