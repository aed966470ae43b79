import { describe, expect, it } from "vitest";
import { deletesOwnAccount, endsSessions, mayRequireMfaForAll } from "../../worker/domain/staff-accounts";

describe("staff account rules", () => {
  it("ends a user's sessions on a new password or a deactivation, not on other changes", () => {
    const active = { isActive: true };
    expect(endsSessions(active, { password: "hash" })).toBe(true);
    expect(endsSessions(active, { isActive: false })).toBe(true);
    expect(endsSessions(active, { isActive: true })).toBe(false);
    expect(endsSessions(active, {})).toBe(false);
    // Deactivating an account already inactive ends nothing more.
    expect(endsSessions({ isActive: false }, { isActive: false })).toBe(false);
    expect(endsSessions({ isActive: false }, { password: "hash", isActive: false })).toBe(true);
  });

  it("knows an admin deleting the account they are signed in with", () => {
    expect(deletesOwnAccount({ userId: "u1" }, "u1")).toBe(true);
    expect(deletesOwnAccount({ userId: "u1" }, "u2")).toBe(false);
    expect(deletesOwnAccount({ userId: null }, "u1")).toBe(false);
  });

  it("lets only an admin with two-factor require it for all; anyone may stop requiring it", () => {
    expect(mayRequireMfaForAll({ mfaSecret: "sealed" }, true)).toBe(true);
    expect(mayRequireMfaForAll({ mfaSecret: null }, true)).toBe(false);
    expect(mayRequireMfaForAll({ mfaSecret: null }, false)).toBe(true);
  });
});
