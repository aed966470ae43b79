import type { QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { type ApiQuery, apiPath } from "../../web/lib/api";
import { apiQueryKey, queryKeyToPath } from "../../web/lib/query-client";

/**
 * How a key is cut from a path does not depend on which routes the contract lists, so path shapes that no GET route
 * of the contract may have yet (a parameter in the middle, two parameters) go through an untyped view of the function.
 */
const keyOfPath = apiQueryKey as (
  route: string,
  params?: Record<string, string | number>,
  query?: ApiQuery,
) => QueryKey;

describe("apiPath", () => {
  it("is the route's path when it has no parameters", () => {
    expect(apiPath("GET /api/admin/users")).toBe("/api/admin/users");
  });

  it("fills in parameters, encoded, wherever they are in the path", () => {
    expect(apiPath("GET /api/jobs/:id", { id: "a b/c?d#e" })).toBe("/api/jobs/a%20b%2Fc%3Fd%23e");
    expect(apiPath("PUT /api/admin/portals/:id", { id: 42 })).toBe("/api/admin/portals/42");
    expect(apiPath("POST /api/admin/deliveries/:id/retry", { id: "d/1" })).toBe("/api/admin/deliveries/d%2F1/retry");
  });

  it("adds the query string, encoded, leaving out empty values but not false or 0", () => {
    const query = { title: "cfo & co", location: "", status: undefined, industry: null, offset: 0, remote: false };
    expect(apiPath("GET /api/jobs", undefined, query)).toBe("/api/jobs?title=cfo+%26+co&offset=0&remote=false");
    expect(apiPath("GET /api/admin/deliveries", undefined, { status: undefined, kind: "" })).toBe(
      "/api/admin/deliveries",
    );
  });

  it("throws when a parameter is missing or empty", () => {
    // @ts-expect-error the type already refuses a missing parameter; the run-time check is for values that slip by
    expect(() => apiPath("GET /api/jobs/:id", {})).toThrow(new TypeError("GET /api/jobs/:id needs its id"));
    expect(() => apiPath("POST /api/admin/deliveries/:id/discard", { id: "" })).toThrow(TypeError);
  });
});

describe("apiQueryKey", () => {
  it("is the path, for a route without parameters", () => {
    expect(apiQueryKey("GET /api/admin/users")).toEqual(["/api/admin/users"]);
    expect(apiQueryKey("GET /api/auth/verify")).toEqual(["/api/auth/verify"]);
  });

  it("splits the path at a final parameter", () => {
    expect(apiQueryKey("GET /api/jobs/:id", { id: "j1" })).toEqual(["/api/jobs", "j1"]);
  });

  it("ends with the query, when there is one", () => {
    expect(apiQueryKey("GET /api/admin/activity-logs", undefined, { limit: 20 })).toEqual([
      "/api/admin/activity-logs",
      { limit: 20 },
    ]);
  });

  it("splits the path at a parameter in the middle, and at each of several", () => {
    const date = "2026-01-05";
    expect(keyOfPath("GET /api/booking/types/:id/slots", { id: "t1" }, { date })).toEqual([
      "/api/booking/types",
      "t1",
      "slots",
      { date },
    ]);
    expect(keyOfPath("GET /api/a/:x/b/c/:y", { x: 1, y: "z" })).toEqual(["/api/a", 1, "b/c", "z"]);
    expect(keyOfPath("GET /api/a/:x/:y/d", { x: "p", y: "q" })).toEqual(["/api/a", "p", "q", "d"]);
  });

  it("keeps the key of a route whose parameter is not known yet (a query waiting on `enabled`)", () => {
    expect(apiQueryKey("GET /api/jobs/:id", { id: "" })).toEqual(["/api/jobs", ""]);
  });

  it("is a prefix of the keys under it, so invalidating it reaches them", () => {
    const all = apiQueryKey("GET /api/jobs");
    expect(apiQueryKey("GET /api/jobs/:id", { id: "j1" }).slice(0, all.length)).toEqual(all);
    expect(apiQueryKey("GET /api/jobs", undefined, { limit: 1 }).slice(0, all.length)).toEqual(all);
  });

  it("names the same URL as apiPath, for parameters that need no encoding", () => {
    const query = { status: "dead", kind: undefined, limit: 25 };
    expect(queryKeyToPath(apiQueryKey("GET /api/admin/deliveries", undefined, query))).toBe(
      apiPath("GET /api/admin/deliveries", undefined, query),
    );
    expect(queryKeyToPath(apiQueryKey("GET /api/jobs/:id", { id: "j-1" }))).toBe(
      apiPath("GET /api/jobs/:id", { id: "j-1" }),
    );
    expect(queryKeyToPath(keyOfPath("GET /api/booking/types/:id/slots", { id: "t1" }, { date: "2026-01-05" }))).toBe(
      "/api/booking/types/t1/slots?date=2026-01-05",
    );
  });
});
