// Runs in Node (tsconfig.webtest.json) and starts a real HTTP server.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError, apiFetch, apiFetchWithHeaders } from "../../web/lib/api";
import { createQueryClient, queryKeyToPath } from "../../web/lib/query-client";

/** What the server saw of the last request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

const OLDER = "00000000-0000001e-00000000-00000000000000000000000000000000";
const NEWER = "00000000-0000001f-00000000-00000000000000000000000000000000";

let server: Server;
let origin: string;
let seen: Seen | undefined;

// A real HTTP server on a free local port: apiFetch runs against real responses, nothing is mocked.
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      seen = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body };
      switch (request.url) {
        case "/api/jobs":
        case "/api/jobs?title=cfo&industry=Finance":
          response.writeHead(200, { "content-type": "application/json", "x-total-count": "57" });
          response.end(JSON.stringify([{ id: "j1", title: "Chief Financial Officer" }]));
          return;
        case "/api/echo":
          response.writeHead(201, { "content-type": "application/json; charset=utf-8" });
          response.end(JSON.stringify({ received: JSON.parse(body || "null") }));
          return;
        case "/api/empty":
          response.writeHead(204);
          response.end();
          return;
        case "/api/boom":
          response.writeHead(500, { "content-type": "text/plain" });
          response.end("boom");
          return;
        case "/api/missing":
          response.writeHead(404, "Not Found");
          response.end();
          return;
        case "/api/invalid":
          response.writeHead(400, { "content-type": "application/json" });
          response.end(
            JSON.stringify({
              error: "validation_failed",
              message: "Invalid request: check email.",
              issues: [{ path: "email", message: "Please enter a valid email" }],
            }),
          );
          return;
        case "/api/written":
          response.writeHead(204, { "x-d1-bookmark": NEWER });
          response.end();
          return;
        case "/api/stale":
          response.writeHead(200, { "content-type": "application/json", "x-d1-bookmark": OLDER });
          response.end("[]");
          return;
        default:
          response.writeHead(418);
          response.end("unexpected path");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  seen = undefined;
});

/** Runs `call`, which must throw an ApiError, and returns it. */
async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("apiFetch", () => {
  it("parses a JSON success answer", async () => {
    const jobs = await apiFetch<{ id: string; title: string }[]>(`${origin}/api/jobs`);
    expect(jobs).toEqual([{ id: "j1", title: "Chief Financial Officer" }]);
    expect(seen?.method).toBe("GET");
    expect(seen?.headers.accept).toBe("application/json");
    expect(seen?.headers["content-type"]).toBeUndefined();
  });

  it("apiFetchWithHeaders also gives the answer's headers (the total of a paged list)", async () => {
    const { data, headers } = await apiFetchWithHeaders<{ id: string }[]>(`${origin}/api/jobs`);
    expect(data).toEqual([{ id: "j1", title: "Chief Financial Officer" }]);
    expect(headers.get("X-Total-Count")).toBe("57");
    const error = await apiErrorOf(apiFetchWithHeaders(`${origin}/api/nowhere`));
    expect(error.status).toBe(418);
  });

  it("sends an object body as JSON with the JSON content type", async () => {
    const payload = { firstName: "Ada", lastName: "Lovelace", smsMarketingConsent: false };
    const answer = await apiFetch<{ received: unknown }>(`${origin}/api/echo`, { method: "POST", body: payload });
    expect(seen?.method).toBe("POST");
    expect(seen?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen?.body ?? "")).toEqual(payload);
    expect(answer).toEqual({ received: payload });
  });

  it("sends an array body as JSON too", async () => {
    await apiFetch(`${origin}/api/echo`, { method: "POST", body: ["a", 1] });
    expect(seen?.headers["content-type"]).toBe("application/json");
    expect(seen?.body).toBe('["a",1]');
  });

  it("sends a string body as it is, keeping a given content type", async () => {
    await apiFetch(`${origin}/api/echo`, {
      method: "POST",
      body: '"as is"',
      headers: { "content-type": "text/plain" },
    });
    expect(seen?.headers["content-type"]).toBe("text/plain");
    expect(seen?.body).toBe('"as is"');
  });

  it("answers undefined for an empty success answer", async () => {
    await expect(apiFetch(`${origin}/api/empty`, { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("turns a non-OK answer with a text body into '<status>: <body>'", async () => {
    const error = await apiErrorOf(apiFetch(`${origin}/api/boom`));
    expect(error.message).toBe("500: boom");
    expect(error.status).toBe(500);
    expect(error.name).toBe("ApiError");
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it("uses the status text when the error body is empty", async () => {
    const error = await apiErrorOf(apiFetch(`${origin}/api/missing`));
    expect(error.message).toBe("404: Not Found");
    expect(error.status).toBe(404);
    expect(error.body).toBe("");
  });

  it("exposes the parts of the server's JSON error shape", async () => {
    const error = await apiErrorOf(apiFetch(`${origin}/api/invalid`, { method: "POST", body: { email: "x" } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe("validation_failed");
    expect(error.serverMessage).toBe("Invalid request: check email.");
    expect(error.issues).toEqual([{ path: "email", message: "Please enter a valid email" }]);
    // The message stays the spec's "<status>: <body text>".
    expect(error.message).toBe(`400: ${error.body}`);
    expect(JSON.parse(error.body)).toMatchObject({ error: "validation_failed" });
  });
});

describe("the query client", () => {
  it("GETs the query key's segments joined by '/' through apiFetch", async () => {
    const client = createQueryClient();
    const jobs = await client.fetchQuery({ queryKey: [origin, "api", "jobs"] });
    expect(jobs).toEqual([{ id: "j1", title: "Chief Financial Officer" }]);
    expect(seen).toMatchObject({ method: "GET", url: "/api/jobs" });
  });

  it("sends an object segment as the query string, leaving out empty filters", async () => {
    const client = createQueryClient();
    await client.fetchQuery({
      queryKey: [`${origin}/api/jobs`, { title: "cfo", location: undefined, industry: "Finance", x: "" }],
    });
    expect(seen?.url).toBe("/api/jobs?title=cfo&industry=Finance");
  });

  it("throws the ApiError of a non-OK answer, without retrying", async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [`${origin}/api/boom`] })).rejects.toThrow("500: boom");
  });

  it("never retries, never refetches on focus, and keeps data fresh", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("builds paths from keys", () => {
    expect(queryKeyToPath(["/api/jobs", 42])).toBe("/api/jobs/42");
    expect(queryKeyToPath(["/api/booking/types", "t1", "slots", { date: "2026-12-01" }])).toBe(
      "/api/booking/types/t1/slots?date=2026-12-01",
    );
  });
});

describe("the D1 bookmark", () => {
  it("is sent back with every later call once an answer handed one, and an older one never replaces it", async () => {
    await apiFetch(`${origin}/api/jobs`);
    expect(seen?.headers["x-d1-bookmark"]).toBeUndefined();

    await apiFetch(`${origin}/api/written`, { method: "POST", body: { title: "Staff Engineer" } });
    await apiFetch(`${origin}/api/jobs`);
    expect(seen?.headers["x-d1-bookmark"]).toBe(NEWER);

    await apiFetch(`${origin}/api/stale`);
    expect(seen?.headers["x-d1-bookmark"]).toBe(NEWER);
    await apiFetch(`${origin}/api/jobs`);
    expect(seen?.headers["x-d1-bookmark"]).toBe(NEWER);
  });
});
