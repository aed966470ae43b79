import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../worker/app";
import { twilioSignature } from "../../worker/integrations/twilio/signature";
import { ORIGIN } from "./helpers";

/** The bindings of a Worker with Twilio set up (the test environment has none). */
export const twilioEnv = { ...env, TWILIO_ACCOUNT_SID: "AC0123456789", TWILIO_AUTH_TOKEN: "test-auth-token" };

/** A webhook as Twilio posts it: form fields, signed with the auth token unless `signature` is given. */
export async function twilioWebhook(path: string, params: Record<string, string>, signature?: string) {
  const url = `${ORIGIN}${path}`;
  return app.request(
    url,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": signature ?? (await twilioSignature("test-auth-token", url, params)),
      },
      body: new URLSearchParams(params).toString(),
    },
    twilioEnv,
    // A real one, as Twilio's request has: the staff's notification emails are dispatched through it.
    createExecutionContext(),
  );
}
