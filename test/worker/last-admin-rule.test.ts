import { describe, expect, it } from "vitest";
import { type AccessSubject, customAreasOf, decideAccess } from "../../worker/contract/access";
import { ROLES } from "../../worker/contract/enums";
import { keepsAUserManager, type Logic, type ManagerFacts, managesUsers } from "../../worker/domain/last-admin";

/** The rule judged with plain booleans (the store judges the same functions with SQL conditions). */
const BOOLEANS: Logic<boolean> = {
  and: (...terms) => terms.every(Boolean),
  or: (...terms) => terms.some(Boolean),
  not: (term) => !term,
};

const factsOf = (account: AccessSubject): ManagerFacts<boolean> => ({
  isAdmin: account.role === "admin",
  isActive: account.isActive,
  reachesUsers: customAreasOf(account.permissions)?.includes("users") ?? true,
});

const admin: AccessSubject = { role: "admin", isActive: true, permissions: null };
const keeps = (before: AccessSubject, after: AccessSubject, anotherManager = false) =>
  keepsAUserManager(BOOLEANS, { before: factsOf(before), after: factsOf(after), anotherManager });

describe("the last-admin rule", () => {
  it("counts as a user manager exactly the admins the one access rule lets into Users", () => {
    const lists = [null, '["users"]', '["jobs","users"]', '["jobs"]', '["portals"]', "not json"];
    for (const role of ROLES)
      for (const isActive of [true, false])
        for (const permissions of lists) {
          const account = { role, isActive, permissions };
          const expected = role === "admin" && decideAccess(account, undefined, "users").allowed;
          expect(managesUsers(BOOLEANS, factsOf(account)), JSON.stringify(account)).toBe(expected);
        }
  });

  it("refuses to demote, deactivate or take Users from the last user manager", () => {
    expect(keeps(admin, { ...admin, role: "manager" })).toBe(false);
    expect(keeps(admin, { ...admin, isActive: false })).toBe(false);
    expect(keeps(admin, { ...admin, permissions: '["jobs","portals"]' })).toBe(false);
  });

  it("lets the last user manager change anything that keeps them one", () => {
    expect(keeps(admin, admin)).toBe(true);
    expect(keeps(admin, { ...admin, permissions: '["jobs","users"]' })).toBe(true);
  });

  it("lets the change through when another account manages users", () => {
    expect(keeps(admin, { ...admin, role: "user" }, true)).toBe(true);
    expect(keeps(admin, { ...admin, isActive: false }, true)).toBe(true);
  });

  it("never holds back a change to an account that manages no users", () => {
    const recruiter: AccessSubject = { role: "recruiter", isActive: true, permissions: '["users"]' };
    expect(keeps(recruiter, { ...recruiter, isActive: false })).toBe(true);
    const adminWithoutUsers: AccessSubject = { ...admin, permissions: '["portals"]' };
    expect(keeps(adminWithoutUsers, { ...adminWithoutUsers, role: "manager" })).toBe(true);
    expect(keeps({ ...admin, isActive: false }, { ...admin, isActive: false, role: "user" })).toBe(true);
  });
});
