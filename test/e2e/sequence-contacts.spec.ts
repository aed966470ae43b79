import type { Page } from "@playwright/test";
import type { EnrollmentView } from "../../worker/contract/sequences";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * Client contacts enrolled in a sequence (issue 50 item 2), tried as a recruiter would on the client's page: one
 * contact from their own "Add to sequence", by keyboard, then both contacts selected together, where the answer names
 * the one enrolled and the one already in it; the sequence's page and its enrolments then list both contacts.
 */

const SHOTS = "test-results/sequence-contacts";

async function setUp(page: Page, origin: string, stamp: string) {
  const admin = adminCredentials();
  await signInThroughForm(page, admin.username, admin.password);
  const send = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { Origin: origin } });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const client = await send("/api/admin/clients", { name: `Harbor Mills ${stamp}`, status: "active" });
  const wren = await send(`/api/admin/clients/${client.id}/contacts`, {
    name: `Wren Alvarez ${stamp}`,
    email: `wren.${stamp}@harbormills.example`,
    title: "CFO",
    role: "decision_maker",
  });
  const ivo = await send(`/api/admin/clients/${client.id}/contacts`, {
    name: `Ivo Stone ${stamp}`,
    email: `ivo.${stamp}@harbormills.example`,
    title: "Controller",
  });
  const sequence = await send("/api/admin/sequences", {
    name: `Client check-in ${stamp}`,
    steps: [
      { channel: "email", delayDays: 1, subject: "Your searches", body: "How are the searches going?" },
      { channel: "email", delayDays: 3, subject: "Checking in", body: "Any roles to fill this quarter?" },
    ],
  });
  return { clientId: client.id, wrenId: wren.id, ivoId: ivo.id, sequenceId: sequence.id };
}

test("a recruiter enrols a client's contacts in a sequence from the client page", async ({ page, baseURL }) => {
  const stamp = String(Date.now());
  const { clientId, wrenId, ivoId, sequenceId } = await setUp(page, baseURL!, stamp);
  const wren = `Wren Alvarez ${stamp}`;
  const ivo = `Ivo Stone ${stamp}`;
  const sequenceName = `Client check-in ${stamp}`;
  const toast = page.getByTestId("toast");
  const contacts = page.getByRole("region", { name: /^Contacts/ });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/clients/${clientId}`);
  const open = page.getByRole("button", { name: `Add to sequence: ${wren}` });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(open).toHaveAttribute("aria-expanded", "true");
  const row = page.getByTestId("contact-enroll");
  await row.getByRole("combobox", { name: "Add to sequence" }).selectOption({ label: sequenceName });
  const enrol = row.getByRole("button", { name: "Enrol 1 person" });
  await enrol.focus();
  await page.keyboard.press("Enter");
  await expect(toast.filter({ hasText: `Enrolled: ${wren}.` })).toBeVisible();
  await contacts.screenshot({ path: `${SHOTS}/contact-1280.png` });
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("checkbox", { name: `Select ${wren}` }).check();
  await page.getByRole("checkbox", { name: `Select ${ivo}` }).check();
  const selection = page.getByTestId("contacts-selection");
  await expect(selection).toContainText("2 selected");
  await selection.getByRole("combobox", { name: "Add to sequence" }).selectOption({ label: sequenceName });
  await selection.getByRole("button", { name: "Enrol 2 people" }).click();
  await expect(
    toast.filter({ hasText: `Enrolled: ${ivo}. Already in this sequence: ${wren} (Active).` }),
  ).toBeVisible();
  await contacts.screenshot({ path: `${SHOTS}/contacts-390.png` });
  const width = await page.evaluate<number>("document.documentElement.scrollWidth");
  expect(width).toBeLessThanOrEqual(390);

  const listed = await page.request.get(`/api/admin/sequences/${sequenceId}/enrollments`);
  expect(listed.status()).toBe(200);
  const rows = (await listed.json()) as EnrollmentView[];
  expect(rows.map((enrollment) => [enrollment.contactId, enrollment.candidateId, enrollment.state]).sort()).toEqual(
    [
      [ivoId, null, "active"],
      [wrenId, null, "active"],
    ].sort(),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/sequences/${sequenceId}`);
  const enrolled = page.getByTestId("enrollments");
  await expect(enrolled.getByRole("listitem")).toHaveCount(2);
  await expect(enrolled).toContainText(wren);
  await expect(enrolled).toContainText(ivo);
});
