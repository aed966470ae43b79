import type { BatchItem } from "drizzle-orm/batch";
import { COMPANY } from "../contract/company";
import { mergeFieldsUsed, mergeTag, renderMergeFields } from "../contract/merge-fields";
import type { SequenceStep } from "../contract/sequences";
import {
  contactSubjectOf,
  jobMergeValues,
  type MergeValues,
  mergeSubjectOf,
  renderEmail,
  type SenderContext,
} from "../conversations/merge-values";
import { threadEmailStatements } from "../conversations/send-store";
import { findTemplate } from "../conversations/template-store";
import type { Db } from "../db/client";
import { hashLinkToken, randomLinkToken } from "../domain/link-token";
import type { Bindings } from "../env";
import { ApiError } from "../http/errors";
import { oneClickUrl } from "../integrations/email/list-unsubscribe";
import { ERASED_EMAIL_DOMAIN } from "../privacy/personal-data";
import { outreachTextCheck } from "../sms/outreach-text";
import { heldTextReason } from "../sms/quiet-hours";
import { queueText } from "../sms/text-store";

/**
 * One step's message for one person (decision 115), as the writes of its own areas for the tick's batch: an email on
 * the person's thread (so a reply comes back where the sequence hears of it), a bulk email with its own one-click
 * link; a text through THE outreach check (consent, no STOP, 8 am - 9 pm on their clock). Or why the step is
 * skipped, said on the enrolment.
 */

/** A sequence's text is outreach the person did not ask for: it needs their consent to marketing texts. */
export const SEQUENCE_TEXT_TYPE = "marketing";

export interface StepPerson {
  candidateId: string | null;
  contactId: string | null;
  clientId: string | null;
  email: string | null;
  phone: string | null;
}

export type StepMessage =
  | {
      skipped: false;
      statements: BatchItem<"sqlite">[];
      deliveryId: string;
      unsubscribeHash: string | null;
      /** When the message may go: a text held to the person's morning goes then. */
      at: Date;
      /** Said on the enrolment: why the message waits (a text held to the person's morning, on their clock). */
      reason: string | null;
    }
  | { skipped: true; reason: string };

const skip = (reason: string): StepMessage => ({ skipped: true, reason });

/**
 * The merge values of the person (a candidate's, or a client contact's) and of the job they were enrolled from: its
 * title, and its client for a candidate (a contact's client is their own).
 */
async function valuesOf(db: Db, person: StepPerson, sender: SenderContext, jobId: string | null): Promise<MergeValues> {
  const own = person.candidateId
    ? await mergeSubjectOf(db, { ...sender, candidateId: person.candidateId })
    : await contactSubjectOf(db, { ...sender, clientId: person.clientId ?? "", contactId: person.contactId ?? "" });
  if (!jobId) return own;
  const job = await jobMergeValues(db, jobId);
  return { ...own, values: person.candidateId ? { ...own.values, ...job } : { ...job, ...own.values } };
}

/** The step's message, or why it is skipped; a field without a value for this person skips it, naming the field. */
export async function stepMessage(
  env: Pick<Bindings, "EMAIL_FROM" | "INBOUND_EMAIL_DOMAIN">,
  db: Db,
  input: {
    step: SequenceStep;
    person: StepPerson;
    sender: SenderContext & { userId: string | null };
    enrollmentId: string;
    /** The job they were enrolled from. */
    jobId: string | null;
  },
  now: Date,
): Promise<StepMessage> {
  const { step, person, sender } = input;
  try {
    const values = await valuesOf(db, person, sender, input.jobId);
    if (step.channel === "text") return await textMessage(db, input, values, now);
    const template = step.templateId ? await findTemplate(db, step.templateId) : null;
    const written = template ?? { subject: step.subject ?? "", body: step.body ?? "" };
    const email = renderEmail(written, values, "body", person.candidateId ? "candidate" : "contact");
    if (!person.email || person.email.endsWith(`@${ERASED_EMAIL_DOMAIN}`))
      return skip("Email step skipped: no email address on file.");
    const token = randomLinkToken();
    const out = await threadEmailStatements(
      db,
      env,
      {
        owner: person.candidateId
          ? { candidateId: person.candidateId, applicationId: null }
          : { clientContactId: person.contactId! },
        from: env.EMAIL_FROM ?? "",
        to: person.email,
        email,
        authorId: sender.userId,
        bulk: { unsubscribe: oneClickUrl(sender.origin, "sequence", token) },
      },
      now,
    );
    return {
      skipped: false,
      statements: [...out.statements],
      deliveryId: out.deliveryId,
      unsubscribeHash: await hashLinkToken(token),
      at: now,
      reason: null,
    };
  } catch (error) {
    // A step that cannot be written for this person (a field without a value, a template since deleted).
    if (error instanceof ApiError && error.status < 500) return skip(`Step skipped: ${error.message}`);
    throw error;
  }
}

async function textMessage(
  db: Db,
  input: { step: SequenceStep; person: StepPerson; sender: { userId: string | null }; enrollmentId: string },
  values: MergeValues,
  now: Date,
): Promise<StepMessage> {
  const { person } = input;
  if (!person.phone) return skip("Text step skipped: no mobile number on file.");
  // A client contact's consent is their number's, as a candidate's is (worker/sms/store.ts: the forms and
  // applications that gave it, and STOP); their clock is their number's area code.
  const check = await outreachTextCheck(
    db,
    {
      phone: person.phone,
      ...(person.candidateId ? { candidateId: person.candidateId } : {}),
      messageType: SEQUENCE_TEXT_TYPE,
    },
    now,
  );
  if (!check.allowed) return skip(`Text step skipped: ${check.reason}`);
  const body = input.step.body ?? "";
  const missing = mergeFieldsUsed(body).filter((name) => values.values[name] === undefined);
  if (missing.length > 0)
    return skip(`Text step skipped: ${missing.map(mergeTag).join(", ")} has no value for this person.`);
  const queued = queueText(
    db,
    {
      toNumber: person.phone,
      message: renderMergeFields(body, values.values),
      messageType: SEQUENCE_TEXT_TYPE,
      authorId: input.sender.userId,
    },
    now,
    { related: { type: "sequence_enrollment", id: input.enrollmentId }, notBefore: check.held ? check.at : undefined },
  );
  return {
    skipped: false,
    statements: [...queued.inserts],
    deliveryId: queued.deliveryId,
    unsubscribeHash: null,
    at: check.at,
    reason: check.held ? heldTextReason(check.at, check.timeZone) : null,
  };
}

/** Who the steps go out from when the staff member who enrolled the person is gone. */
export const FIRM_SENDER = COMPANY.shortName;
