import type { CampaignAudienceInput, CampaignAudienceKind, CampaignChannel } from "#contract/campaigns";
import type { ApplicationStage } from "#contract/enums";

/** The campaign dialog's values, as typed: the audience's filters as the candidates list takes them. */
export interface CampaignFormValues {
  channel: CampaignChannel;
  name: string;
  kind: CampaignAudienceKind;
  stage: ApplicationStage | "";
  tags: string;
  skills: string;
  near: string;
  radius: string;
  subject: string;
  body: string;
  /** The staff member's own mobile, for a text's test. */
  phone: string;
}

export const EMPTY_CAMPAIGN: CampaignFormValues = {
  channel: "text",
  name: "",
  kind: "candidates",
  stage: "",
  tags: "",
  skills: "",
  near: "",
  radius: "",
  subject: "",
  body: "",
  phone: "",
};

export const AUDIENCE_LABELS: Record<CampaignAudienceKind, string> = {
  candidates: "Candidates",
  subscribers: "Newsletter subscribers",
  contacts: "Client contacts",
};

export const CHANNEL_LABELS: Record<CampaignChannel, string> = { text: "Text (SMS)", email: "Email" };

const given = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** The audience the values name: only the filters given. */
export function audienceOf(values: CampaignFormValues): CampaignAudienceInput {
  if (values.kind !== "candidates") return { kind: values.kind };
  return {
    kind: "candidates",
    stage: values.stage || undefined,
    tags: given(values.tags),
    skills: given(values.skills),
    near: given(values.near),
    radius: given(values.radius),
  };
}

/** What is sent: the channel, the audience and the words (an email's subject only for an email). */
export function contentOf(values: CampaignFormValues) {
  return {
    channel: values.channel,
    audience: audienceOf(values),
    subject: values.channel === "email" ? values.subject : undefined,
    body: values.body,
  };
}

/** What the count was asked for: a change of channel or audience makes it stale. */
export const countKey = (values: CampaignFormValues) =>
  JSON.stringify({ channel: values.channel, audience: audienceOf(values) });
