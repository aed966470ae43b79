import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/** The Deliveries screen over real rows of the e2e database, and its actions checked in the rows themselves. */

/** EMAIL_NOT_CONNECTED (worker/integrations/email/client.ts): the browser tests run with email off. */
const WAITING = "Email is not connected: no sending service is set up yet.";
const HOUR_MS = 3_600_000;

interface Row {
  id: string;
  summary: string;
  status: string;
  lastError?: string;
  waitingReason?: string;
  nextAttemptAt?: number;
  sentAt?: number;
  attempts: number;
}

/** One statement for all rows: each queryE2eDb call starts wrangler, which takes a second or two. */
function insertDeliveries(rows: (Row & { createdAt: number })[]) {
  const value = (v: string | number | undefined) =>
    v === undefined ? "null" : typeof v === "number" ? String(v) : sqlText(v);
  const tuples = rows.map((row) =>
    [
      row.id,
      "email",
      `${row.id}@example.com`,
      row.summary,
      '{"subject":"s","text":"t"}',
      row.status,
      row.attempts,
      row.lastError,
      row.waitingReason,
      row.nextAttemptAt,
      row.sentAt,
      row.createdAt,
      row.createdAt,
    ]
      .map(value)
      .join(", "),
  );
  queryE2eDb(
    "insert into deliveries (id, kind, recipient, summary, payload, status, attempts, last_error, waiting_reason, next_attempt_at, sent_at, created_at, updated_at) values " +
      tuples.map((tuple) => `(${tuple})`).join(", "),
  );
}

function deliveryRow(id: string) {
  return queryE2eDb<{ status: string; last_error: string | null; waiting_reason: string | null }>(
    `select status, last_error, waiting_reason from deliveries where id = ${sqlText(id)}`,
  )[0];
}

test("staff see every message with its error, filter by status in the URL, retry a dead one and discard a waiting one", async ({
  page,
}) => {
  // Every database check starts wrangler (a second or two each).
  test.setTimeout(90_000);
  const run = Date.now();
  const dead: Row = {
    id: `e2e-dead-${run}`,
    summary: `Booking confirmed ${run}`,
    status: "dead",
    attempts: 5,
    lastError: "Resend answered 503: down",
  };
  // Due in an hour: neither the queue nor the sweep picks it up while the test runs.
  const waiting: Row = {
    id: `e2e-waiting-${run}`,
    summary: `Reminder ${run}`,
    status: "pending",
    attempts: 0,
    waitingReason: WAITING,
    nextAttemptAt: run + HOUR_MS,
  };
  const sent: Row = {
    id: `e2e-sent-${run}`,
    summary: `Welcome ${run}`,
    status: "sent",
    attempts: 1,
    sentAt: run + 1_500,
  };
  // The newest rows (a second apart, in this order): other tests' bookings and alerts write many messages, and
  // these must be on the first page.
  insertDeliveries([
    { ...sent, createdAt: run + 1_000 },
    { ...waiting, createdAt: run + 2_000 },
    { ...dead, createdAt: run + 3_000 },
  ]);

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/deliveries");
  await expect(page.getByRole("heading", { name: "Deliveries", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Deliveries" }),
  ).toHaveAttribute("aria-current", "page");

  const table = page.getByTestId("deliveries");
  const rowOf = (row: Row) => table.locator(`tr[data-delivery-id="${row.id}"]`);
  await expect(rowOf(dead)).toContainText("Dead");
  await expect(rowOf(dead)).toContainText("Resend answered 503: down");
  await expect(rowOf(dead)).toContainText(`${dead.id}@example.com`);
  // The reason a message waits is said once, in a banner for its service, not on every row.
  await expect(page.getByTestId("waiting-banners")).toContainText(WAITING);
  await expect(rowOf(waiting)).toContainText("Waiting until its service is set up");
  await expect(rowOf(waiting)).not.toContainText(WAITING);
  await expect(rowOf(sent)).toContainText("Sent");
  await expect(rowOf(sent).getByRole("button")).toHaveCount(0);
  await expect(page.getByTestId("deliveries-range")).toContainText(/Showing 1-\d+ of \d+/);

  // The filter is the URL: it survives a reload.
  await page.getByLabel("Status").selectOption("dead");
  await expect(page).toHaveURL(/[?&]status=dead\b/);
  await expect(rowOf(waiting)).toHaveCount(0);
  await expect(rowOf(sent)).toHaveCount(0);
  await expect(rowOf(dead)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("dead");
  await expect(rowOf(dead)).toBeVisible();
  await expect(rowOf(sent)).toHaveCount(0);

  // Retry: pending again and handed to the queue, whose consumer (email not configured here) leaves it waiting.
  await rowOf(dead).getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("toast")).toContainText("Retry queued");
  await expect(rowOf(dead)).toHaveCount(0);
  await expect.poll(() => deliveryRow(dead.id)).toMatchObject({ status: "pending", waiting_reason: WAITING });

  // Discard asks first; Cancel changes nothing.
  await page.getByLabel("Status").selectOption("pending");
  await expect(page).toHaveURL(/[?&]status=pending\b/);
  await rowOf(waiting).getByRole("button", { name: "Discard" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Discard message" });
  await expect(dialog).toContainText(waiting.summary);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(deliveryRow(waiting.id)?.status).toBe("pending");

  await rowOf(waiting).getByRole("button", { name: "Discard" }).click();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message discarded");
  await expect(rowOf(waiting)).toHaveCount(0);
  expect(deliveryRow(waiting.id)).toMatchObject({
    status: "failed",
    last_error: "Discarded by admin",
    waiting_reason: null,
  });

  await page.getByLabel("Status").selectOption("");
  await expect(page).not.toHaveURL(/status=/);
  await expect(rowOf(waiting)).toContainText("Failed");
  await expect(rowOf(waiting)).toContainText("Discarded by admin");
  await expect(rowOf(waiting).getByRole("button", { name: "Discard" })).toHaveCount(0);
  await expect(rowOf(waiting).getByRole("button", { name: "Retry" })).toBeVisible();
});

test("staff find messages by recipient and retry or discard the ones they choose at once", async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const rows: Row[] = [1, 2, 3].map((n) => ({
    id: `e2e-bulk-${n}-${run}`,
    summary: `Bulk ${n} ${run}`,
    status: "dead",
    attempts: 6,
    lastError: "Resend answered 503: down",
  }));
  insertDeliveries(rows.map((row, index) => ({ ...row, createdAt: run + index })));

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/deliveries");
  // A recipient's start, in any case: only this run's three messages.
  await page.getByRole("searchbox", { name: "Search messages by recipient" }).fill(`E2E-BULK-`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=E2E-BULK-/);
  const table = page.getByTestId("deliveries");
  await expect(page.getByTestId("deliveries-range")).toContainText(/of \d+/);
  for (const row of rows) await expect(table.locator(`tr[data-delivery-id="${row.id}"]`)).toBeVisible();

  // Choose two, discard them after confirming; the third stays as it was.
  const [first, second, third] = rows as [Row, Row, Row];
  await table.getByRole("checkbox", { name: `Select ${first.summary}` }).check();
  await table.getByRole("checkbox", { name: `Select ${second.summary}` }).check();
  await expect(page.getByTestId("bulk-count")).toHaveText("2 selected");
  await page.getByRole("button", { name: "Discard selected" }).click();
  await page.getByRole("alertdialog", { name: "Discard messages" }).getByRole("button", { name: "Discard" }).click();
  await expect(page.getByTestId("toast")).toContainText("2 messages discarded");
  await expect.poll(() => deliveryRow(first.id)?.status).toBe("failed");
  expect(deliveryRow(second.id)?.status).toBe("failed");
  expect(deliveryRow(third.id)?.status).toBe("dead");
  await expect(page.getByTestId("bulk-count")).toHaveCount(0);

  // Select the whole page and retry: the dead one goes again; the discarded ones are queued again too.
  await table.getByRole("checkbox", { name: "Select every message on this page" }).check();
  await page.getByRole("button", { name: "Retry selected" }).click();
  await expect(page.getByTestId("toast")).toContainText("queued again");
  await expect.poll(() => deliveryRow(third.id)?.status).not.toBe("dead");
});
