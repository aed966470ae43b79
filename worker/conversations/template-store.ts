import { asc, eq } from "drizzle-orm";
import type { EmailTemplateInput, EmailTemplateUpdate, EmailTemplateView } from "../contract/conversations";
import type { Db } from "../db/client";
import { type EmailTemplate, emailTemplates } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";

/** Email templates (issue 33): the one writer of `email_templates`. Merge fields are checked by the schemas. */

export function toTemplateView(row: EmailTemplate): EmailTemplateView {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiError(404, "not_found", "No such email template.");
const nameTaken = () =>
  new ApiError(409, "conflict", "Another template already has this name.", [
    { path: "name", message: "Another template already has this name" },
  ]);

/** Every template, by name. */
export async function listTemplates(db: Db): Promise<EmailTemplateView[]> {
  const rows = await db.select().from(emailTemplates).orderBy(asc(emailTemplates.name));
  return rows.map(toTemplateView);
}

export async function findTemplate(db: Db, id: string): Promise<EmailTemplate> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createTemplate(db: Db, actor: Actor, input: EmailTemplateInput): Promise<EmailTemplateView> {
  const id = crypto.randomUUID();
  try {
    const [[row]] = await db.batch([
      db
        .insert(emailTemplates)
        .values({ id, ...input, createdById: actor.userId })
        .returning(),
      activityLog(actor, db, { action: "email_template.create", entityType: "email_template", entityId: id }),
    ]);
    return toTemplateView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateTemplate(
  db: Db,
  actor: Actor,
  id: string,
  changes: EmailTemplateUpdate,
): Promise<EmailTemplateView> {
  await findTemplate(db, id);
  try {
    const [[row]] = await db.batch([
      db.update(emailTemplates).set(changes).where(eq(emailTemplates.id, id)).returning(),
      activityLog(actor, db, {
        action: "email_template.update",
        entityType: "email_template",
        entityId: id,
        details: { fields: Object.keys(changes) },
      }),
    ]);
    return toTemplateView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  const template = await findTemplate(db, id);
  await db.batch([
    db.delete(emailTemplates).where(eq(emailTemplates.id, id)),
    activityLog(actor, db, {
      action: "email_template.delete",
      entityType: "email_template",
      entityId: id,
      details: { name: template.name },
    }),
  ]);
}
