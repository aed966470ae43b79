import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * The pipeline board (issue 17; across jobs, issue 32 item 8): one job's board worked from the keyboard alone, then
 * a bulk move in the table; the board of every job with a general application on it, a stage chosen on a card saved
 * at once and undone from the toast.
 */

const RECRUITER = { username: "bo.board", password: "Board-recruiter-pass-1", role: "recruiter" };
const ACROSS = { username: "cy.across", password: "Across-recruiter-pass-1", role: "recruiter" };

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
  // Every job's board first; the job picker counts each job's applications.
  await expect(page.getByRole("heading", { name: "Board: All jobs" })).toBeVisible();
  await expect(page.getByLabel("Job", { exact: true }).locator(`option[value="${jobId}"]`)).toHaveText(
    `Board Analyst ${stamp} (3 open of 3)`,
  );
  await page.getByLabel("Job", { exact: true }).selectOption(jobId);
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
      `select to_value from application_events where application_id = ${sqlText(ada.id)} and type = 'stage' order by changed_at`,
    ).map((row) => row.to_value),
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

test("the board shows every job's applications and the general ones; a stage chosen on a card saves at once and Undo moves it back", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const origin = { Origin: baseURL! };
  await createUserAsAdmin(request, baseURL!, ACROSS);
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const jobIds: string[] = [];
  for (const title of [`Across One ${stamp}`, `Across Two ${stamp}`]) {
    const created = await request.post("/api/jobs", {
      data: { title, company: "Acme", location: "Remote", description: "d.", requirements: "r.", status: "published" },
      headers: origin,
    });
    expect(created.status()).toBe(201);
    jobIds.push(((await created.json()) as { id: string }).id);
  }
  await request.post("/api/auth/logout", { headers: origin });
  const people = [
    { id: `across-${stamp}-0`, firstName: "Uma", jobId: jobIds[0]! },
    { id: `across-${stamp}-1`, firstName: "Vic", jobId: jobIds[1]! },
    { id: `across-${stamp}-2`, firstName: "Wes", jobId: null },
  ];
  // Newer than anything else the run makes, so they are among each column's first cards.
  queryE2eDb(
    `insert into applications (id, first_name, last_name, email, phone, job_id, stage, created_at) values ${people
      .map(
        (person) =>
          `(${sqlText(person.id)}, ${sqlText(person.firstName)}, ${sqlText(`Across${stamp}`)}, ${sqlText(`${person.firstName.toLowerCase()}${stamp}@example.com`)}, '+13175550100', ${person.jobId ? sqlText(person.jobId) : "null"}, 'new', ${stamp + 86_400_000})`,
      )
      .join(", ")}`,
  );
  const [uma, vic, wes] = people as [(typeof people)[number], (typeof people)[number], (typeof people)[number]];

  await signInThroughForm(page, ACROSS.username, ACROSS.password);
  await page.goto("/admin/applications?view=board");
  const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(`) });
  const inColumn = (name: string, person: { id: string }) =>
    column(name).locator(`[data-application-id="${person.id}"]`);
  for (const person of people) await expect(inColumn("New", person)).toBeVisible();
  await expect(page.locator(`[data-application-id="${wes.id}"]`)).toContainText("General application");
  await expect(page.locator(`[data-application-id="${vic.id}"]`)).toContainText(`Across Two ${stamp}`);
  const countOf = async (name: string) =>
    Number((await column(name).getByRole("heading").textContent())?.match(/\((\d+)\)/)?.[1]);
  const newBefore = await countOf("New");
  const submittedBefore = await countOf("Submitted to client");

  // A stage chosen on the card is saved at once: no Move button.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.url().endsWith(`/api/admin/applications/${vic.id}`),
  );
  await page.getByLabel(`Stage of Vic Across${stamp}`).selectOption("submitted");
  expect((await saved).status()).toBe(200);
  await expect(inColumn("Submitted to client", vic)).toBeVisible();
  await expect.poll(() => countOf("Submitted to client")).toBe(submittedBefore + 1);
  await expect.poll(() => countOf("New")).toBe(newBefore - 1);
  expect(queryE2eDb(`select stage from applications where id = ${sqlText(vic.id)}`)[0]?.stage).toBe("submitted");

  // Undo from the toast moves it back, and the history keeps both moves.
  const toastMessage = page.getByTestId("toast");
  await expect(toastMessage).toContainText(`Vic Across${stamp} moved to Submitted to client.`);
  await toastMessage.getByRole("button", { name: "Undo" }).click();
  await expect(inColumn("New", vic)).toBeVisible();
  await expect
    .poll(() => queryE2eDb(`select stage from applications where id = ${sqlText(vic.id)}`)[0]?.stage)
    .toBe("new");
  expect(
    queryE2eDb(
      `select from_value, to_value from application_events where application_id = ${sqlText(vic.id)} and type = 'stage' order by changed_at, rowid`,
    ).map((row) => `${row.from_value}>${row.to_value}`),
  ).toEqual(["new>submitted", "submitted>new"]);

  // The general applications alone.
  await page.getByLabel("Job", { exact: true }).selectOption("none");
  await expect(page.getByRole("heading", { name: "Board: General applications" })).toBeVisible();
  await expect(inColumn("New", wes)).toBeVisible();
  await expect(page.locator(`[data-application-id="${uma.id}"]`)).toHaveCount(0);
});

const NARROW = { username: "di.narrow", password: "Narrow-recruiter-pass-1", role: "recruiter" };

test("the board fits 1280 px: readable columns, the board alone scrolls sideways, empty stages folded, moves by keyboard", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const origin = { Origin: baseURL! };
  const title = `Senior Financial Planning and Analysis Manager, Consumer Products ${stamp}`;
  await createUserAsAdmin(request, baseURL!, NARROW);
  expect((await request.post("/api/auth/login", { data: adminCredentials(), headers: origin })).status()).toBe(200);
  const created = await request.post("/api/jobs", {
    data: { title, company: "Acme", location: "Remote", description: "d.", requirements: "r.", status: "published" },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;
  await request.post("/api/auth/logout", { headers: origin });
  // Five new and one at each of the next four stages: Offered, Placed and Closed are empty.
  const later = ["contacted", "qualifying", "submitted", "interviewing"];
  const people = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gil", "Hal", "Ivy"].map((firstName, index) => ({
    id: `narrow-${stamp}-${index}`,
    firstName,
    stage: later[index - 5] ?? "new",
  }));
  queryE2eDb(
    `insert into applications (id, first_name, last_name, email, phone, current_position, job_id, stage, created_at) values ${people
      .map(
        (person, index) =>
          `(${sqlText(person.id)}, ${sqlText(person.firstName)}, ${sqlText(`Narrow${stamp}`)}, ${sqlText(`${person.firstName.toLowerCase()}${stamp}@example.com`)}, '+13175550100', 'Director of Financial Planning and Analysis at Globex', ${sqlText(jobId)}, ${sqlText(person.stage)}, ${stamp - index * 1000})`,
      )
      .join(", ")}`,
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, NARROW.username, NARROW.password);
  await page.goto(`/admin/applications?view=board&jobId=${jobId}`);
  const board = page.getByTestId("application-board");
  const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(`) });
  const card = (index: number) => page.locator(`[data-application-id="${people[index]!.id}"]`);
  await expect(column("New").locator("[data-application-id]")).toHaveCount(5);

  // Columns with cards keep a readable width; the empty ones are strips, still named with their count.
  const widths = await board
    .locator("section")
    .evaluateAll((sections) =>
      sections.map((section) => ({ folded: section.hasAttribute("data-folded"), width: section.clientWidth })),
    );
  expect(widths.filter((column) => !column.folded).map((column) => column.width >= 240)).toEqual(Array(5).fill(true));
  expect(widths.filter((column) => column.folded)).toHaveLength(3);
  for (const column of widths.filter((column) => column.folded)) expect(column.width).toBeLessThan(60);
  // The board scrolls sideways, the page does not.
  expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBe(1280);
  // Every card of New is whole inside the board: its title wraps, its stage select reads in full.
  const boardBox = (await board.boundingBox())!;
  for (let index = 0; index < 5; index += 1) {
    const box = (await card(index).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(boardBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(boardBox.x + boardBox.width);
  }
  const jobLine = card(4).getByText(title);
  expect(await jobLine.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect((await page.getByLabel(`Stage of Eli Narrow${stamp}`).boundingBox())!.width).toBeGreaterThanOrEqual(200);
  await page.screenshot({ path: testInfo.outputPath("board-1280.png"), fullPage: true });

  // An empty stage opens from the keyboard to its full width.
  const offered = column("Offered").getByRole("button", { name: /^Offered \(0\)/ });
  await offered.focus();
  await page.keyboard.press("Enter");
  await expect(offered).toHaveAttribute("aria-expanded", "true");
  expect(await column("Offered").evaluate((section) => section.clientWidth)).toBeGreaterThanOrEqual(240);

  // By Tab alone from the card to its stage select, and the arrow key moves it on to Contacted.
  await card(0).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(`Stage of Ana Narrow${stamp}`)).toBeFocused();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.url().endsWith(`/api/admin/applications/${people[0]!.id}`),
  );
  await page.keyboard.press("ArrowDown");
  expect((await saved).status()).toBe(200);
  await expect(column("Contacted").locator(`[data-application-id="${people[0]!.id}"]`)).toBeVisible();
  expect(queryE2eDb(`select stage from applications where id = ${sqlText(people[0]!.id)}`)[0]?.stage).toBe("contacted");

  // A phone: the same board, the page still not wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(column("New").locator("[data-application-id]")).toHaveCount(4);
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBe(390);
  expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await column("New").evaluate((section) => section.clientWidth)).toBeGreaterThanOrEqual(240);
  await page.screenshot({ path: testInfo.outputPath("board-390.png"), fullPage: true });
});
