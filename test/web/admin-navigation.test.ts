import { readFileSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_GROUPS, ADMIN_SECTIONS } from "../../web/content/admin-navigation";
import { ADMIN_PAGE_AREAS, areaOfAdminPath } from "../../worker/contract/access";
import { ADMIN_ROUTE_PATHS, isAdminPage } from "../../worker/contract/admin-pages";

/** The back office's one list of sections (issue 35): each has an area, a route and a group; none is listed twice. */

const ROUTES = readFileSync(path.resolve(import.meta.dirname, "../../web/admin-routes.tsx"), "utf8");

describe("ADMIN_SECTIONS", () => {
  it("gives every section an area, so the navigation shows it only to those the API lets in", () => {
    expect(ADMIN_SECTIONS.filter((section) => !areaOfAdminPath(section.to)).map((section) => section.to)).toEqual([]);
  });

  it("lists every back-office page with an area, once, each with its route", () => {
    const listed = ADMIN_SECTIONS.map((section) => section.to);
    expect(new Set(listed).size).toBe(listed.length);
    const withRoute = (page: string) => ROUTES.includes(`path: "${page.replace("/admin/", "")}"`);
    // A page below a section (/admin/candidates/unmatched-texts) is reached from it, not from the navigation.
    const isSection = (page: string) => page.split("/").length === 3;
    const pages = Object.keys(ADMIN_PAGE_AREAS);
    expect(pages.filter((page) => !withRoute(page))).toEqual([]);
    expect([...listed].sort()).toEqual(pages.filter(isSection).sort());
  });

  it("gives each page below a section its section's area", () => {
    const below = Object.keys(ADMIN_PAGE_AREAS).filter((page) => page.split("/").length > 3);
    expect(below.map((page) => [page, areaOfAdminPath(page)])).toEqual(
      below.map((page) => [page, areaOfAdminPath(page.split("/").slice(0, 3).join("/"))]),
    );
  });

  it("uses every group", () => {
    expect(ADMIN_GROUPS.filter((group) => !ADMIN_SECTIONS.some((section) => section.group === group))).toEqual([]);
  });
});

describe("ADMIN_ROUTE_PATHS", () => {
  it("names every page route of web/admin-routes.tsx, so the Worker answers 404 only where the SPA has no page", () => {
    const routes = [...ROUTES.matchAll(/path: "([^"]+)"/g)].map((match) => match[1]).filter((path) => path !== "*");
    expect(routes.sort()).toEqual([...ADMIN_ROUTE_PATHS].sort());
  });

  it("isAdminPage matches an address as React Router matches the same routes", () => {
    const routes = [{ path: "/admin", children: [{ index: true }, ...ADMIN_ROUTE_PATHS.map((path) => ({ path }))] }];
    const routerMatches = (pathname: string) => Boolean(matchRoutes(routes, pathname));
    const addresses = [
      "/admin",
      "/admin/",
      "/admin/jobs",
      "/admin/Jobs/",
      "/admin/candidates/abc",
      "/admin/candidates/unmatched-texts",
      "/admin/deliveries/d-1/email",
      "/admin/crm",
      "/admin/nothing-here",
      "/admin/candidates/x/y/z",
      "/admin/jobs/j-1",
      "/admin/jobs/j-1/extra",
      "/admin/deliveries/d-1",
      "/administration",
    ];
    expect(addresses.map((address) => [address, isAdminPage(address)])).toEqual(
      addresses.map((address) => [address, routerMatches(address)]),
    );
    expect(addresses.filter(isAdminPage)).toEqual([
      "/admin",
      "/admin/",
      "/admin/jobs",
      "/admin/Jobs/",
      "/admin/candidates/abc",
      "/admin/candidates/unmatched-texts",
      "/admin/deliveries/d-1/email",
      "/admin/jobs/j-1",
    ]);
  });
});
