import { candidateFilterFields, checkPlaceAndPay } from "./match-queries";
import { type MergeFieldName, mergeFieldsUsed, unknownMergeFieldMessage, unknownMergeFields } from "./merge-fields";
import { pagingFields, z } from "./zod";

/**
 * Campaigns (issue 50 item 4, decision 116): a one-off email or text to a filtered list of candidates, the
 * newsletter's subscribers or the clients' contacts, counted before it is sent, tried on oneself, then fanned out
 * through the one delivery pipeline with each message's state on record.
 */

export const CAMPAIGN_CHANNELS = ["email", "text"] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const CAMPAIGN_AUDIENCE_KINDS = ["candidates", "subscribers", "contacts"] as const;
export type CampaignAudienceKind = (typeof CAMPAIGN_AUDIENCE_KINDS)[number];

/** A campaign is `sending` while its audience is being queued in batches, `sent` once every batch is queued. */
export const CAMPAIGN_STATUSES = ["sending", "sent"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Each message's state: waiting its turn (the daily cap's day included), held for the recipient's quiet hours,
 * handed to the provider, reported delivered (texts) or bounced, failed, or skipped with the reason (no consent, a
 * suppressed address, no address).
 */
export const CAMPAIGN_MESSAGE_STATES = [
  "queued",
  "held",
  "sent",
  "delivered",
  "opened",
  "bounced",
  "failed",
  "skipped",
] as const;
export type CampaignMessageState = (typeof CAMPAIGN_MESSAGE_STATES)[number];

/** The longest body: an email's words, or ten text segments. */
export const CAMPAIGN_EMAIL_BODY_MAX = 5000;
export const CAMPAIGN_TEXT_BODY_MAX = 1600;
export const CAMPAIGNS_PAGE_DEFAULT = 25;
export const CAMPAIGNS_PAGE_MAX = 100;
export const CAMPAIGN_MESSAGES_PAGE_DEFAULT = 50;
export const CAMPAIGN_MESSAGES_PAGE_MAX = 200;

const { stage, tags, near, radius, skills, skillsMode } = candidateFilterFields;

/** Candidates narrowed as the candidates list narrows them: a stage, tags, a radius around a place, skills. */
const candidatesAudience = z
  .strictObject({
    kind: z.literal("candidates"),
    stage,
    tags,
    near,
    radius,
    skills,
    skillsMode,
  })
  .superRefine(checkPlaceAndPay);

/** Every active newsletter subscriber. */
const subscribersAudience = z.strictObject({ kind: z.literal("subscribers") });

/** The clients' contacts: every one, or one client's. */
const contactsAudience = z.strictObject({
  kind: z.literal("contacts"),
  clientId: z.string().trim().min(1, "Client is required").max(64, "Client must be at most 64 characters").optional(),
});

export const campaignAudienceSchema = z.discriminatedUnion(
  "kind",
  [candidatesAudience, subscribersAudience, contactsAudience],
  { error: `Audience kind must be one of ${CAMPAIGN_AUDIENCE_KINDS.join(", ")}` },
);
export type CampaignAudience = z.output<typeof campaignAudienceSchema>;
export type CampaignAudienceInput = z.input<typeof campaignAudienceSchema>;

const channel = z.enum(CAMPAIGN_CHANNELS, { error: "Channel must be email or text" });

/** Body of POST /api/admin/campaigns/preview. */
export const campaignPreviewSchema = z.strictObject({ channel, audience: campaignAudienceSchema });
export type CampaignPreviewInput = z.input<typeof campaignPreviewSchema>;

/**
 * The merge fields each audience has values for: a person's own name for candidates, the contact's and their
 * client's for contacts, only the firm's and the sender's for subscribers (they gave an address, nothing more).
 */
export const CAMPAIGN_MERGE_FIELDS: Record<CampaignAudienceKind, readonly MergeFieldName[]> = {
  candidates: [
    "candidate.firstName",
    "candidate.lastName",
    "candidate.email",
    "recruiter.name",
    "booking.link",
    "firm.name",
  ],
  contacts: ["contact.name", "client.name", "recruiter.name", "booking.link", "firm.name"],
  subscribers: ["recruiter.name", "booking.link", "firm.name"],
};

const AUDIENCE_WORDS: Record<CampaignAudienceKind, string> = {
  candidates: "candidates",
  contacts: "client contacts",
  subscribers: "newsletter subscribers",
};

const content = {
  channel,
  audience: campaignAudienceSchema,
  subject: z.string().trim().max(200, "Subject must be at most 200 characters").optional(),
  body: z
    .string({ error: "Body is required" })
    .trim()
    .min(1, "Body is required")
    .max(CAMPAIGN_EMAIL_BODY_MAX, `Body must be at most ${CAMPAIGN_EMAIL_BODY_MAX} characters`),
};

/**
 * What a campaign's words must be, across fields: an email has a subject, a text fits ten segments and has none, and
 * every merge field is known and has a value for the audience (a 400 naming the field where it is written).
 */
function checkContent(
  value: { channel: string; audience: CampaignAudience; subject?: string; body: string },
  ctx: z.RefinementCtx,
) {
  if (value.channel === "email" && !value.subject)
    ctx.addIssue({ code: "custom", path: ["subject"], message: "Subject is required for an email" });
  if (value.channel === "text" && value.subject)
    ctx.addIssue({ code: "custom", path: ["subject"], message: "A text has no subject" });
  if (value.channel === "text" && value.body.length > CAMPAIGN_TEXT_BODY_MAX)
    ctx.addIssue({
      code: "custom",
      path: ["body"],
      message: `A text must be at most ${CAMPAIGN_TEXT_BODY_MAX} characters`,
    });
  const allowed = new Set<string>(CAMPAIGN_MERGE_FIELDS[value.audience.kind]);
  for (const field of ["subject", "body"] as const) {
    const text = value[field] ?? "";
    for (const name of unknownMergeFields(text))
      ctx.addIssue({ code: "custom", path: [field], message: unknownMergeFieldMessage(name) });
    for (const name of mergeFieldsUsed(text))
      if (!allowed.has(name))
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `The merge field {{${name}}} has no value for ${AUDIENCE_WORDS[value.audience.kind]}.`,
        });
  }
}

/** Body of POST /api/admin/campaigns: what goes, to whom; `name` is the staff's label for the list. */
export const campaignCreateSchema = z
  .strictObject({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(120, "Name must be at most 120 characters"),
    ...content,
  })
  .superRefine(checkContent);
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

/**
 * Body of POST /api/admin/campaigns/test: the campaign as it would be created, sent once to the signed-in staff
 * member (their email; for a text, `phone`, their own mobile, which like every number must have agreed to texts).
 */
export const campaignTestSchema = z
  .strictObject({
    ...content,
    phone: z.string().trim().max(30, "Phone must be at most 30 characters").optional(),
  })
  .superRefine(checkContent);
export type CampaignTestInput = z.input<typeof campaignTestSchema>;

export const campaignListQuerySchema = z.object({ ...pagingFields(CAMPAIGNS_PAGE_DEFAULT, CAMPAIGNS_PAGE_MAX) });

/** Query of GET /api/admin/campaigns/{id}: a page of its messages, of one state or all. */
export const campaignDetailQuerySchema = z.object({
  state: z
    .enum(CAMPAIGN_MESSAGE_STATES, { error: `State must be one of ${CAMPAIGN_MESSAGE_STATES.join(", ")}` })
    .optional(),
  ...pagingFields(CAMPAIGN_MESSAGES_PAGE_DEFAULT, CAMPAIGN_MESSAGES_PAGE_MAX),
});

export interface CampaignView {
  id: string;
  name: string;
  channel: CampaignChannel;
  audience: CampaignAudience;
  subject: string | null;
  body: string;
  status: CampaignStatus;
  /** The audience counted when it was sent. */
  total: number;
  /** Audience members looked at so far (a message queued or skipped for each): the fan-out's progress. */
  processed: number;
  createdBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface CampaignMessageView {
  id: string;
  personKind: "candidate" | "contact" | "subscriber";
  personId: string;
  recipient: string;
  state: CampaignMessageState;
  /** Why it was skipped, failed or waits (the day the cap gives it, the hour quiet hours end). */
  reason: string | null;
  sentAt: string | null;
}

export interface CampaignDetail {
  campaign: CampaignView;
  counts: Record<CampaignMessageState, number>;
  messages: CampaignMessageView[];
  /** Messages of the asked state (or all) in all: the pages of `messages`. */
  messagesTotal: number;
}

export interface CampaignTestSent {
  to: string;
}

export interface CampaignAnswers {
  "POST /api/admin/campaigns/preview": { count: number };
  "POST /api/admin/campaigns/test": CampaignTestSent;
  "POST /api/admin/campaigns": CampaignView;
  "GET /api/admin/campaigns": CampaignView[];
  "GET /api/admin/campaigns/:id": CampaignDetail;
}
