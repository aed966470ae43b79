import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { reply } from "../http/reply";
import { pingDatabase } from "./store";

/** Liveness for monitors and the e2e harness: 200 when D1 answers, 503 in the error shape when it does not. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  try {
    await pingDatabase(c.var.db);
  } catch (err) {
    console.error(
      JSON.stringify({ level: "error", requestId: c.get("requestId"), check: "database", error: String(err) }),
    );
    throw new ApiError(503, "database_unreachable", "The database is not reachable.");
  }
  c.header("Cache-Control", "no-store");
  return reply(c, "GET /api/health", { status: "ok", database: "reachable", latencyMs: Date.now() - started });
});
