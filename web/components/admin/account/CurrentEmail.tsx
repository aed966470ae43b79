import { MailCheck } from "lucide-react";
import type { OwnEmail } from "#contract/staff-account";
import { EMAIL_PANEL } from "../../../content/account";

/** The address now, and the one a link was mailed to, not opened yet. */
export function CurrentEmail({ own }: { own: OwnEmail }) {
  return (
    <>
      <p className="mt-4 text-sm" data-testid="email-current">
        {own.email ? (
          <>
            {EMAIL_PANEL.current} <span className="font-medium break-all">{own.email}</span>
          </>
        ) : (
          EMAIL_PANEL.none
        )}
      </p>
      {own.pendingEmail && (
        <div
          role="status"
          data-testid="email-pending"
          className="mt-4 flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-900"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold break-words">{EMAIL_PANEL.pending(own.pendingEmail)}</p>
            <p className="text-sm">{EMAIL_PANEL.pendingText(own.email)}</p>
          </div>
        </div>
      )}
    </>
  );
}
