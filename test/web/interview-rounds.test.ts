import { describe, expect, it } from "vitest";
import { nextInterviewRound } from "../../worker/contract/interviews";

describe("nextInterviewRound", () => {
  it("starts at the first round, follows the furthest usual round held, and stays on the final", () => {
    expect(nextInterviewRound([])).toBe("first");
    expect(nextInterviewRound([{ round: "phone_screen", status: "completed" }])).toBe("first");
    expect(
      nextInterviewRound([
        { round: "second", status: "completed" },
        { round: "first", status: "completed" },
      ]),
    ).toBe("final");
    expect(nextInterviewRound([{ round: "final", status: "candidate_no_show" }])).toBe("final");
  });

  it("leaves out cancelled interviews and rounds the recruiter named", () => {
    expect(nextInterviewRound([{ round: "second", status: "cancelled" }])).toBe("first");
    expect(
      nextInterviewRound([
        { round: "Case study", status: "completed" },
        { round: "first", status: "scheduled" },
      ]),
    ).toBe("second");
    expect(nextInterviewRound([{ round: "Case study", status: "completed" }])).toBe("first");
  });
});
