import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import type { AppEnv } from "../../worker/env";
import { d1Session } from "../../worker/http/d1-session";
import { handleError } from "../../worker/http/errors";
import { consumeRateLimit, rateLimitByIp } from "../../worker/http/rate-limit";

const rule = { limit: 3, windowMs: 60_000 };
const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("consumeRateLimit", () => {
  it("allows up to the limit in a window, refuses after, and starts again in the next window", async () => {
    const db = createDb(env.DB);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(db, "unit:a", rule, t0 + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(57);
    expect((await consumeRateLimit(db, "unit:a", rule, t0 + 60_000)).allowed).toBe(true);
    expect((await consumeRateLimit(db, "unit:b", rule, t0 + 3000)).allowed).toBe(true);
  });

  it("lets exactly the limit through when hits arrive at once", async () => {
    const db = createDb(env.DB);
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(db, "unit:burst", rule, t0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});

describe("rateLimitByIp", () => {
  const app = new Hono<AppEnv>()
    .use(d1Session, rateLimitByIp("probe", { limit: 2, windowMs: 60_000 }))
    .post("/", (c) => c.json({ ok: true }));
  app.onError(handleError);
  const hit = (ip: string) => app.request("/", { method: "POST", headers: { "CF-Connecting-IP": ip } }, env);

  it("answers 429 with Retry-After and the JSON error shape once an IP is over its limit", async () => {
    expect((await hit("198.51.100.1")).status).toBe(200);
    expect((await hit("198.51.100.1")).status).toBe(200);
    const refused = await hit("198.51.100.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });
    expect((await hit("198.51.100.2")).status).toBe(200);
  });
});
