import type { AnalyticsData, ContactPage, DirectContact } from "../contract/form-schemas";
import { createDb } from "../db/client";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { storeMessage } from "./store";

/**
 * A contact message received, whichever way it came: the JSON API the SPA calls (./contact-routes.ts) or the form's
 * native post (the same file's `contactFormPosts`). The guards and the use cases are here once, so both ways keep
 * the same limits and store the same rows.
 */

/** Contact messages from one IP: 10 per 10 minutes across every contact endpoint, far above what a person sends. */
export const contactRateLimit = rateLimitByIp("contact", { limit: 10, windowMs: 10 * 60_000 });
/** A contact message is a few kilobytes at most (5,000-character message plus fields and attribution). */
export const contactBodyLimit = limitBody(64 * 1024, "The message is too large.");

type Ctx = Pick<ExecutionContext, "waitUntil">;

/** The /contact page's message: stored (with its consent, candidate and lead), then its deliveries dispatched. */
export async function receiveContactPageMessage(
  env: Bindings,
  ctx: Ctx,
  input: ContactPage,
  origin: string,
): Promise<void> {
  const { helpType, utmSource, ...form } = input;
  const { deliveryIds } = await storeMessage(
    createDb(env.DB),
    "contact-page",
    { ...form, inquiry: helpType },
    { utmSource, origin },
  );
  dispatchDeliveries(env, ctx, deliveryIds);
}

/** The home page's contact message, with the session's attribution when the visitor allowed analytics. */
export async function receiveHomeContactMessage(
  env: Bindings,
  ctx: Ctx,
  message: DirectContact,
  origin: string,
  attribution?: AnalyticsData,
): Promise<void> {
  const { deliveryIds } = await storeMessage(createDb(env.DB), "home-contact", message, {
    origin,
    utmSource: attribution?.utm_source,
    attribution,
  });
  dispatchDeliveries(env, ctx, deliveryIds);
}
