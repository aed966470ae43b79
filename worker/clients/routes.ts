import { Hono } from "hono";
import {
  clientCreateSchema,
  clientListQuerySchema,
  clientUpdateSchema,
  contactCreateSchema,
  contactParamSchema,
  contactUpdateSchema,
} from "../contract/clients";
import { smallListQuerySchema } from "../contract/zod";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import {
  addContact,
  createClient,
  deleteContact,
  findClient,
  listClientChoices,
  listClients,
  updateClient,
  updateContact,
} from "./store";

const noClient = () => new ApiError(404, "not_found", "No such client.");
const noContact = () => new ApiError(404, "not_found", "The client has no such contact.");

/**
 * Clients and their contacts (issue 32). Area: clients (worker/http/access-policy.ts). Mounted at /api/admin/clients.
 */
export const clientRoutes = new Hono<AppEnv>()
  .get("/", validate("query", clientListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/clients", await listClients(c.var.db, c.req.valid("query")));
  })
  .post("/", validate("json", clientCreateSchema), async (c) => {
    return reply(c, "POST /api/admin/clients", await createClient(c.var.db, actorOf(c), c.req.valid("json")), 201);
  })
  // Before "/:id", which would take the name for an id.
  .get("/choices", validate("query", smallListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/clients/choices", await listClientChoices(c.var.db, c.req.valid("query")));
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const client = await findClient(c.var.db, c.req.valid("param").id);
    if (!client) throw noClient();
    return reply(c, "GET /api/admin/clients/:id", client);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", clientUpdateSchema), async (c) => {
    const client = await updateClient(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"));
    if (!client) throw noClient();
    return reply(c, "PATCH /api/admin/clients/:id", client);
  })
  .post("/:id/contacts", validate("param", idParamSchema), validate("json", contactCreateSchema), async (c) => {
    const contact = await addContact(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"));
    if (!contact) throw noClient();
    return reply(c, "POST /api/admin/clients/:id/contacts", contact, 201);
  })
  .patch(
    "/:id/contacts/:contactId",
    validate("param", contactParamSchema),
    validate("json", contactUpdateSchema),
    async (c) => {
      const { id, contactId } = c.req.valid("param");
      const contact = await updateContact(c.var.db, actorOf(c), id, contactId, c.req.valid("json"));
      if (!contact) throw noContact();
      return reply(c, "PATCH /api/admin/clients/:id/contacts/:contactId", contact);
    },
  )
  .delete("/:id/contacts/:contactId", validate("param", contactParamSchema), async (c) => {
    const { id, contactId } = c.req.valid("param");
    if (!(await deleteContact(c.var.db, actorOf(c), id, contactId))) throw noContact();
    return reply(c, "DELETE /api/admin/clients/:id/contacts/:contactId", { ok: true, id: contactId });
  });
