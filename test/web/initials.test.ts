import { describe, expect, it } from "vitest";
import { initials } from "../../web/lib/initials";

describe("initials", () => {
  it("takes the first letters of the first two names", () => {
    expect(initials("Margaret Ellison")).toBe("ME");
    expect(initials("maria  de la cruz")).toBe("MD");
  });
  it("skips honorifics and copes with one name", () => {
    expect(initials("Dr. Angela Reyes")).toBe("AR");
    expect(initials("Cher")).toBe("C");
  });
});
