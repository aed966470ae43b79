/**
 * The SPA half of the contract's proof (worker/contract/api.ts), checked by `npm run typecheck` and never run.
 * Each `@ts-expect-error` line must be an error: were the contract ever to loosen to `any`, the line would compile,
 * the directive would be unused, and the typecheck would fail. The Worker half is test/worker/api-contract-types.ts
 * (this project cannot see the Workers types that `reply` needs).
 */

import type { QueryClient } from "@tanstack/react-query";
import { callApi, callApiPage } from "../../web/lib/api";
import { apiPageQuery, apiQuery, apiQueryKey } from "../../web/lib/query-client";
import type { JobView } from "../../worker/contract/job-listing";
import type { SessionInfo } from "../../worker/contract/staff-sign-in";
import type { StaffUser } from "../../worker/contract/staff-users";

declare const client: QueryClient;

export async function correctCallsCompile() {
  const job: JobView = await callApi("GET /api/jobs/:id", { params: { id: "j1" } });
  const jobs: JobView[] = await callApi("GET /api/jobs", { query: { title: "cfo", location: "" } });
  const page: { rows: JobView[]; total: number } = await callApiPage("GET /api/jobs", { query: { limit: 10 } });
  const deleted: { ok: true; id: string } = await callApi("DELETE /api/admin/users/:id", { params: { id: "u1" } });
  const users: StaffUser[] = await client.fetchQuery(apiQuery("GET /api/admin/users"));
  const session: SessionInfo = await client.fetchQuery(apiQuery("GET /api/auth/verify"));
  const one: JobView = await client.fetchQuery(apiQuery("GET /api/jobs/:id", { id: "j1" }));
  const paged: { rows: JobView[]; total: number } = await client.fetchQuery(
    apiPageQuery("GET /api/jobs", undefined, { limit: 1 }),
  );
  client.setQueryData(apiQuery("GET /api/auth/verify").queryKey, session);
  void client.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/deliveries") });
  return [job.title, jobs, page, deleted.ok, users, one, paged];
}

export async function spaReadsOnlyWhatRoutesAnswer() {
  const job = await callApi("GET /api/jobs/:id", { params: { id: "j1" } });
  // @ts-expect-error a JobView has no `applicantCount`
  void job.applicantCount;

  const session = await callApi("GET /api/auth/verify");
  // @ts-expect-error the session check does not answer the login's failure count
  void session.failedSignInsSinceLastLogin;

  // @ts-expect-error the data of a query is the route's answer, not a type with one more required field
  const richer: StaffUser & { email: string } = (await client.fetchQuery(apiQuery("GET /api/admin/users")))[0]!;

  // @ts-expect-error a page's rows are the route's answer
  const page: { rows: (JobView & { views: number })[]; total: number } = await client.fetchQuery(
    apiPageQuery("GET /api/jobs"),
  );

  // @ts-expect-error seeding the session check with something else
  client.setQueryData(apiQuery("GET /api/auth/verify").queryKey, { user: null, areas: [] });
  return [richer, page];
}

export async function spaCallsOnlyRoutesThatExist() {
  // @ts-expect-error no such route
  await callApi("GET /api/no-such-route");
  // @ts-expect-error the route is registered as PUT, not PATCH
  await callApi("PATCH /api/admin/users/:id", { params: { id: "u1" } });
  // @ts-expect-error a route with a parameter needs its params
  await callApi("GET /api/jobs/:id");
  // @ts-expect-error ... all of them
  await callApi("POST /api/admin/deliveries/:id/retry", { params: {} });
  // @ts-expect-error a route without parameters takes none
  await callApi("GET /api/admin/users", { params: { id: "u1" } });
  // @ts-expect-error a query needs the route's params too
  apiQuery("GET /api/jobs/:id");
  // @ts-expect-error only GET routes are queries
  apiQuery("POST /api/auth/login");
  // @ts-expect-error keys name routes, not free paths
  apiQueryKey("/api/admin/users");
}
