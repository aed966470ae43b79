import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { linkPageHeaders } from "../http/link-page";
import { rateLimitByIp } from "../http/rate-limit";
import { requestNow } from "../http/request-clock";
import { clientPortalNotFound } from "../submittals/client-portal-links";
import { type ClientPortalSection, clientPortalGonePageHtml } from "../submittals/client-portal-page";
import { portalInvoice, portalInvoices } from "./invoice-store";
import { portalInvoicePageHtml, portalInvoicesLinkHtml, portalInvoicesPageHtml } from "./portal-page";

/**
 * The client portal's invoice pages (decision 112): /client/{token}/invoices and /client/{token}/invoices/{number},
 * written by the Worker, read-only. The token is the authority; a wrong link or another client's invoice is the
 * portal's 404 page.
 */

const tokenField = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const listParam = z.object({ token: tokenField });
const invoiceParam = z.object({ token: tokenField, number: z.string().regex(/^INV-\d{4}-\d{4,}$/) });
const readLimit = rateLimitByIp("client_portal_read", { limit: 120, windowMs: 10 * 60_000 });

async function page(c: Context<AppEnv>, write: () => Promise<string>) {
  linkPageHeaders(c, "no-referrer");
  try {
    return c.html(await write(), 200);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return c.html(clientPortalGonePageHtml(), 404);
    throw error;
  }
}

function paramsOr404<T>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw clientPortalNotFound();
  return parsed.data;
}

export const invoicePortalPages = new Hono<AppEnv>()
  .get("/client/:token/invoices", readLimit, (c) =>
    page(c, async () => {
      const { token } = paramsOr404(listParam, c.req.param());
      return portalInvoicesPageHtml(token, await portalInvoices(c.var.db, token, requestNow(c)));
    }),
  )
  .get("/client/:token/invoices/:number", readLimit, (c) =>
    page(c, async () => {
      const { token, number } = paramsOr404(invoiceParam, c.req.param());
      return portalInvoicePageHtml(token, await portalInvoice(c.var.db, token, number, requestNow(c)));
    }),
  );

/** The portal page's link to the invoices (worker/app.ts composes it below the timesheets). */
export const invoicesPortalSection: ClientPortalSection = async (c, token, now) =>
  portalInvoicesLinkHtml(token, await portalInvoices(c.var.db, token, now));
