import { ExternalLink, Mail, Phone, UserRound } from "lucide-react";
import { Link, useParams } from "react-router";
import { APPOINTMENT_EVENT_LABELS, type AppointmentDetail } from "#contract/appointments";
import { formatPhone } from "#contract/normalize";
import { formatLongDate, zoneLabel } from "#contract/time-zone";
import { AppointmentActions } from "../../components/admin/appointments/AppointmentActions";
import {
  AppointmentStatusBadge,
  BUSINESS_ZONE,
  clockTime,
  TypeDot,
  timeSpan,
} from "../../components/admin/appointments/AppointmentParts";
import { useAppointment } from "../../components/admin/appointments/appointment-queries";
import { Detail, DetailPage } from "../../components/admin/DetailPage";
import { DeliveryStatusBadge } from "../../components/admin/deliveries/DeliveryParts";
import { formatDateTime, formatDay, titleCase } from "../../components/admin/labels";
import { Panel } from "../../components/admin/Panel";
import { APPOINTMENT_PAGE } from "../../content/appointments";
import { DELIVERY_KIND_LABELS } from "../../content/deliveries";

const linkClass = "inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline";

/** "Monday, November 16, 2026, 10:00 AM ET" of an instant on a zone's clock. */
function dateTimeIn(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  return `${formatLongDate(instant, zone)}, ${clockTime(iso, zone)} ${zoneLabel(instant, zone)}`;
}

/** Only a web address becomes a link: anything else (a typo, a `javascript:` URL) stays text. */
const isWebLink = (value: string) => /^https?:\/\//i.test(value);

function WhenAndWhere({ appointment, className }: { appointment: AppointmentDetail; className?: string }) {
  const zonesDiffer = appointment.bookerTimeZone !== appointment.timeZone;
  return (
    <Panel id="when-where" title="When and where" className={className}>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <Detail label="Office time">
          {formatDay(appointment.date, "long")}
          <span className="block">{timeSpan(appointment)}</span>
        </Detail>
        <Detail label="Booker's time">
          {zonesDiffer ? dateTimeIn(appointment.startsAt, appointment.bookerTimeZone) : "The same as the office's"}
          <span className="block text-xs text-muted-foreground">{appointment.bookerTimeZone}</span>
        </Detail>
        <Detail label="Type">
          <span className="inline-flex items-center gap-1.5">
            <TypeDot color={appointment.typeColor} />
            {appointment.typeName}, {appointment.duration} minutes
          </span>
        </Detail>
        <Detail label="Location">
          {appointment.locationText}
          {appointment.meetingLink && isWebLink(appointment.meetingLink) && (
            <a
              href={appointment.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} mt-1 flex break-all`}
            >
              <ExternalLink aria-hidden className="size-4 shrink-0" />
              Open the meeting link
            </a>
          )}
        </Detail>
      </dl>
    </Panel>
  );
}

function Booker({ appointment, className }: { appointment: AppointmentDetail; className?: string }) {
  return (
    <Panel id="booker" title="Booker" className={className}>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <Detail label="Email">
          <a href={`mailto:${appointment.bookerEmail}`} className={`${linkClass} break-all`}>
            <Mail aria-hidden className="size-4 shrink-0" />
            {appointment.bookerEmail}
          </a>
        </Detail>
        <Detail label="Phone">
          {appointment.bookerPhone ? (
            <a href={`tel:${appointment.bookerPhone}`} className={linkClass}>
              <Phone aria-hidden className="size-4" />
              {formatPhone(appointment.bookerPhone)}
            </a>
          ) : (
            "Not given"
          )}
          {appointment.smsConsent && (
            <span className="block text-xs text-muted-foreground">{APPOINTMENT_PAGE.smsConsent}</span>
          )}
        </Detail>
        <Detail label="Company">{appointment.bookerCompany ?? "Not given"}</Detail>
        <Detail label="Lead">
          {appointment.lead ? (
            <>
              Score {appointment.lead.score}, {titleCase(appointment.lead.status)}
              <span className="block">
                <Link to="/admin/ghl" className={linkClass}>
                  {APPOINTMENT_PAGE.leadLink}
                </Link>
              </span>
            </>
          ) : (
            APPOINTMENT_PAGE.noLead
          )}
        </Detail>
      </dl>
      {appointment.candidateId && (
        <p className="mt-4 text-sm">
          <Link to={`/admin/candidates/${appointment.candidateId}`} className={linkClass}>
            <UserRound aria-hidden className="size-4" />
            {APPOINTMENT_PAGE.candidateLink}
          </Link>
        </p>
      )}
      <div className="mt-4 text-sm">
        <h3 className="text-xs font-medium text-muted-foreground uppercase">Booker's notes</h3>
        <p className="mt-1 break-words whitespace-pre-wrap">{appointment.bookerNotes || APPOINTMENT_PAGE.noNotes}</p>
      </div>
    </Panel>
  );
}

function History({ appointment, className }: { appointment: AppointmentDetail; className?: string }) {
  return (
    <Panel id="history" title="History" className={className}>
      {appointment.history.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{APPOINTMENT_PAGE.noHistory}</p>
      ) : (
        <ol className="mt-4 space-y-3 text-sm">
          {appointment.history.map((event) => (
            <li key={event.id}>
              <span className="font-medium">{APPOINTMENT_EVENT_LABELS[event.action]}</span>
              {event.fromStart && event.toStart && (
                <span className="block">
                  {dateTimeIn(event.fromStart, BUSINESS_ZONE)} → {dateTimeIn(event.toStart, BUSINESS_ZONE)}
                </span>
              )}
              {event.reason && (
                <span className="block break-words whitespace-pre-wrap text-muted-foreground">“{event.reason}”</span>
              )}
              <span className="block text-xs text-muted-foreground">
                {event.actorName} · {formatDateTime(event.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function Messages({ appointment, className }: { appointment: AppointmentDetail; className?: string }) {
  return (
    <Panel id="messages" title="Messages" className={className}>
      {appointment.deliveries.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{APPOINTMENT_PAGE.noMessages}</p>
      ) : (
        <ul className="mt-4 space-y-3 text-sm">
          {appointment.deliveries.map((message) => (
            <li key={message.id} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block break-words">{message.summary}</span>
                <span className="block text-xs text-muted-foreground">
                  {DELIVERY_KIND_LABELS[message.kind]}
                  {message.sentAt
                    ? ` · sent ${formatDateTime(message.sentAt)}`
                    : message.dueAt
                      ? ` · due ${formatDateTime(message.dueAt)}`
                      : ""}
                </span>
              </span>
              <DeliveryStatusBadge status={message.status} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /admin/appointments/:id: one appointment with its booker, times in both zones, history and messages, and its actions. */
export default function AppointmentPage() {
  const { id = "" } = useParams();
  const appointment = useAppointment(id);
  const name = appointment.data?.bookerName ?? "Appointment";
  return (
    <DetailPage
      back={{ to: "/admin/appointments", label: APPOINTMENT_PAGE.back }}
      query={appointment}
      noun="appointment"
      notFound={APPOINTMENT_PAGE.notFound}
      title={name}
      headTitle={`${name} | Appointments | Admin Dashboard`}
      description="One appointment of the consultant calendar"
      badge={(data) => <AppointmentStatusBadge status={data.status} />}
      subtitle={(data) => (
        <p className="mt-1 text-muted-foreground" data-testid="appointment-when">
          {data.typeName} · {formatDay(data.date, "medium")}, {timeSpan(data)}
        </p>
      )}
    >
      {(data) => (
        // Two columns from lg; on a phone the status and its actions come first.
        <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="contents lg:block lg:space-y-6">
            <WhenAndWhere appointment={data} className="order-2" />
            <Booker appointment={data} className="order-3" />
          </div>
          <div className="contents lg:block lg:space-y-6">
            <AppointmentActions appointment={data} className="order-1" />
            <History appointment={data} className="order-4" />
            <Messages appointment={data} className="order-5" />
          </div>
        </div>
      )}
    </DetailPage>
  );
}
