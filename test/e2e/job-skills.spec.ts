import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Staff confirm a job's skills (issue 46 item 2): suggestions appear from the requirements as they are typed, one
 * click adds one, a skill is typed in freely, and the salary text says how it is read. At a phone's width and a
 * desktop's the dialog fits the screen and scrolls.
 */

async function fitsAndScrolls(page: Page) {
  const width = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
  expect(width, "no sideways scroll of the page").toBeLessThanOrEqual(0);
  // A string, so the Node-side typecheck needs no DOM types; it runs in the page.
  const box = (await page.evaluate(`(() => {
    const node = document.querySelector('[role="dialog"]');
    return {
      sideways: node.scrollWidth - node.clientWidth,
      tall: node.scrollHeight > node.clientHeight,
      overflowY: getComputedStyle(node).overflowY,
      right: node.getBoundingClientRect().right,
    };
  })()`)) as { sideways: number; tall: boolean; overflowY: string; right: number };
  expect(box.sideways, "no sideways scroll in the dialog").toBeLessThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(box.tall, "the form is taller than the screen").toBe(true);
  expect(box.overflowY).toBe("auto");
}

test("staff pick a job's required and preferred skills from suggestions and by typing; the form fits a phone", async ({
  page,
}, testInfo) => {
  const title = `Controller ${Date.now().toString(36)}`;
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: "New Job" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Job Title").fill(title);
  await dialog.getByLabel("Company").fill("Wabash Freight");
  await dialog.getByLabel("Location").fill("Chicago, IL");
  await dialog.getByLabel("Salary").fill("$180k - $210k");
  await expect(dialog.getByText("Read as $180,000 to $210,000 per year.")).toBeVisible();
  await dialog.getByLabel("Description").fill("Own the close, the audit and lender reporting.");

  const required = dialog.getByRole("list", { name: "Required skills" });
  const preferred = dialog.getByRole("list", { name: "Preferred skills" });
  await expect(required).toContainText("None yet.");
  // Suggestions follow the requirements as they are typed.
  await dialog.getByLabel("Requirements").fill("• CPA required\n• SAP and US GAAP");
  await expect(dialog.getByRole("button", { name: "Add CPA to required skills" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add Big 4 to preferred skills" })).toHaveCount(0);
  await dialog.getByLabel("Requirements").fill("• CPA required\n• SAP and US GAAP\n• Big 4 audit experience preferred");
  await dialog.getByRole("button", { name: "Add CPA to required skills" }).click();
  await dialog.getByRole("button", { name: "Add SAP to required skills" }).click();
  await dialog.getByRole("button", { name: "Add Big 4 to preferred skills" }).click();
  // A chosen skill is no longer offered, in either list.
  await expect(dialog.getByRole("button", { name: "Add CPA to preferred skills" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Preferred skills" }).fill("Cost accounting");
  await dialog.getByRole("textbox", { name: "Preferred skills" }).press("Enter");
  await expect(required.getByRole("listitem")).toHaveText(["CPA", "SAP"]);
  await expect(preferred.getByRole("listitem")).toHaveText(["Big 4", "Cost accounting"]);
  // Adding a preferred skill to the required list moves it.
  await dialog.getByRole("textbox", { name: "Required skills" }).fill("big 4");
  await dialog.getByRole("button", { name: "Add", exact: true }).first().click();
  await expect(required.getByRole("listitem")).toHaveText(["CPA", "SAP", "big 4"]);
  await expect(preferred.getByRole("listitem")).toHaveText(["Cost accounting"]);
  await dialog.getByRole("button", { name: "Remove big 4 from required skills" }).click();
  await dialog.getByRole("button", { name: "Add Big 4 to preferred skills" }).click();

  // Chips, their remove buttons and the suggestions pass the accessibility checks.
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("group", { name: "Skills" }).scrollIntoViewIfNeeded();
  await fitsAndScrolls(page);
  await page.screenshot({ path: testInfo.outputPath("job-skills-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole("group", { name: "Skills" }).scrollIntoViewIfNeeded();
  await fitsAndScrolls(page);
  await page.screenshot({ path: testInfo.outputPath("job-skills-390.png") });

  await dialog.getByRole("button", { name: "Create Job" }).click();
  await expect(page.getByTestId("toast")).toContainText("Job created successfully!");

  // Saved as chosen, with the salary's numbers read from its text.
  const [job] = await (await page.request.get(`/api/jobs?title=${encodeURIComponent(title)}`)).json();
  expect(job).toMatchObject({
    requiredSkills: ["CPA", "SAP"],
    preferredSkills: ["Cost accounting", "Big 4"],
    salaryMin: 180_000,
    salaryMax: 210_000,
    salaryPeriod: "year",
  });
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(required.getByRole("listitem")).toHaveText(["CPA", "SAP"]);
  await expect(dialog.getByRole("button", { name: "Add GAAP to required skills" })).toBeVisible();
});
