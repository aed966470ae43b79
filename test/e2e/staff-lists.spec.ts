import { queryE2eDb, sqlText } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * The staff jobs and articles lists page on the server with their state in the URL (issue 21 C): a search, forward
 * and back through the pages, and an item that only an old page shows can be edited and deleted.
 */

const pad = (n: number) => String(n).padStart(2, "0");

test("Job Management keeps a search and a sort chosen in the same moment (each change starts from the last one asked for)", async ({
  page,
}) => {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/jobs");
  await expect(page.getByLabel("Sort")).toHaveValue("newest");
  // Search submitted and sort chosen in one task: the second change lands before the first one's render.
  await page.evaluate(`(() => {
    const box = document.querySelector('input[type="search"]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(box, "nurse");
    box.dispatchEvent(new Event("input", { bubbles: true }));
    box.form.requestSubmit();
    const sort = [...document.querySelectorAll("label")].find((label) => label.textContent === "Sort");
    const select = document.getElementById(sort.htmlFor);
    select.value = "oldest";
    select.dispatchEvent(new Event("change", { bubbles: true }));
  })()`);
  await expect(page).toHaveURL(/\/admin\/jobs\?q=nurse&sort=oldest$/);
  await expect(page.getByLabel("Sort")).toHaveValue("oldest");
});

test("Job Management searches and pages through the URL, and edits and deletes a job on the last page", async ({
  page,
}) => {
  const tag = `pgj${Date.now().toString(36)}`;
  // 25 drafts a minute apart, oldest first, long before anything else the run makes.
  const values = Array.from(
    { length: 25 },
    (_, i) =>
      `(${sqlText(`${tag}-${i}`)}, ${sqlText(`Pager ${tag} ${pad(i)}`)}, 'Acme', 'Remote', 'Full-time', 'Technology', 'Does the work.', 'None.', 'draft', ${Date.UTC(2020, 0, 1) + i * 60_000}, ${Date.UTC(2020, 0, 1) + i * 60_000})`,
  );
  queryE2eDb(
    `insert into jobs (id, title, company, location, type, industry, description, requirements, status, created_at, updated_at) values ${values.join(", ")}`,
  );

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/jobs");
  const titles = () => page.getByTestId("staff-job").getByRole("heading", { level: 3 }).allTextContents();
  const range = page.getByTestId("jobs-range");

  await page.getByRole("searchbox", { name: "Search jobs" }).fill(tag);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/jobs\\?q=${tag}$`));
  await page.getByLabel("Sort").selectOption("Newest first");
  await expect(page).toHaveURL(/sort=newest/);
  await expect(range).toHaveText("Showing 1-20 of 25");
  await expect.poll(titles).toEqual(Array.from({ length: 20 }, (_, i) => `Pager ${tag} ${pad(24 - i)}`));

  await page.getByRole("navigation", { name: "Job pages" }).getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(range).toHaveText("Showing 21-25 of 25");
  await expect.poll(titles).toEqual([4, 3, 2, 1, 0].map((i) => `Pager ${tag} ${pad(i)}`));

  await page.goBack();
  await expect(range).toHaveText("Showing 1-20 of 25");
  await expect(page).not.toHaveURL(/page=2/);
  await page.goForward();
  await expect(range).toHaveText("Showing 21-25 of 25");

  // The oldest job, reachable only on the last page: edit it, then delete another.
  await page.getByRole("button", { name: `Edit Pager ${tag} 00`, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Job Title").fill(`Pager ${tag} 00 edited`);
  await dialog.getByRole("button", { name: "Update Job" }).click();
  await expect(page.getByTestId("staff-job").filter({ hasText: `Pager ${tag} 00 edited` })).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  await page.getByRole("button", { name: `Delete Pager ${tag} 01`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(range).toHaveText("Showing 21-24 of 24");
  expect(queryE2eDb(`select count(*) as n from jobs where id = ${sqlText(`${tag}-1`)}`)).toEqual([{ n: 0 }]);

  // A status that holds none of them: nothing to show, and the URL says so.
  await page.getByLabel("Status").selectOption("Archived");
  await expect(page).toHaveURL(new RegExp(`q=${tag}&sort=newest&status=archived$`));
  await expect(page.getByText("No jobs match.")).toBeVisible();
});

test("the staff article list searches and pages through the URL, and edits and deletes an old article", async ({
  page,
}) => {
  const tag = `pga${Date.now().toString(36)}`;
  const values = Array.from(
    { length: 12 },
    (_, i) =>
      `(${sqlText(`${tag}-${i}`)}, ${sqlText(`Pager ${tag} ${pad(i)}`)}, 'Body.', 'Summary.', 'Remote Work', 'Staff', 3, 'draft', ${Date.UTC(2020, 0, 1) + i * 60_000}, ${Date.UTC(2020, 0, 1) + i * 60_000})`,
  );
  queryE2eDb(
    `insert into articles (id, title, content, summary, category, author, read_time, status, created_at, updated_at) values ${values.join(", ")}`,
  );

  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/content");
  const titles = () => page.getByTestId("article-row").getByRole("heading", { level: 3 }).allTextContents();
  const range = page.getByTestId("articles-range");

  // Every article of the run is reachable: the seeded ones page too.
  await expect(range).toHaveText(/^Showing 1-10 of \d+$/);

  await page.getByRole("searchbox", { name: "Search articles" }).fill(tag);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/content\\?q=${tag}$`));
  await expect(range).toHaveText("Showing 1-10 of 12");
  await expect.poll(titles).toEqual(Array.from({ length: 10 }, (_, i) => `Pager ${tag} ${pad(11 - i)}`));

  await page.getByRole("navigation", { name: "Article pages" }).getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}&page=2$`));
  await expect(range).toHaveText("Showing 11-12 of 12");
  await expect.poll(titles).toEqual([`Pager ${tag} 01`, `Pager ${tag} 00`]);

  await page.goBack();
  await expect(range).toHaveText("Showing 1-10 of 12");
  await page.goForward();
  await expect(range).toHaveText("Showing 11-12 of 12");

  await page.getByRole("button", { name: `Edit Pager ${tag} 00`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await dialog.getByRole("textbox", { name: /^Title\b/ }).fill(`Pager ${tag} 00 edited`);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("article-row").filter({ hasText: `Pager ${tag} 00 edited` })).toBeVisible();

  await page.getByRole("button", { name: `Delete Pager ${tag} 01`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(range).toHaveText("Showing 11-11 of 11");
  expect(queryE2eDb(`select count(*) as n from articles where id = ${sqlText(`${tag}-1`)}`)).toEqual([{ n: 0 }]);

  // Another tab starts with its own list: the articles' search leaves the URL (replaced, as a tab is a view).
  await page.getByRole("tab", { name: "Schedules" }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=schedules$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/content\\?q=${tag}$`));
  await expect(range).toHaveText("Showing 1-10 of 11");
});
