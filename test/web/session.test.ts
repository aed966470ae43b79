import { describe, expect, it } from "vitest";
import { parseStoredUser } from "../../web/lib/session";

describe("parseStoredUser", () => {
  it("reads a stored user", () => {
    expect(parseStoredUser(JSON.stringify({ id: "u1", username: "ann", role: "admin" }))).toMatchObject({
      id: "u1",
      username: "ann",
    });
  });
  it("discards what cannot be parsed or is not a user", () => {
    for (const raw of [
      null,
      "",
      "{not json",
      "null",
      "42",
      JSON.stringify({ id: "u1" }),
      JSON.stringify({ username: 5, id: "x" }),
    ]) {
      expect(parseStoredUser(raw)).toBeNull();
    }
  });
});
