import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Indeed's API as the browser tests meet it: a local HTTP server the Worker is pointed at (INDEED_API_ORIGIN, through
 * scripts/e2e-server.sh's E2E_INDEED_ORIGIN), so no test reaches Indeed. It answers the OAuth token request, and
 * GraphQL as Indeed documents it: a created posting's sourcedPostingId, an expiry's trackingKey. Every request is
 * kept, so a test can check what the Worker sent.
 */
export interface FakeIndeed {
  origin: string;
  /** The GraphQL requests received, parsed, in order. */
  graphql: { operationName?: string; query: string; variables: Record<string, unknown> }[];
  /** The sourcedPostingId answered for each job posted, by its jobPostingId. */
  postedIds: Map<string, string>;
  stop(): Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startFakeIndeed(): Promise<FakeIndeed> {
  const graphql: FakeIndeed["graphql"] = [];
  const postedIds = new Map<string, string>();
  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (request.method === "POST" && request.url === "/oauth/v2/tokens")
      return answer(200, { access_token: "e2e-indeed-token", token_type: "Bearer", expires_in: 3600 });
    if (request.method === "POST" && request.url === "/graphql") {
      if (request.headers.authorization !== "Bearer e2e-indeed-token") return answer(401, { error: "invalid_token" });
      const parsed = JSON.parse(body) as FakeIndeed["graphql"][number];
      graphql.push(parsed);
      if (parsed.query.includes("expireSourcedJobsBySourcedPostingId"))
        return answer(200, {
          data: { jobsIngest: { expireSourcedJobsBySourcedPostingId: { results: [{ trackingKey: "tk" }] } } },
        });
      const { jobPostings } = parsed.variables.input as { jobPostings: { metadata: { jobPostingId: string } }[] };
      const results = jobPostings.map(({ metadata }) => {
        const sourcedPostingId = postedIds.get(metadata.jobPostingId) ?? `sp-e2e-${postedIds.size + 1}`;
        postedIds.set(metadata.jobPostingId, sourcedPostingId);
        return { jobPosting: { sourcedPostingId } };
      });
      return answer(200, { data: { jobsIngest: { createSourcedJobPostings: { results } } } });
    }
    answer(404, { error: `no such Indeed endpoint: ${request.method} ${request.url}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    graphql,
    postedIds,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
