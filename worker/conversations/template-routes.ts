import { Hono } from "hono";
import { emailTemplateSchema, emailTemplateUpdateSchema, templatePreviewQuerySchema } from "../contract/conversations";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { reply } from "../http/reply";
import { requireStaff } from "../http/session";
import { siteOrigin } from "../http/site-origin";
import { idParamSchema, validate } from "../http/validate";
import { mergeSubjectOf, renderEmail, staffSender } from "./merge-values";
import { createTemplate, deleteTemplate, findTemplate, listTemplates, updateTemplate } from "./template-store";

/**
 * Email templates with merge fields, and a template filled in for one candidate. Area: candidates
 * (worker/http/access-policy.ts). Mounted at /api/admin/email-templates.
 */
export const emailTemplateRoutes = new Hono<AppEnv>()
  .get("/", async (c) => reply(c, "GET /api/admin/email-templates", await listTemplates(c.var.db)))
  .post("/", validate("json", emailTemplateSchema), async (c) => {
    const created = await createTemplate(c.var.db, actorOf(c), c.req.valid("json"));
    return reply(c, "POST /api/admin/email-templates", created, 201);
  })
  .put("/:id", validate("param", idParamSchema), validate("json", emailTemplateUpdateSchema), async (c) => {
    const updated = await updateTemplate(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"));
    return reply(c, "PUT /api/admin/email-templates/:id", updated);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await deleteTemplate(c.var.db, actorOf(c), id);
    return reply(c, "DELETE /api/admin/email-templates/:id", { ok: true, id });
  })
  .get("/:id/preview", validate("param", idParamSchema), validate("query", templatePreviewQuerySchema), async (c) => {
    const template = await findTemplate(c.var.db, c.req.valid("param").id);
    const { candidateId, applicationId } = c.req.valid("query");
    const subject = await mergeSubjectOf(c.var.db, {
      candidateId,
      applicationId,
      ...staffSender(requireStaff(c).user, siteOrigin(c.env, c.req.url)),
    });
    return reply(c, "GET /api/admin/email-templates/:id/preview", renderEmail(template, subject, "templateId"));
  });
