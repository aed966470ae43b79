import { Link } from "react-router";
import type { ApplicationListItem } from "#contract/application-pipeline";
import type { CandidateMessageView } from "#contract/candidate-messages";
import type { CandidateBookingView, CandidateListItem } from "#contract/candidates";
import { HELP_TYPE_OPTIONS, INQUIRY_OPTIONS } from "#contract/forms";
import { MESSAGE_SOURCE_LABELS } from "../../../content/admin-candidates";
import { Badge } from "../../ui/badge";
import { StageBadge } from "../applications/ApplicationParts";
import { formatDate, formatDateTime, titleCase } from "../labels";

/** What a candidate's list shows: applications, messages and bookings, each of them stored one per row. */

export function fullName(person: Pick<CandidateListItem, "firstName" | "lastName">): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** "3 applications, 1 message, no bookings": a candidate's counts in words. */
export function countsText({ counts }: Pick<CandidateListItem, "counts">): string {
  const part = (n: number, noun: string) => `${n === 0 ? "no" : n} ${noun}${n === 1 ? "" : "s"}`;
  return [
    part(counts.applications, "application"),
    part(counts.messages, "message"),
    part(counts.bookings, "booking"),
  ].join(", ");
}

export function DuplicateBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return <Badge tone="orange">{count === 1 ? "Possible duplicate" : `${count} possible duplicates`}</Badge>;
}

/** The label the visitor chose (home inquiry or /contact help type), or the stored value when it is neither. */
function inquiryLabel(value: string): string {
  return [...INQUIRY_OPTIONS, ...HELP_TYPE_OPTIONS].find((option) => option.value === value)?.label ?? value;
}

export function ApplicationItems({ applications, empty }: { applications: ApplicationListItem[]; empty: string }) {
  if (applications.length === 0) return <p className="mt-3 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="mt-3 divide-y divide-border text-sm">
      {applications.map((application) => (
        <li key={application.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0">
            <Link
              to={`/admin/applications/${application.id}`}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {application.jobTitle ?? "General application"}
            </Link>
            <span className="block text-xs text-muted-foreground">
              {formatDate(application.createdAt)} · {application.email}
            </span>
          </span>
          <StageBadge stage={application.stage} />
        </li>
      ))}
    </ul>
  );
}

export function MessageItems({
  messages,
  empty,
  full = false,
}: {
  messages: CandidateMessageView[];
  empty: string;
  full?: boolean;
}) {
  if (messages.length === 0) return <p className="mt-3 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="mt-3 divide-y divide-border text-sm">
      {messages.map((message) => (
        <li key={message.id} className="py-2">
          <Link
            to={`/admin/messages/${message.id}`}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {inquiryLabel(message.inquiry)}
          </Link>
          {message.company && <span className="text-muted-foreground"> · {message.company}</span>}
          <span className="block text-xs text-muted-foreground">
            {MESSAGE_SOURCE_LABELS[message.source]} · {formatDateTime(message.createdAt)}
          </span>
          {full && message.message && <p className="mt-1 whitespace-pre-wrap break-words">{message.message}</p>}
        </li>
      ))}
    </ul>
  );
}

export function BookingItems({ bookings, empty }: { bookings: CandidateBookingView[]; empty: string }) {
  if (bookings.length === 0) return <p className="mt-3 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="mt-3 divide-y divide-border text-sm">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-medium">{booking.serviceName}</span>
            <span className="block text-xs text-muted-foreground">{formatDateTime(booking.appointmentDate)}</span>
          </span>
          <Badge tone={booking.status === "cancelled" ? "neutral" : "blue"}>
            {titleCase(booking.status.replace("_", " "))}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
