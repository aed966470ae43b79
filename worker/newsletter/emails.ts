import { COMPANY } from "../contract/company";
import { NEWSLETTER_CONFIRM_LINK_DAYS } from "../contract/newsletter";
import type { NewDeliveryInput } from "../delivery/pipeline";

/** The links a newsletter email carries, on the site's origin. */
export function newsletterLinks(origin: string) {
  const base = origin.replace(/\/$/, "");
  return {
    base,
    article: (id: string) => `${base}/article/${encodeURIComponent(id)}`,
    confirm: (token: string) => `${base}/newsletter/confirm/${token}`,
    manage: (token: string) => `${base}/newsletter/manage/${token}`,
  };
}

/** The double opt-in email: nothing else is sent before its link is followed. */
export function newsletterConfirmationEmail(
  confirmLink: string,
): Pick<NewDeliveryInput<"email">, "summary" | "payload"> {
  const subject = `Confirm your subscription to the ${COMPANY.shortName} newsletter`;
  const text = [
    `Please confirm that you want our newsletter by following this link (it works for ${NEWSLETTER_CONFIRM_LINK_DAYS} days from your request):`,
    "",
    confirmLink,
    "",
    "If you did not ask for it, ignore this email: nothing will be sent.",
  ].join("\n");
  return { summary: subject, payload: { subject, text } };
}

export interface IssueArticle {
  id: string;
  title: string;
  summary: string;
}

/**
 * An issue's text up to (not including) each subscriber's own manage link, which the fan-out appends: the intro,
 * then each article's title, summary and link.
 */
export function issueBody(
  issue: { intro: string },
  articles: readonly IssueArticle[],
  links: ReturnType<typeof newsletterLinks>,
) {
  return [
    ...(issue.intro ? [issue.intro, ""] : []),
    ...articles.flatMap((article) => [article.title, article.summary, `Read it: ${links.article(article.id)}`, ""]),
    "--",
    `You get this email because you subscribed to the ${COMPANY.name} newsletter.`,
    "Manage your subscription: ",
  ].join("\n");
}
