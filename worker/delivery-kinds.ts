import { resumeTextKind } from "./applications/resume-text-delivery";
import { bookingEmailSent } from "./booking/email-delivery";
import { linkedinPostDelivery } from "./content/linkedin-delivery";
import type { DeliveryKind } from "./contract/enums";
import { attachmentTextKind } from "./conversations/inbound-attachment-text";
import type { KindHandler } from "./delivery/types";
import { createEmailSender, emailServiceStatus } from "./integrations/email/client";
import { indeedSyncKind } from "./jobs/indeed-delivery";
import { jobIndexingKind } from "./jobs/indexing-delivery";
import { crmSyncKind } from "./leads/crm-delivery";
import { prepareBulkEmail } from "./outreach/bulk-email";
import { crmDeleteKind } from "./privacy/crm-delete-delivery";
import { smsDelivery } from "./sms/delivery";

/**
 * THE registry of delivery kinds: how each is sent and what a sent one changes. It names every area, so it sits
 * above them, beside the files that run kinds (worker/queues.ts, worker/app.ts), and is handed to the pipeline
 * (worker/delivery/pipeline.ts), which knows no kind; adding a kind is adding an entry here and its payload in
 * worker/delivery/types.ts.
 */
export const DELIVERY_KINDS: { [K in DeliveryKind]: KindHandler<K> } = {
  email: {
    firstRetryMs: 5 * 60_000,
    status: (env) => emailServiceStatus(env),
    async send(env, delivery, payload, now) {
      const { bulk, ...transactional } = payload;
      const prepared = bulk
        ? await prepareBulkEmail(env, delivery, { ...payload, bulk }, now ?? new Date())
        : { email: transactional };
      if ("result" in prepared) return prepared.result;
      // The delivery id makes the Message-ID and is Resend's idempotency key: a retry never sends twice.
      return createEmailSender(env).send({ ...prepared.email, id: delivery.id, to: delivery.recipient });
    },
    onSent: (db, delivery) => bookingEmailSent(db, delivery),
  },
  sms: smsDelivery,
  linkedin_post: linkedinPostDelivery,
  crm_sync: crmSyncKind,
  resume_text: resumeTextKind,
  job_indexing: jobIndexingKind,
  crm_delete: crmDeleteKind,
  attachment_text: attachmentTextKind,
  indeed_sync: indeedSyncKind,
};
