/**
 * The Worker half of the contract's proof (worker/contract/api.ts), checked by `npm run typecheck` and never run
 * (not a .test.ts file; `c` is only declared). Each `@ts-expect-error` line must be an error: were `reply` or the
 * contract ever to loosen to `any`, the directive would be unused and the typecheck would fail. The SPA half is
 * test/web/api-contract-types.ts.
 */

import type { Context } from "hono";
import type { DeliveryView } from "../../worker/contract/deliveries";
import type { JobView } from "../../worker/contract/job-listing";
import type { StaffUser } from "../../worker/contract/staff-users";
import type { User } from "../../worker/db/schema";
import type { AppEnv } from "../../worker/env";
import { reply } from "../../worker/http/reply";

declare const c: Context<AppEnv>;
declare const job: JobView;
declare const user: StaffUser;
declare const delivery: DeliveryView;
declare const userRow: User;

export function correctAnswersCompile() {
  return [
    reply(c, "GET /api/jobs/:id", job),
    reply(c, "GET /api/jobs", [job]),
    reply(c, "POST /api/admin/users", { ...user, invitation: null }, 201),
    reply(c, "DELETE /api/admin/users/:id", { ok: true, id: user.id }),
    reply(c, "GET /api/auth/verify", { user, areas: ["jobs"], requirement: null, emailConnected: true }),
    reply(c, "POST /api/admin/deliveries/:id/retry", delivery),
    reply(c, "GET /api/health", { status: "ok", database: "reachable", latencyMs: 3 }),
  ];
}

export function answersMustBeTheDeclaredView() {
  const { title: _title, ...untitled } = job;
  // @ts-expect-error a JobView without its title
  reply(c, "GET /api/jobs/:id", untitled);
  // @ts-expect-error a list route answered with one job
  reply(c, "GET /api/jobs", job);
  // @ts-expect-error another route's view
  reply(c, "GET /api/admin/users", [delivery]);
  // @ts-expect-error a raw database row (a Date where the view has an ISO string) never leaves the Worker
  reply(c, "PUT /api/admin/users/:id", userRow);
  // @ts-expect-error nor does a field the view does not declare
  reply(c, "GET /api/auth/verify", { user: { ...user, password: "hash" }, areas: [] });
  // @ts-expect-error the session answer lacks the login's failure count
  reply(c, "POST /api/auth/login", { user, areas: [] });
  // @ts-expect-error `ok` is the literal true
  reply(c, "POST /api/auth/logout", { ok: false });
  // @ts-expect-error no such route
  reply(c, "GET /api/no-such-route", job);
}
