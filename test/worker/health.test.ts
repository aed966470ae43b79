import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers 200 with the database reachable, uncached", async () => {
    const response = await exports.default.fetch("http://localhost/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json<{ status: string; database: string; latencyMs: number }>();
    expect(body.status).toBe("ok");
    expect(body.database).toBe("reachable");
    expect(body.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("carries a request id and the baseline security headers", async () => {
    const response = await exports.default.fetch("http://localhost/api/health");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
