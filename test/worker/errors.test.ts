import { exports } from "cloudflare:workers";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { AppEnv } from "../../worker/env";
import { ApiError, type ErrorBody, handleError } from "../../worker/http/errors";
import { validate } from "../../worker/http/validate";

/**
 * The error contract of ARCHITECTURE.md: every non-2xx is `{ error, message, issues? }` JSON.
 * Unknown paths go through the real Worker; the other cases use a small app wired with the same
 * middleware, validator hook and error handler the Worker uses, so no test-only route ships in production.
 */
const contactSchema = z.object({
  email: z.email("Please enter a valid email"),
  name: z.string().min(1, "Name is required"),
});

function contractApp() {
  const app = new Hono<AppEnv>().use(requestId());
  app.post("/echo", validate("json", contactSchema), (c) => c.json(c.req.valid("json"), 201));
  app.get(
    "/range",
    validate(
      "query",
      z.object({ from: z.string(), to: z.string() }).refine((range) => range.from <= range.to, "From comes after to"),
    ),
    (c) => c.json(c.req.valid("query")),
  );
  app.get("/conflict", () => {
    throw new ApiError(409, "conflict", "That time was just taken. Please choose another time.");
  });
  app.get("/boom", () => {
    throw new Error("database password is hunter2");
  });
  app.onError(handleError);
  return app;
}

async function errorBody(response: Response): Promise<ErrorBody> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

describe("error contract", () => {
  it("answers an unknown /api path with a JSON 404, not the SPA", async () => {
    const response = await exports.default.fetch("http://localhost/api/no-such-thing", { method: "POST" });
    expect(response.status).toBe(404);
    const body = await errorBody(response);
    expect(body.error).toBe("not_found");
    expect(body.message).toBe("No API route for POST /api/no-such-thing.");
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("answers a malformed JSON body with 400 in the JSON shape", async () => {
    const response = await contractApp().request("/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.error).toBe("bad_request");
    expect(body.message).toMatch(/malformed json/i);
  });

  it("answers a failed validation with 400 naming every field", async () => {
    const response = await contractApp().request("/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not-an-email", name: "" }),
    });
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.error).toBe("validation_failed");
    expect(body.message).toBe("Invalid request: check email, name.");
    expect(body.issues).toEqual([
      { path: "email", message: "Please enter a valid email" },
      { path: "name", message: "Name is required" },
    ]);
  });

  it("names the query string, not the body, when a query fails as a whole", async () => {
    const response = await contractApp().request("/range?from=2026-12-02&to=2026-12-01");
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.message).toBe("Invalid request: check query string.");
    expect(body.issues).toEqual([{ path: "", message: "From comes after to" }]);
  });

  it("names the query string's field holding a control character", async () => {
    const response = await contractApp().request("/range?from=a%07&to=b");
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe("Invalid request: check from.");
  });

  it("passes a valid body through", async () => {
    const response = await contractApp().request("/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", name: "Ada" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ email: "a@example.com", name: "Ada" });
  });

  it("maps an ApiError to its status, code and message", async () => {
    const response = await contractApp().request("/conflict");
    expect(response.status).toBe(409);
    const body = await errorBody(response);
    expect(body).toMatchObject({ error: "conflict", message: "That time was just taken. Please choose another time." });
  });

  it("turns an unexpected exception into a generic JSON 500 with the request id, logged, without details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await contractApp().request("/boom");
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(text).not.toContain("hunter2");
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    const body = await errorBody(response);
    expect(body.error).toBe("internal_error");
    expect(body.message).toBe("Something went wrong on our side. Please try again.");
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain("hunter2");
    log.mockRestore();
  });
});
