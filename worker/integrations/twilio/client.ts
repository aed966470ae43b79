import type { Bindings } from "../../env";

export const TWILIO_API = "https://api.twilio.com/2010-04-01";
const TIMEOUT_MS = 10_000;

export class TwilioError extends Error {
  override readonly name = "TwilioError";
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
  }
}

export interface TwilioClient {
  readonly configured: true;
  readonly authToken: string;
  /** Sends one SMS; answers Twilio's message sid and status ("queued", "sent" ...). */
  send(message: {
    to: string;
    from: string;
    body: string;
    statusCallback?: string;
  }): Promise<{ sid: string; status: string }>;
}

export interface TwilioNotConfigured {
  readonly configured: false;
  readonly reason: string;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The Twilio Messages API client from TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN; the stand-in without them. */
export function createTwilioClient(
  env: Pick<Bindings, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN">,
  fetchImpl: FetchLike = fetch,
): TwilioClient | TwilioNotConfigured {
  const accountSid = env.TWILIO_ACCOUNT_SID;
  const authToken = env.TWILIO_AUTH_TOKEN;
  if (!accountSid || !authToken) return { configured: false, reason: "SMS service inactive: Twilio is not configured" };
  return {
    configured: true,
    authToken,
    async send({ to, from, body, statusCallback }) {
      const form = new URLSearchParams({ To: to, From: from, Body: body });
      if (statusCallback) form.set("StatusCallback", statusCallback);
      let response: Response;
      try {
        response = await fetchImpl(`${TWILIO_API}/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
          method: "POST",
          headers: {
            Authorization: `Basic ${btoa(`${accountSid}:${authToken}`)}`,
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
          },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new TwilioError(
          err instanceof Error && err.name === "TimeoutError"
            ? "Twilio did not answer in time"
            : `Twilio could not be reached: ${String(err)}`,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        status?: string;
        message?: string;
        code?: number;
      };
      if (!response.ok || !answer.sid) {
        throw new TwilioError(
          `Twilio answered ${response.status}: ${answer.message ?? "no message"}${answer.code ? ` (code ${answer.code})` : ""}`,
          response.status,
          answer.code,
        );
      }
      return { sid: answer.sid, status: answer.status ?? "queued" };
    },
  };
}
