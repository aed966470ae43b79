import type { JobBoardView } from "../../worker/contract/job-listing";
import { type FakeIndeed, startFakeIndeed } from "./fake-indeed";
import { expect, test } from "./fixtures";
import { type RunningServer, serverOfWorker, startServer } from "./server";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Issue 49's browser test: a job published to all four boards with Indeed reached by its Job Sync API (a staffing
 * firm's setup), each board's state on the job order page, then closed and expired on each. Indeed is a local
 * stand-in (./fake-indeed.ts) the Worker of a server of its own is pointed at, beside the worker's own server (its
 * port +100), so nothing reaches Indeed; its deliveries go through the real queue of `wrangler dev`.
 */

let server: RunningServer | undefined;
let indeed: FakeIndeed | undefined;
let workerState: string | undefined;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern.
test.use({ baseURL: async ({}, use) => use(server?.origin) });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  indeed = await startFakeIndeed();
  const own = serverOfWorker(test.info().parallelIndex);
  const state = `${own.state}-indeed`;
  server = await startServer(own.port + 100, state, { E2E_INDEED_ORIGIN: indeed.origin });
  workerState = process.env.E2E_STATE;
  process.env.E2E_STATE = state;
});

test.afterAll(async () => {
  await server?.stop();
  await indeed?.stop();
  process.env.E2E_STATE = workerState;
});

const BOARDS = ["Glassdoor", "Indeed", "LinkedIn", "ZipRecruiter"];

test("a job on all four boards with Indeed by its API: each board live, then each expired once the job closes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInThroughForm(page, adminCredentials().username, adminCredentials().password);
  const headers = { Origin: baseURL! };
  const listed = (await (await page.request.get("/api/portals")).json()) as JobBoardView[];
  const indeedBoard = listed.find((board) => board.slug === "indeed")!;
  const switched = await page.request.put(`/api/portals/${indeedBoard.id}`, {
    headers,
    data: { indeedMode: "job_sync" },
  });
  expect(await switched.json()).toMatchObject({ indeed: { mode: "job_sync", connected: true } });

  const stamp = Date.now().toString(36);
  const created = await page.request.post("/api/jobs", {
    headers,
    data: {
      title: `Plant Manager ${stamp}`,
      company: `Acme ${stamp}`,
      location: "Carmel, IN",
      industry: "Manufacturing",
      type: "Full-time",
      description:
        "Run a two-shift plant of 180 people, own safety, quality and delivery, and grow the next line of supervisors.",
      requirements: "8+ years in manufacturing",
      status: "published",
      publishToPortals: true,
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string };

  const boards = page.getByRole("region", { name: "Job boards" });
  /** Reloads the job order page until every board shows `state` (Indeed's comes with its delivery). */
  const everyBoard = async (state: string) =>
    expect(async () => {
      await page.reload();
      await expect(boards.getByText(state, { exact: true })).toHaveCount(BOARDS.length, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });

  await page.goto(`/admin/jobs/${job.id}`);
  for (const name of BOARDS) await expect(boards.getByText(name, { exact: true })).toBeVisible();
  await everyBoard("Live");
  await expect(boards.getByText("Listed through Indeed")).toBeVisible();
  // What Indeed was sent: the job, as a staffing agency's, under the job's own id (beside the seed's jobs, which the
  // switch to the API posted).
  const create = indeed!.graphql.find(
    (request) =>
      (request.variables.input as { jobPostings?: { metadata: { jobPostingId: string } }[] }).jobPostings?.[0]?.metadata
        .jobPostingId === job.id,
  );
  expect(create?.operationName).toBe("CreateSourcedJobPostings");
  const [posting] = (create!.variables.input as { jobPostings: { metadata: Record<string, unknown> }[] }).jobPostings;
  expect(posting?.metadata.jobSource).toMatchObject({
    companyName: `Acme ${stamp}`,
    sourceType: "Staffing Agency",
    isPlacement: false,
  });
  const sourcedPostingId = indeed!.postedIds.get(job.id)!;
  await expect(boards.getByText(new RegExp(sourcedPostingId))).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(boards.getByText("Live", { exact: true })).toHaveCount(BOARDS.length);
    await page.screenshot({ path: `test-results/job-order-indeed-api-${width}.png`, fullPage: true });
  }

  const closed = await page.request.put(`/api/jobs/${job.id}`, { headers, data: { status: "archived" } });
  expect(closed.status()).toBe(200);
  await everyBoard("Expired");
  expect(indeed!.graphql.at(-1)).toMatchObject({
    operationName: "ExpireSourcedJobs",
    variables: { input: { jobs: [{ sourcedPostingId }] } },
  });
});
