import { queryE2eDb } from "./db";
import { expect, test } from "./fixtures";
import { adminCredentials, signInThroughForm } from "./staff";

/**
 * The CRM's "SMS Campaigns" tab (issue 50 item 4, decision 116), tried as a recruiter would on a phone and on a
 * laptop: a text to the candidates tagged for this run within 25 miles of Chicago, counted, tried on one's own
 * mobile, sent; the messages then show their states (the one candidate who never agreed to texts skipped, with why).
 * The queue runs for real; whether the others are held for their morning or queued depends on the hour in Chicago.
 */

for (const width of [390, 1280]) {
  test(`a text campaign to a filtered list at ${width} px: count, test, send, states`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const stamp = `${width}${Date.now().toString(36)}`;
    const tag = `evening-${stamp}`;
    const digits = String(Date.now()).slice(-3);
    const people = [
      { id: `ann-${stamp}`, name: "Ann", phone: `+1312555${digits}1`, consent: 1 },
      { id: `bo-${stamp}`, name: "Bo", phone: `+1312555${digits}2`, consent: 1 },
      { id: `cy-${stamp}`, name: "Cy", phone: `+1312555${digits}3`, consent: 0 },
    ];
    const mine = `+1312555${digits}9`;
    queryE2eDb(
      people
        .map(
          (p) =>
            `insert into candidates (id, first_name, last_name, email, phone, tags, latitude, longitude) values ('${p.id}', '${p.name}', 'Lee', '${p.id}@example.com', '${p.phone}', '["${tag}"]', 41.88, -87.63);` +
            `insert into contacts (id, first_name, last_name, email, inquiry, message, phone, sms_marketing_consent, source) values ('c-${p.id}', '${p.name}', 'Lee', '${p.id}@example.com', 'Other', 'Hi', '${p.phone}', ${p.consent}, 'home-contact');`,
        )
        .join("") +
        `insert into contacts (id, first_name, last_name, email, inquiry, message, phone, sms_marketing_consent, source) values ('mine-${stamp}', 'Me', 'Staff', 'me-${stamp}@example.com', 'Other', 'Hi', '${mine}', 1, 'home-contact');`,
    );
    const admin = adminCredentials();
    await signInThroughForm(page, admin.username, admin.password);
    await page.goto("/admin/ghl?tab=campaigns");
    await expect(page.getByRole("heading", { name: "SMS Campaigns" })).toBeVisible();
    await page.getByRole("button", { name: "New campaign" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Campaign name").fill(`Evening shifts ${stamp}`);
    await dialog.getByLabel("Message").fill("Hi {{candidate.firstName}}, evening shifts open near you.");
    await dialog.getByLabel("Tags").fill(tag);
    await dialog.getByLabel("Near").fill("Chicago, IL");
    await dialog.getByLabel("Radius (miles)").fill("25");
    await expect(dialog.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    await dialog.getByRole("button", { name: "Count recipients" }).click();
    await expect(dialog.getByTestId("campaign-count")).toHaveText("3 recipients");

    await dialog.getByLabel("Your mobile (for the test)").fill(mine);
    await dialog.getByRole("button", { name: "Send test to me" }).click();
    await expect(page.getByTestId("toast")).toContainText(`Sent to ${mine}`);
    const [tested] = queryE2eDb<{ message: string }>(`select message from sms_messages where to_number = '${mine}'`);
    expect(tested?.message).toBe("Hi Ann, evening shifts open near you.\nReply STOP to opt out.");
    await page.screenshot({ path: `test-results/campaigns-dialog-${width}.png`, fullPage: true });

    await dialog.getByRole("button", { name: "Send to 3" }).click();
    await expect(dialog).toBeHidden();
    const campaign = page.getByRole("region", { name: `Evening shifts ${stamp}` });
    await expect(campaign.getByTestId("campaign-progress")).toContainText("every message queued, 3 of 3");
    const messages = campaign.getByTestId("campaign-messages");
    const row = (phone: string) => messages.getByRole("row").filter({ hasText: phone });
    await expect(row(people[2]!.phone)).toContainText("Skipped");
    await expect(row(people[2]!.phone)).toContainText("This number has not consented to marketing texts.");
    for (const person of people.slice(0, 2))
      await expect(row(person.phone).locator("[data-state]")).toHaveAttribute("data-state", /^(held|queued)$/);
    await expect(campaign.getByTestId("count-skipped")).toHaveText("Skipped: 1");
    await expect(page.getByTestId("campaigns").getByRole("row").filter({ hasText: stamp })).toContainText("3/3");
    await page.screenshot({ path: `test-results/campaigns-states-${width}.png`, fullPage: true });
  });
}
