import type { Context, MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { FORM_POSTS, type FormName, type PostedFormState, postedFormKey } from "../contract/form-posts";
import { HONEYPOT_FIELD } from "../contract/forms";
import type { RouteDataEntry } from "../contract/route-data";
import type { AppEnv } from "../env";
import { ApiError, type FieldIssue } from "../http/errors";
import { sameOriginMutations } from "../http/origin";
import { honeypotFilled, logHoneypot } from "../http/public-form";
import { renderedPage } from "./rendered-page";

/**
 * Native form posts (issue 29, decision 040): a public form is a real `<form method="post" action="<its page>">`
 * with named fields, so it works before and without scripts, and the Worker answers the post at the page's own
 * address with the same rules as the JSON API route the SPA calls.
 *
 * How to add one (the contact page's is worker/leads/contact-routes.ts `contactFormPosts`):
 * 1. Name the form and its confirmation page in worker/contract/form-posts.ts (`FORM_POSTS`), and route its page's
 *    address to the Worker first (wrangler.toml run_worker_first; a pre-rendered page's GET then answers with
 *    `prerenderedPage`, worker/site/rendered-page.ts).
 * 2. Route the post with `formPost(name, ...guards)` in front of the handler, passing the SAME guards as the API
 *    route (its body limit first, then its rate limit), then in the handler read the fields with `postedFields(c)`
 *    (and a file with `postedFile(c, name)`), check them with the API route's schema (`parseOrThrow`), call the
 *    same use case as the API route, and answer `formSent(c, name)`:
 *
 *    .post("/contact", formPost("contact", contactBodyLimit, contactRateLimit), async (c) => {
 *      const input = parseOrThrow(contactPageSchema, await postedFields(c));
 *      await receiveContactPageMessage(c.env, c.executionCtx, input, new URL(c.req.url).origin);
 *      return formSent(c, "contact");
 *    })
 *
 * 3. In the page, the form takes `usePostedForm(name)`'s values and errors as its initial state (web/lib/posted-form.ts).
 *
 * What `formPost` answers for the handler:
 * - a cross-site post (foreign `Origin`, `Sec-Fetch-Site` cross-site or same-site): 403, like the API
 *   (worker/http/origin.ts);
 * - a filled honeypot: the same 303 as a stored submission, nothing stored;
 * - any refusal the guards or the handler throw as an ApiError below 500 (400 with field issues, 413, 415, 429 with
 *   Retry-After): the page the form sits on, re-rendered by the Worker at the posted address with that status,
 *   `private, no-store` and noindex, its route data holding `["form", name]`: `PostedFormState` (the visitor's text
 *   values, the API's field issues and message). A file is never echoed: the page asks for it again.
 * - success is the handler's `formSent(c, name)`: 303 See Other to the form's confirmation page (Post/Redirect/Get),
 *   the page the SPA also navigates to after its fetch.
 */

export interface FormPostOptions {
  /** The answers the page's own queries start from, as its GET renders it (a job applied for), for a re-render. */
  routeData?: (c: Context<AppEnv>) => Promise<RouteDataEntry[]>;
  /**
   * File inputs by name, with what each says when it comes back: a re-render cannot give a file back, so one that
   * was sent gets that message, telling the visitor to choose it again.
   */
  fileFields?: Readonly<Record<string, string>>;
  /**
   * The confirmation page's address when it depends on more than the form (a job alert's says whether its email can
   * go out now); FORM_POSTS' `sent` otherwise. The honeypot's redirect takes it too, so a trapped post lands where a
   * stored one would.
   */
  sentAddress?: (c: Context<AppEnv>) => Promise<string>;
}

/**
 * The middleware in front of a native form post's handler: the cross-site check, the re-render of a refusal, the
 * form's `guards` (the API route's body limit and rate limit, in that order, so a refused body is never read past
 * its cap), then the honeypot. Pass `options` last when the page needs route data to re-render.
 */
export function formPost(
  form: FormName,
  ...guards: (MiddlewareHandler<AppEnv> | FormPostOptions)[]
): MiddlewareHandler<AppEnv> {
  const options = guards.find((guard): guard is FormPostOptions => typeof guard !== "function") ?? {};
  const middleware = guards.filter((guard): guard is MiddlewareHandler<AppEnv> => typeof guard === "function");
  return every(sameOriginMutations, refusedFormPage(form, options), ...middleware, formHoneypot(form, options));
}

/**
 * 303 See Other to the form's confirmation page (`address` when its options name one: `sentAddress`): the answer of
 * a stored submission (and of a honeypot hit).
 */
export function formSent(c: Context<AppEnv>, form: FormName, address: string = FORM_POSTS[form].sent): Response {
  return c.redirect(address, 303);
}

/** The post's text fields by name (the last value of a repeated name), without the honeypot and without files. */
export async function postedFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of (await readForm(c)).entries()) {
    if (name !== HONEYPOT_FIELD && typeof value === "string") fields[name] = value;
  }
  return fields;
}

/** The file posted as `name`, or null when none was chosen (a browser sends an empty file part then). */
export async function postedFile(c: Context<AppEnv>, name: string): Promise<File | string | null> {
  return (await readForm(c)).get(name);
}

/** The form body (multipart or urlencoded), read once per request (Hono caches it); anything else is a 415. */
async function readForm(c: Context<AppEnv>): Promise<FormData> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    );
  }
  return c.req.formData().catch(() => {
    throw new ApiError(400, "bad_request", "The form could not be read: its body is malformed.");
  });
}

function formHoneypot(form: FormName, options: FormPostOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (await honeypotFilled(c)) {
      logHoneypot(c);
      return formSent(c, form, await options.sentAddress?.(c));
    }
    await next();
  });
}

/** What the visitor typed, to fill the form in again; nothing when the body was refused unread (over its cap). */
async function echoedValues(c: Context<AppEnv>, status: number): Promise<Record<string, string>> {
  if (status === 413 && !c.req.bodyCache.formData) return {};
  return postedFields(c).catch(() => ({}));
}

/** The file inputs that held a file when the post was refused for another reason. */
async function filesToChooseAgain(
  c: Context<AppEnv>,
  error: ApiError,
  fileFields: Readonly<Record<string, string>>,
): Promise<FieldIssue[]> {
  if (!c.req.bodyCache.formData) return [];
  const form = await c.req.bodyCache.formData;
  return Object.entries(fileFields)
    .filter(([name]) => {
      const file: unknown = form.get(name);
      return file instanceof File && file.size > 0 && !error.issues?.some((issue) => issue.path === name);
    })
    .map(([path, message]) => ({ path, message }));
}

function refusedFormPage(form: FormName, options: FormPostOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A guard's error comes back as a throw (they run inside formPost's own chain); the handler's as `c.error`, as
    // Hono hands it to app.onError (the JSON error) first. Either way a refusal becomes the page.
    let thrown: unknown;
    try {
      await next();
    } catch (err) {
      thrown = err;
    }
    const error = thrown ?? c.error;
    if (!(error instanceof ApiError) || error.status >= 500) {
      if (thrown) throw thrown;
      return;
    }
    const issues = [...(error.issues ?? []), ...(await filesToChooseAgain(c, error, options.fileFields ?? {}))];
    const state: PostedFormState = { values: await echoedValues(c, error.status), issues, message: error.message };
    const routeData: RouteDataEntry[] = [
      ...((await options.routeData?.(c)) ?? []),
      { queryKey: postedFormKey(form), data: state },
    ];
    const page = await renderedPage(c, routeData, { status: error.status, personal: true });
    for (const [name, value] of Object.entries(error.headers ?? {})) page.headers.set(name, value);
    c.res = undefined;
    c.res = page;
  });
}
