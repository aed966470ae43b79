import { and, count, eq, exists, gt, ne, notExists } from "drizzle-orm";
import { stageMoveStatements } from "../applications/move-statements";
import { isClosedStage } from "../contract/application-pipeline";
import { isAssignmentJobType } from "../contract/assignment-enums";
import type { PlacementCreate, PlacementView } from "../contract/placements";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { applications, clients, jobs, placementFeeLines, placements } from "../db/schema";
import { closesOpenSubmittals } from "../domain/application-stages";
import { feeCents, feeLines, guaranteeEndsOn, toCents, toDollars } from "../domain/placement-fees";
import { openingsFilled, placementRefusal } from "../domain/placement-rules";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import type { IndexingEnv } from "../jobs/indexing-delivery";
import { updateJob } from "../jobs/store";
import { endSequencesOf } from "../sequences/stops";
import { closeOpenSubmittals } from "../submittals/closing";
import { findPlacement } from "./view-store";

/**
 * Making a placement (issue 32 item 4): a candidate placed with a client, the fee computed from the client's terms
 * (copied onto the placement), the guarantee's last day and the fee lines, the application moved through the
 * pipeline's own stage move, and the job order closed as filled when its openings are. The one writer of
 * `placements` and `placement_fee_lines` with fall-off-store.ts, invoice-store.ts and conversion-placement.ts (a
 * Contract job order's only placement: its assignment's conversion to a hire).
 */

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
 * Why a placement of this application on this job order cannot be made now, or undefined (the rules:
 * worker/domain/placement-rules.ts). Read before the claim, for the answer, and again after a refused claim, to name
 * what changed.
 */
async function refusalNow(db: Db, applicationId: string, jobId: string): Promise<ApiError | undefined> {
  const [placed, [job], [active]] = await db.batch([
    activeOfApplication(db, applicationId).limit(1),
    db.select({ status: jobs.status, openings: jobs.openings }).from(jobs).where(eq(jobs.id, jobId)).limit(1),
    activeOnJob(db, jobId),
  ]);
  const refusal = placementRefusal({ alreadyPlaced: placed.length > 0, job, activePlacements: active?.value ?? 0 });
  switch (refusal) {
    case undefined:
      return undefined;
    case "already_placed":
      return new ApiError(409, refusal, "This candidate is already placed on this application.", [
        { path: "applicationId", message: "Already placed" },
      ]);
    case "job_closed":
      return new ApiError(409, refusal, "This job order is closed: reopen (publish) it before placing anyone.", [
        { path: "applicationId", message: "The application's job order is closed" },
      ]);
    case "no_openings": {
      const openings = job?.openings ?? 0;
      return new ApiError(
        409,
        refusal,
        `This job order's ${openings === 1 ? "opening is" : `${openings} openings are`} already filled: raise its openings, or record a fall-off first.`,
        [{ path: "applicationId", message: "No openings left on the job order" }],
      );
    }
  }
}

/**
 * Places an application's candidate: the fee from the job's client's terms (copied onto the placement), its lines,
 * the guarantee's last day, the application moved to "placed" and its submittals still waiting for the client
 * closed, one batch. Refused (changing nothing): an unknown application (400 naming it), a job that is no client's
 * job order (409 job_without_client), a Contract job order (409 contract_job: it takes an assignment, issue 48), a
 * closed application (409 application_closed), one already placed and holding
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
      jobType: jobs.type,
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
  // A Contract job order is billed by the hour, not by a fee (issue 48): its candidate starts an assignment, whose
  // conversion to a hire is its only placement (conversion-placement.ts).
  if (application.jobType && isAssignmentJobType(application.jobType)) {
    throw new ApiError(
      409,
      "contract_job",
      "This is a Contract job order: start an assignment (hourly rates) instead of placing for a fee.",
      [{ path: "applicationId", message: "The application's job order is a Contract one: start an assignment" }],
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
  const refused = await refusalNow(db, application.id, jobId);
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
      // Already at "placed" (staff moved it there): no move to close its submittals, so they are closed here.
      ...(closesOpenSubmittals(application.stage, "placed")
        ? stageMoveStatements(db, actor, application.id, "placed", null, "placement.create")
        : [closeOpenSubmittals(db, [application.id], now)]),
      // Placed: the candidate leaves every sequence (decision 115).
      ...(application.candidateId
        ? [endSequencesOf(db, { candidateId: application.candidateId }, "stopped", "Placed.", now)]
        : []),
      activityLog(actor, db, {
        action: "placement.create",
        entityType: "placement",
        entityId: id,
        details: { applicationId: application.id, startDate: input.startDate, fee: toDollars(fee) },
      }),
    ]);
  } catch (error) {
    if (!isRefusedClaim(error, "placements.status")) throw error;
    throw (await refusalNow(db, application.id, jobId)) ?? error;
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
  if (!job || !openingsFilled(active?.value ?? 0, job.openings)) return { deliveryIds: [] };
  const change = await updateJob(db, env, actor, jobId, { status: "archived" }, now);
  return { deliveryIds: change?.deliveryIds ?? [] };
}
