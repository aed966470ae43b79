import { describe, expect, it } from "vitest";
import { calendarDate, groupThousands } from "../../worker/contract/plain-text";

/** The Intl-free forms must read exactly as Intl's en-US forms they replace on first render. */
describe("plain text without Intl", () => {
  it("groups thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 99.5, 2500.25]) {
      expect(groupThousands(value), String(value)).toBe(value.toLocaleString("en-US", { maximumFractionDigits: 20 }));
    }
  });

  it("writes a day as en-US does, short and long, in the reader's zone", () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 30);
        expect(calendarDate(date, "short")).toBe(
          date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }),
        );
        expect(calendarDate(date, "long")).toBe(
          date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }),
        );
      }
    }
  });
});
