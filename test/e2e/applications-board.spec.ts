import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/** One job's pipeline (issue 17): its board worked from the keyboard alone, then a bulk move in the table. */

const RECRUITER = { username: "bo.board", password: "Board-recruiter-pass-1", role: "recruiter" };

test("a recruiter moves a card to Interviewing by keyboard alone on the job's board, and moves two applications at once in the table", async ({
  page,
  request,
  baseURL,
}) => {
  // Setting up and checking rows through wrangler takes a few seconds a query.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const origin = { Origin: baseURL! };
  await createUserAsAdmin(request, baseURL!, RECRUITER);
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const created = await request.post("/api/jobs", {
    data: {
      title: `Board Analyst ${stamp}`,
      company: "Acme",
      location: "Remote",
      description: "Reads boards.",
      requirements: "Patience.",
      status: "published",
    },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;
  await request.post("/api/auth/logout", { headers: origin });

  const people = ["Ada", "Bea", "Cal"].map((firstName, index) => ({
    id: `board-${stamp}-${index}`,
    firstName,
    lastName: `Board${stamp}`,
  }));
  queryE2eDb(
    `insert into applications (id, first_name, last_name, email, phone, current_position, job_id, stage, created_at) values ${people
      .map(
        (person, index) =>
          `(${sqlText(person.id)}, ${sqlText(person.firstName)}, ${sqlText(person.lastName)}, ${sqlText(`${person.firstName.toLowerCase()}${stamp}@example.com`)}, '+13175550100', 'Analyst', ${sqlText(jobId)}, 'new', ${stamp - index * 1000})`,
      )
      .join(", ")}`,
  );
  const [ada, bea, cal] = people as [(typeof people)[number], (typeof people)[number], (typeof people)[number]];

  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  await page.goto("/admin/applications");
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Board" }).click();
  await expect(page).toHaveURL(/view=board/);
  await expect(page.getByText("Choose a job in the Job filter")).toBeVisible();
  await page.getByLabel("Job").selectOption(jobId);
  await expect(page).toHaveURL(new RegExp(`view=board.*jobId=${jobId}|jobId=${jobId}.*view=board`));

  const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(`) });
  const card = (person: { id: string }) => page.locator(`[data-application-id="${person.id}"]`);
  await expect(column("New").locator(`[data-application-id="${ada.id}"]`)).toBeVisible();
  await expect(card(ada)).toContainText("Analyst");
  await expect(card(ada)).toContainText("Unassigned");

  // Keyboard alone: Tab to the card, then Alt+ArrowRight one column at a time; focus stays on the card.
  await card(ada).focus();
  const lastSaved = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.request().postData() === '{"stage":"interviewing"}',
  );
  for (const next of ["Contacted", "Qualifying", "Submitted to client", "Interviewing"]) {
    await page.keyboard.press("Alt+ArrowRight");
    await expect(column(next).locator(`[data-application-id="${ada.id}"]`)).toBeVisible();
    await expect(card(ada)).toBeFocused();
  }
  await expect(page.getByTestId("board-announcement")).toHaveText(`Ada Board${stamp} moved to Interviewing.`);
  expect((await lastSaved).status()).toBe(200);
  expect(
    queryE2eDb(
      `select to_stage from application_stage_changes where application_id = ${sqlText(ada.id)} order by changed_at`,
    ).map((row) => row.to_stage),
  ).toEqual(["contacted", "qualifying", "submitted", "interviewing"]);

  await page.reload();
  await expect(column("Interviewing").locator(`[data-application-id="${ada.id}"]`)).toBeVisible();
  await expect(column("New").locator(`[data-application-id="${bea.id}"]`)).toBeVisible();

  // The table of the same job: select two, move them in one go.
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Table" }).click();
  await expect(page).toHaveURL(new RegExp(`jobId=${jobId}`));
  await expect(page).not.toHaveURL(/view=board/);
  const table = page.getByTestId("applications");
  await table.getByRole("checkbox", { name: `Select Bea Board${stamp}` }).check();
  await table.getByRole("checkbox", { name: `Select Cal Board${stamp}` }).check();
  await expect(page.getByRole("region", { name: "Bulk actions" })).toContainText("2 selected");
  await page.getByRole("button", { name: "Move to stage…" }).click();
  const dialog = page.getByRole("dialog", { name: "Move to stage" });
  await dialog.getByLabel("Stage").selectOption("qualifying");
  await dialog.getByRole("button", { name: "Apply to 2 applications" }).click();
  await expect(page.getByTestId("toast")).toContainText("2 applications updated");
  await expect(table.locator(`[data-application-id="${bea.id}"]`)).toContainText("Qualifying");
  await expect(table.locator(`[data-application-id="${cal.id}"]`)).toContainText("Qualifying");
  await expect(table.locator(`[data-application-id="${ada.id}"]`)).toContainText("Interviewing");
  expect(
    queryE2eDb(`select stage from applications where id in (${sqlText(bea.id)}, ${sqlText(cal.id)})`).map(
      (row) => row.stage,
    ),
  ).toEqual(["qualifying", "qualifying"]);
});
