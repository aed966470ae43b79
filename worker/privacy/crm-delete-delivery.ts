import type { NewDeliveryInput } from "../delivery/pipeline";
import type { KindHandler } from "../delivery/types";
import { createGhlClient, ghlServiceStatus } from "../integrations/ghl/client";

/**
 * The `crm_delete` delivery kind (registered in worker/delivery-kinds.ts): deleting an erased person's GoHighLevel
 * contact (decision 030), queued in the erasure's batch so it survives an outage like any CRM sync. It carries only
 * GoHighLevel's contact id: nothing personal is kept to send it.
 */

export function crmDeleteDelivery(contactId: string): NewDeliveryInput<"crm_delete"> {
  return {
    recipient: `GoHighLevel contact ${contactId}`,
    summary: "Delete an erased person's CRM contact",
    payload: { contactId },
  };
}

export const crmDeleteKind: KindHandler<"crm_delete"> = {
  firstRetryMs: 60_000,
  status: (env) => ghlServiceStatus(env),
  async send(env, _delivery, { contactId }) {
    const client = createGhlClient(env);
    if (!client.configured) return { ok: false, notConfigured: client.reason };
    try {
      await client.deleteContact(contactId);
      return { ok: true, providerId: contactId };
    } catch (err) {
      return { ok: false, error: err instanceof Error ? err.message : String(err), retryable: true };
    }
  },
};
