import { useParams } from "react-router";
import { DetailPage } from "../../components/admin/DetailPage";
import { DeliveryStatusBadge } from "../../components/admin/deliveries/DeliveryParts";
import { useSentEmail } from "../../components/admin/deliveries/delivery-queries";
import { formatDateTime } from "../../components/admin/labels";
import { Panel } from "../../components/admin/Panel";
import { SENT_EMAIL } from "../../content/deliveries";

/**
 * The HTML part in a frame that runs nothing (no scripts, no forms, no same-origin access); its links open in a new
 * tab, so a confirmation or client portal link in a locally sent email can be followed from here.
 */
function HtmlPart({ html }: { html: string }) {
  return (
    <iframe
      title={SENT_EMAIL.htmlFrame}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={`<base target="_blank">${html}`}
      className="mt-4 h-96 w-full rounded-md border border-border bg-white"
      data-testid="sent-email-html"
    />
  );
}

/** /admin/deliveries/:id/email: one email exactly as it was handed to the email service. */
export default function SentEmailPage() {
  const { id = "" } = useParams();
  const query = useSentEmail(id);
  const subject = query.data?.delivery.summary ?? SENT_EMAIL.title;
  return (
    <DetailPage
      back={{ to: "/admin/deliveries", label: SENT_EMAIL.back }}
      query={query}
      noun="email"
      notFound="No email is kept for this delivery."
      title={subject}
      headTitle={`${SENT_EMAIL.title} | Deliveries | Admin Dashboard`}
      description={SENT_EMAIL.intro}
      badge={(data) => <DeliveryStatusBadge status={data.delivery.status} />}
      subtitle={(data) => (
        <p className="mt-1 text-muted-foreground wrap-anywhere">
          To {data.delivery.recipient}
          {data.delivery.sentAt && ` · ${formatDateTime(data.delivery.sentAt)}`}
        </p>
      )}
    >
      {(data) => (
        <div className="mt-6 space-y-6">
          {!data.delivery.hasSentCopy && (
            <p className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900" role="note">
              {SENT_EMAIL.notSent}
            </p>
          )}
          <Panel id="sent-email-headers" title={SENT_EMAIL.headers}>
            <pre
              className="mt-4 overflow-x-auto text-xs whitespace-pre-wrap wrap-anywhere"
              data-testid="sent-email-headers"
            >
              {data.headers}
            </pre>
          </Panel>
          <Panel id="sent-email-text" title={SENT_EMAIL.text}>
            <pre className="mt-4 text-sm whitespace-pre-wrap wrap-anywhere" data-testid="sent-email-text">
              {data.text}
            </pre>
          </Panel>
          <Panel id="sent-email-html" title={SENT_EMAIL.html}>
            <HtmlPart html={data.html} />
          </Panel>
          {data.attachment && (
            <Panel id="sent-email-attachment" title={SENT_EMAIL.attachment(data.attachment.filename)}>
              <p className="mt-1 text-xs text-muted-foreground">{data.attachment.contentType}</p>
              <pre
                className="mt-3 overflow-x-auto text-xs whitespace-pre-wrap wrap-anywhere"
                data-testid="sent-email-attachment"
              >
                {data.attachment.text}
              </pre>
            </Panel>
          )}
        </div>
      )}
    </DetailPage>
  );
}
