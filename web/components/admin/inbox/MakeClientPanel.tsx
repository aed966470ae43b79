import { useState } from "react";
import { Link } from "react-router";
import type { MessageDetail } from "#contract/inbox";
import { useSession } from "../../../lib/session";
import { Button } from "../../ui/button";
import { type ConvertingLead, ConvertLeadDialog } from "../crm/ConvertLeadDialog";
import { Panel } from "../Panel";

/**
 * An employer's inquiry made a client from the message itself, as from the CRM's leads: for staff who reach the CRM
 * (the conversion's area); once made, the client it became. Nothing for a job seeker's message.
 */
export function MakeClientPanel({ message, className }: { message: MessageDetail; className?: string }) {
  const session = useSession();
  const [converting, setConverting] = useState<ConvertingLead | null>(null);
  const lead = message.employerLead;
  if (!lead) return null;
  const mayConvert = session.status === "signed-in" && session.areas.includes("crm");
  if (!lead.clientId && !mayConvert) return null;
  return (
    <Panel id="client" title="Employer inquiry" className={className}>
      {lead.clientId ? (
        <p className="mt-4 text-sm">
          Made a client:{" "}
          <Link to={`/admin/clients/${lead.clientId}`} className="text-primary underline underline-offset-2">
            open the client
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            The sender becomes the client's first contact, and this message is marked done.
          </p>
          <Button
            className="mt-4"
            onClick={() =>
              setConverting({
                id: lead.id,
                personName: `${message.firstName} ${message.lastName}`,
                company: message.company ?? "",
              })
            }
          >
            Make client
          </Button>
          <ConvertLeadDialog lead={converting} onOpenChange={(open) => !open && setConverting(null)} />
        </>
      )}
    </Panel>
  );
}
