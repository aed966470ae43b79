import { Link } from "react-router";
import type { PrivacyKind, PrivacyKindResult, PrivacyRecordView } from "#contract/privacy";
import { PRIVACY_KIND_LABELS, PRIVACY_PAGE } from "../../../content/admin-privacy";
import { ApiError } from "../../../lib/api";
import { Badge } from "../../ui/badge";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { formatDateTime } from "../labels";
import { useLegalHold } from "./privacy-queries";

export const privacyFailure = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || "Please try again.";

/** The records of one kind held about the person, and how many more there are than shown. */
export function RecordKindSection({ kind, records }: { kind: PrivacyKind; records: PrivacyKindResult }) {
  return (
    <section aria-label={PRIVACY_KIND_LABELS[kind]} className="rounded-md border border-border p-3" data-kind={kind}>
      <h3 className="flex items-center justify-between gap-2 font-medium">
        {PRIVACY_KIND_LABELS[kind]}
        <Badge tone="blue">{records.total}</Badge>
      </h3>
      <ul className="mt-2 divide-y divide-border text-sm">
        {records.rows.map((row) => (
          <RecordRow key={row.id} row={row} />
        ))}
      </ul>
      {records.rows.length < records.total && (
        <p className="mt-2 text-xs text-muted-foreground">{`Showing ${records.rows.length} of ${records.total}.`}</p>
      )}
    </section>
  );
}

function RecordRow({ row }: { row: PrivacyRecordView }) {
  const hold = useLegalHold();
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        {row.link ? (
          <Link to={row.link} className="font-medium break-words text-primary underline-offset-2 hover:underline">
            {row.title}
          </Link>
        ) : (
          <span className="font-medium break-words">{row.title}</span>
        )}
        {(row.detail || row.at) && (
          <span className="block text-xs break-words text-muted-foreground">
            {[row.detail, row.at && formatDateTime(row.at)].filter(Boolean).join(", ")}
          </span>
        )}
        <span className="block text-xs text-muted-foreground">{formatDateTime(row.createdAt)}</span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        {row.status && <Badge>{row.status}</Badge>}
        {row.legalHold !== null && (
          <label className="flex items-center gap-2 text-xs">
            {PRIVACY_PAGE.holdLabel}
            <Switch
              aria-label={`${PRIVACY_PAGE.holdLabel} for ${row.title}`}
              checked={row.legalHold}
              disabled={hold.isPending}
              onCheckedChange={(legalHold) =>
                hold.mutate(
                  { id: row.id, legalHold },
                  {
                    onError: (error) =>
                      toast({
                        title: "The hold was not changed",
                        description: privacyFailure(error),
                        variant: "destructive",
                      }),
                  },
                )
              }
            />
          </label>
        )}
      </div>
    </li>
  );
}
