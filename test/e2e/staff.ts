import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { e2eState, queryE2eDb, sqlText } from "./db";

/** Staff helpers for browser tests: the run's admin (scripts/e2e-server.sh) and signing in as a person does. */

export function adminCredentials(): { username: string; password: string } {
  return JSON.parse(readFileSync(`${e2eState()}/admin.json`, "utf8"));
}

/** Signs in through the login form and waits for the back office. */
export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful! Redirecting to admin dashboard...")).toBeVisible();
  await page.waitForURL("**/admin/**");
}

/** Creates a staff user through the API as the run's admin (the browser tests' setup, not what they test). */
export async function createUserAsAdmin(
  request: APIRequestContext,
  baseURL: string,
  user: { username: string; password: string; role: string; permissions?: string[] },
) {
  const origin = { Origin: baseURL };
  const login = await request.post("/api/auth/login", { data: adminCredentials(), headers: origin });
  expect(login.status()).toBe(200);
  const created = await request.post("/api/admin/users", { data: user, headers: origin });
  expect([201, 409]).toContain(created.status());
  await request.post("/api/auth/logout", { headers: origin });
  // A password an admin types is temporary (decision 067); these tests' users use theirs as their own.
  queryE2eDb(`update users set must_change_password = 0 where username = ${sqlText(user.username.toLowerCase())}`);
}
