import { expect, test } from "./fixtures";
import { createUserAsAdmin, signInThroughForm } from "./staff";

/**
 * One candidate search and the candidate's page as the hub (issue 33 item 6), tried as a new recruiter would: a
 * word of the resume or the current position finds the person, the page shows the resume, tags, owner and the
 * phone formatted, and a tag saved there is searchable.
 */

/** A one-page PDF with one line of text, which the queue reads into the application's resume text. */
const PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj",
    "4 0 obj << /Length 60 >> stream",
    "BT /F1 12 Tf 72 720 Td (Cryogenic logistics coordinator) Tj ET",
    "endstream endobj",
    "5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n"),
);
const RECRUITER = { username: "sam.search", password: "Recruiter-password-1", role: "recruiter" };

test("a recruiter finds a candidate by a resume word and a position, reads the resume, and tags them", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const lastName = `Searchby${stamp}`;
  await createUserAsAdmin(request, baseURL!, RECRUITER);
  await page.goto("/apply");
  await page.getByRole("button", { name: "Essential Only" }).click();
  const form = page.getByRole("form", { name: "Application form" });
  await form.getByLabel("First Name").fill("Vera");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email").fill(`${lastName.toLowerCase()}@example.com`);
  await form.getByLabel("Phone").fill(`317.4${stamp.slice(0, 2)}.${stamp.slice(2)}`);
  await form.getByLabel("Current Position").fill(`Quartermaster${stamp}`);
  await form.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("checkbox", { name: /I agree to the terms and conditions/ }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Submitted" })).toBeVisible();

  await signInThroughForm(page, RECRUITER.username, RECRUITER.password);
  await page.goto("/admin/candidates");
  await page.getByRole("searchbox", { name: "Search candidates" }).fill(`quartermaster${stamp}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByTestId("candidates").getByRole("row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`(317) 4${stamp.slice(0, 2)}-${stamp.slice(2)}`);

  // A word of the resume finds them once the queue has read the file (moments after the submit).
  await expect(async () => {
    await page.goto(`/admin/candidates?q=${encodeURIComponent(`cryogenic vera ${lastName}`)}`);
    await expect(page.getByTestId("candidates").getByRole("row").filter({ hasText: lastName })).toHaveCount(1, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });

  await page
    .getByRole("link", { name: `Vera ${lastName}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Vera ${lastName}` })).toBeVisible();
  const person = page.getByRole("region", { name: "Contact details" });
  await expect(person.getByRole("link", { name: `(317) 4${stamp.slice(0, 2)}-${stamp.slice(2)}` })).toHaveAttribute(
    "href",
    `tel:+13174${stamp}`,
  );
  await expect(person).toContainText("OwnerNo one yet");
  const resume = page.getByRole("region", { name: "Resume" });
  await expect(resume.getByRole("link", { name: "Download resume" })).toHaveAttribute(
    "href",
    /\/api\/admin\/applications\/.+\/resume$/,
  );
  await resume.getByText("The resume's text, as read for the search").click();
  await expect(resume.getByTestId("resume-text")).toContainText("Cryogenic logistics coordinator");

  const tags = page.getByRole("region", { name: "Tags" });
  await tags.getByLabel("Tags, separated by commas").fill(`bilingual, Nightowl${stamp}`);
  await tags.getByRole("button", { name: "Save tags" }).click();
  await expect(tags.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "bilingual",
    `Nightowl${stamp}`,
  ]);
  await page.goto(`/admin/candidates?q=nightowl${stamp}`);
  await expect(page.getByTestId("candidates").getByRole("row").filter({ hasText: lastName })).toHaveCount(1);
});
