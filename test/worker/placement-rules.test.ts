import { describe, expect, it } from "vitest";
import { fallOffRefusal, openingsFilled, placementRefusal } from "../../worker/domain/placement-rules";

/**
 * When a placement can be made and fall off (worker/domain/placement-rules.ts); the fee formula's own cases are in
 * test/worker/placements.test.ts, beside the placements it computes.
 */

const openJob = { status: "published" as const, openings: 2 };

describe("openings", () => {
  it("are filled when the active placements reach them, not before", () => {
    expect(openingsFilled(0, 1)).toBe(false);
    expect(openingsFilled(1, 2)).toBe(false);
    expect(openingsFilled(2, 2)).toBe(true);
    // Openings lowered below the placements already made: still filled.
    expect(openingsFilled(3, 1)).toBe(true);
  });
});

describe("a placement", () => {
  it("can be made on an open job order with an opening left", () => {
    expect(placementRefusal({ alreadyPlaced: false, job: openJob, activePlacements: 1 })).toBeUndefined();
    // A draft job order is not closed.
    const draft = { status: "draft" as const, openings: 1 };
    expect(placementRefusal({ alreadyPlaced: false, job: draft, activePlacements: 0 })).toBeUndefined();
  });

  it("is refused for an application already placed, before anything about the job order", () => {
    const closed = { status: "archived" as const, openings: 1 };
    expect(placementRefusal({ alreadyPlaced: true, job: closed, activePlacements: 1 })).toBe("already_placed");
  });

  it("is refused on a closed (archived) or missing job order, before its openings", () => {
    const closed = { status: "archived" as const, openings: 5 };
    expect(placementRefusal({ alreadyPlaced: false, job: closed, activePlacements: 0 })).toBe("job_closed");
    expect(placementRefusal({ alreadyPlaced: false, job: undefined, activePlacements: 0 })).toBe("job_closed");
  });

  it("is refused on a job order whose openings are all taken", () => {
    expect(placementRefusal({ alreadyPlaced: false, job: openJob, activePlacements: 2 })).toBe("no_openings");
  });
});

describe("a fall-off", () => {
  const placement = { status: "active" as const, startDate: "2026-12-01", guaranteeEndsOn: "2027-03-01" };

  it("is a last day within the guarantee, both ends included", () => {
    for (const lastDay of ["2026-12-01", "2027-01-15", "2027-03-01"]) {
      expect(fallOffRefusal(placement, lastDay), lastDay).toBeUndefined();
    }
  });

  it("is refused for a last day before the start or after the guarantee", () => {
    expect(fallOffRefusal(placement, "2026-11-30")).toBe("outside_guarantee");
    expect(fallOffRefusal(placement, "2027-03-02")).toBe("outside_guarantee");
  });

  it("is refused for a placement that already fell off, whatever the day", () => {
    expect(fallOffRefusal({ ...placement, status: "fell_off" }, "2027-01-15")).toBe("already_fell_off");
  });
});
