import { Link } from "react-router";
import { REJECTION_REASON_LABELS } from "#contract/application-pipeline";
import { PLACEMENT_STATUS_LABELS } from "#contract/placements";
import { formatUsd } from "#contract/salary";
import { Badge } from "../../ui/badge";
import { ActivityTable } from "../activity/ActivityTable";
import { ListPager } from "../ListPager";
import { formatDate, formatDay } from "../labels";
import { Panel } from "../Panel";
import { SubmittalStatusBadge } from "../submittals-placements/SubmittalStatusBadge";
import {
  CLIENT_ACTIVITY_PAGE_SIZE,
  CLIENT_DESK_PAGE_SIZE,
  useClientActivity,
  useClientPlacements,
  useClientSubmittals,
} from "./client-queries";

/**
 * A client's submittals (with the contact's answer), placements (with the fee) and history on its page, each paged
 * on the server with its page in the URL (?submittals=2&placements=1&activity=3).
 */

interface Paging {
  page: number;
  onPage: (page: number) => void;
}

function Loading({ error }: { error: Error | null }) {
  return (
    <p className="mt-4 text-sm text-muted-foreground" role={error ? "alert" : undefined}>
      {error ? `Could not load: ${error.message}` : "Loading..."}
    </p>
  );
}

export function ClientSubmittals({ clientId, page, onPage }: { clientId: string } & Paging) {
  const list = useClientSubmittals(clientId, page);
  const rows = list.data?.rows ?? [];
  return (
    <Panel id="client-submittals" title={`Submittals${list.data ? ` (${list.data.total})` : ""}`}>
      {!list.data ? (
        <Loading error={list.error} />
      ) : rows.length === 0 && page === 1 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          No candidate presented yet. Submit one from an application of this client's job orders.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border" data-testid="client-submittals">
          {rows.map((submittal) => (
            <li key={submittal.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/admin/applications/${submittal.applicationId}`}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {submittal.candidateName}
                </Link>
                <SubmittalStatusBadge status={submittal.status} applicationStage={submittal.applicationStage} />
              </div>
              <p className="text-xs text-muted-foreground">
                {submittal.jobTitle ?? "No job order"} · to {submittal.contactName} · {formatDate(submittal.createdAt)}
                {submittal.decidedAt && ` · answered ${formatDate(submittal.decidedAt)}`}
              </p>
              {submittal.declineReason && <p>{REJECTION_REASON_LABELS[submittal.declineReason]}</p>}
              {submittal.feedbackComment && (
                <p className="mt-1 whitespace-pre-line">&ldquo;{submittal.feedbackComment}&rdquo;</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <ListPager
          label="Submittal pages"
          testId="client-submittals-range"
          page={page}
          pageSize={CLIENT_DESK_PAGE_SIZE}
          shown={rows.length}
          total={list.data.total}
          onPage={onPage}
        />
      )}
    </Panel>
  );
}

export function ClientPlacements({ clientId, page, onPage }: { clientId: string } & Paging) {
  const list = useClientPlacements(clientId, page);
  const rows = list.data?.rows.placements ?? [];
  const totals = list.data?.rows.totals;
  return (
    <Panel id="client-placements" title={`Placements${totals ? ` (${totals.count})` : ""}`}>
      {!list.data || !totals ? (
        <Loading error={list.error} />
      ) : rows.length === 0 && page === 1 ? (
        <p className="mt-4 text-sm text-muted-foreground">No placement with this client yet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm" data-testid="client-placement-totals">
            Fees {formatUsd(totals.fees)} · to invoice {formatUsd(totals.toInvoice)} · paid {formatUsd(totals.paid)}
          </p>
          <ul className="mt-2 divide-y divide-border" data-testid="client-placements">
            {rows.map((placement) => (
              <li key={placement.id} className="py-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/admin/applications/${placement.applicationId}`}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {placement.candidateName}
                  </Link>
                  <Badge tone={placement.status === "fell_off" ? "red" : "green"}>
                    {PLACEMENT_STATUS_LABELS[placement.status]}
                  </Badge>
                </div>
                <p className="text-xs text-muted-foreground">
                  {placement.jobTitle ?? "No job order"} · starts {formatDay(placement.startDate, "medium")} · guarantee
                  until {formatDay(placement.guaranteeEndsOn, "medium")}
                </p>
                <p>
                  Fee {formatUsd(placement.fee)} ({placement.feePercent}% of {formatUsd(placement.salary)})
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {list.data && (
        <ListPager
          label="Placement pages"
          testId="client-placements-range"
          page={page}
          pageSize={CLIENT_DESK_PAGE_SIZE}
          shown={rows.length}
          total={list.data.total}
          onPage={onPage}
        />
      )}
    </Panel>
  );
}

export function ClientActivity({ clientId, page, onPage }: { clientId: string } & Paging) {
  const list = useClientActivity(clientId, page);
  return (
    <Panel id="client-activity" title="Activity">
      {!list.data ? (
        <Loading error={list.error} />
      ) : (
        <div className="mt-4">
          <ActivityTable entries={list.data.rows} empty="Nothing recorded yet." />
          <ListPager
            label="Activity pages"
            testId="client-activity-range"
            page={page}
            pageSize={CLIENT_ACTIVITY_PAGE_SIZE}
            shown={list.data.rows.length}
            total={list.data.total}
            onPage={onPage}
          />
        </div>
      )}
    </Panel>
  );
}
