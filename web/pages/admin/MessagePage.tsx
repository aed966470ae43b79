import { Mail, Phone } from "lucide-react";
import { useParams } from "react-router";
import { inquiryLabel, type MessageDetail } from "#contract/inbox";
import { formatPhone } from "#contract/normalize";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { MessageStatusBadge } from "../../components/admin/inbox/InboxParts";
import { useMessage } from "../../components/admin/inbox/inbox-queries";
import { MakeClientPanel } from "../../components/admin/inbox/MakeClientPanel";
import { MessageThread } from "../../components/admin/inbox/MessageThread";
import { MessageWorkPanel } from "../../components/admin/inbox/MessageWorkPanel";
import { formatDateTime } from "../../components/admin/labels";
import { Panel } from "../../components/admin/Panel";
import { MESSAGE_SOURCE_LABELS } from "../../content/inbox";

/** The visitor's words exactly as sent: plain text, line breaks and spacing kept, never read as HTML. */
function Message({ message, className }: { message: MessageDetail; className?: string }) {
  return (
    <Panel id="message" title="Message" className={className}>
      <p className="mt-1 text-sm text-muted-foreground">
        {inquiryLabel(message.inquiry)} · {formatDateTime(message.createdAt)}
      </p>
      {message.message ? (
        <p className="mt-4 whitespace-pre-wrap break-words" data-testid="message-text">
          {message.message}
        </p>
      ) : (
        <p className="mt-4 text-muted-foreground">The visitor left the message empty.</p>
      )}
    </Panel>
  );
}

function Sender({ message, className }: { message: MessageDetail; className?: string }) {
  return (
    <Panel id="sender" title="From" className={className}>
      <dl className="mt-4 grid gap-4 text-sm">
        <Detail label="Email">
          <a
            href={`mailto:${message.email}`}
            className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            <span className="wrap-anywhere">{message.email}</span>
          </a>
        </Detail>
        <Detail label="Phone">
          {message.phone ? (
            <a
              href={`tel:${message.phone}`}
              className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
            >
              <Phone aria-hidden className="size-4" />
              {formatPhone(message.phone)}
            </a>
          ) : (
            "Not given"
          )}
        </Detail>
        <Detail label="Company">{message.company ?? "Not given"}</Detail>
        <Detail label="Sent from">{MESSAGE_SOURCE_LABELS[message.source]}</Detail>
      </dl>
    </Panel>
  );
}

/** /admin/messages/:id: one contact message, answered by email from its thread, assigned and marked. */
export default function MessagePage() {
  const { id = "" } = useParams();
  const query = useMessage(id);
  const data = query.data;
  const name = data ? `${data.firstName} ${data.lastName}` : "Message";
  return (
    <DetailPage
      back={{ to: "/admin/messages", label: "All messages" }}
      query={query}
      noun="message"
      notFound="There is no such message."
      title={name}
      headTitle={`${name} | Messages | Admin Dashboard`}
      description="One contact message"
      badge={(data) => <MessageStatusBadge status={data.status} />}
      subtitle={(data) => data.company && <p className="mt-1 text-muted-foreground">{data.company}</p>}
    >
      {(data) => (
        <>
          {/* Two columns from lg; on a phone the columns dissolve (display: contents) so the message comes first,
              then how to reach the person and the controls, then the thread with the reply form. */}
          <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="contents lg:block lg:space-y-6">
              <Message message={data} className="order-1" />
              <MessageThread message={data} className="order-4" />
            </div>
            <div className="contents lg:block lg:space-y-6">
              <Sender message={data} className="order-2" />
              <MessageWorkPanel message={data} className="order-3" />
              <MakeClientPanel message={data} className="order-3" />
            </div>
          </div>
        </>
      )}
    </DetailPage>
  );
}
