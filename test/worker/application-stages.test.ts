import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isClosedStage } from "../../worker/contract/application-pipeline";
import { APPLICATION_CLOSED_STAGES, APPLICATION_OPEN_STAGES, APPLICATION_STAGES } from "../../worker/contract/enums";
import {
  changeFields,
  closesOpenSubmittals,
  FIRM_DECIDED_STAGES,
  reasonAfterMove,
} from "../../worker/domain/application-stages";

/** The pipeline's stage rules (worker/domain/application-stages.ts), and the contract's `isClosedStage` they use. */

const REASON_NEEDS_CLOSED = {
  refused: {
    path: "rejectionReason",
    message: "A rejection reason needs a closed stage (Not a fit, Client declined or Withdrawn)",
  },
};

describe("closed stages (shared with the back office)", () => {
  it("closes Not a fit, Client declined and Withdrawn, and nothing of the open pipeline", () => {
    expect(APPLICATION_STAGES.filter(isClosedStage)).toEqual(["not_a_fit", "client_declined", "withdrawn"]);
    expect(APPLICATION_OPEN_STAGES.some(isClosedStage)).toBe(false);
    expect(APPLICATION_CLOSED_STAGES.every(isClosedStage)).toBe(true);
  });

  it("keeps a rejection reason on a move to a closed stage and clears it on a move to an open one", () => {
    expect(reasonAfterMove("not_a_fit", "compensation")).toBe("compensation");
    expect(reasonAfterMove("withdrawn", null)).toBeNull();
    expect(reasonAfterMove("placed", "compensation")).toBeNull();
    expect(reasonAfterMove("contacted", "location")).toBeNull();
  });
});

describe("what a change writes", () => {
  it("writes only what it names", () => {
    expect(changeFields({ rating: 4 }, ["new"])).toEqual({ fields: { rating: 4 } });
    expect(changeFields({ ownerId: null }, ["offered"])).toEqual({ fields: { ownerId: null } });
    expect(changeFields({ stage: "not_a_fit" }, ["qualifying"])).toEqual({ fields: { stage: "not_a_fit" } });
  });

  it("clears the reason when it moves to an open stage, and keeps it when it moves to a closed one", () => {
    expect(changeFields({ stage: "contacted" }, ["not_a_fit"])).toEqual({
      fields: { stage: "contacted", rejectionReason: null },
    });
    expect(changeFields({ stage: "client_declined", rejectionReason: "compensation" }, ["submitted"])).toEqual({
      fields: { stage: "client_declined", rejectionReason: "compensation" },
    });
  });

  it("sets a reason alone only on applications that are all closed", () => {
    expect(changeFields({ rejectionReason: "location" }, ["withdrawn", "not_a_fit"])).toEqual({
      fields: { rejectionReason: "location" },
    });
    expect(changeFields({ rejectionReason: "location" }, ["withdrawn", "interviewing"])).toEqual(REASON_NEEDS_CLOSED);
    // Clearing a reason is allowed anywhere.
    expect(changeFields({ rejectionReason: null }, ["interviewing"])).toEqual({ fields: { rejectionReason: null } });
  });

  it("refuses a reason with a move to an open stage, whatever the applications are at now", () => {
    expect(changeFields({ stage: "offered", rejectionReason: "other" }, ["not_a_fit"])).toEqual(REASON_NEEDS_CLOSED);
    expect(changeFields({ stage: "placed", rejectionReason: "other" }, ["offered"])).toEqual(REASON_NEEDS_CLOSED);
  });
});

describe("what a move closes", () => {
  it("closes the open submittals on a real move to a stage the firm decides, not on the client's own decline", () => {
    expect(APPLICATION_STAGES.filter((stage) => closesOpenSubmittals("submitted", stage))).toEqual([
      "placed",
      "not_a_fit",
      "withdrawn",
    ]);
    expect(closesOpenSubmittals("submitted", "client_declined")).toBe(false);
    expect(closesOpenSubmittals("placed", "placed")).toBe(false);
    expect(closesOpenSubmittals("withdrawn", "withdrawn")).toBe(false);
    expect(closesOpenSubmittals("offered", "placed")).toBe(true);
  });

  it("names the stages migration 0062's trigger closes the submittals on", async () => {
    const trigger = await env.DB.prepare(
      "select sql from sqlite_master where type = 'trigger' and name = 'submittals_close_on_firm_decision'",
    ).first<{ sql: string }>();
    const stages = /NEW\.`stage` IN \(([^)]*)\)/.exec(trigger?.sql ?? "")?.[1];
    expect(stages?.split(",").map((stage) => stage.trim().replace(/'/g, ""))).toEqual([...FIRM_DECIDED_STAGES]);
    // And only on a real move, as closesOpenSubmittals.
    expect(trigger?.sql).toContain("OLD.`stage` IS NOT NEW.`stage`");
  });
});
