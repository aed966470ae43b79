import { type FormEvent, useEffect, useState } from "react";
import {
  PRIVACY_KINDS,
  PRIVACY_SEARCH_LIMIT_DEFAULT,
  PRIVACY_SEARCH_LIMIT_MAX,
  type PrivacySearchResult,
} from "#contract/privacy";
import { ListSearch } from "../../components/admin/ListSearch";
import { useListParams } from "../../components/admin/list-params";
import { Panel } from "../../components/admin/Panel";
import { privacyFailure, RecordKindSection } from "../../components/admin/privacy/PersonRecordParts";
import {
  useErasePerson,
  useExportPerson,
  usePrivacySearch,
  usePrivacySettings,
  useUpdatePrivacySettings,
} from "../../components/admin/privacy/privacy-queries";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { ERASE_DIALOG, PRIVACY_PAGE, RETENTION_PANEL } from "../../content/admin-privacy";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/**
 * /admin/privacy: find a person by name, email or phone (?q=, and ?all=1 to list up to 100 of each kind), see everything
 * held on them by kind, download it, put a candidate under a legal hold, or erase the person after a confirmation;
 * and the retention period.
 */
export default function PrivacyPage() {
  const { params, apply } = useListParams(["q", "all"]);
  const q = params.get("q") || undefined;
  const limit = params.get("all") === "1" ? PRIVACY_SEARCH_LIMIT_MAX : PRIVACY_SEARCH_LIMIT_DEFAULT;
  const search = usePrivacySearch(q, limit);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${PRIVACY_PAGE.title} | Admin Dashboard`} description={PRIVACY_PAGE.intro} noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{PRIVACY_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">{PRIVACY_PAGE.intro}</p>

      <Panel id="person" title="Find a person" className="mt-6">
        <ListSearch
          label={PRIVACY_PAGE.searchLabel}
          placeholder={PRIVACY_PAGE.searchPlaceholder}
          value={q}
          onSearch={(text) => apply({ q: text, all: "" })}
          className="mt-4"
        />
        {!q && <p className="mt-4 text-muted-foreground">{PRIVACY_PAGE.prompt}</p>}
        {q && search.isPending && <p className="mt-4 text-muted-foreground">Looking...</p>}
        {q && search.isError && (
          <p role="alert" className="mt-4 text-red-800">
            {privacyFailure(search.error)}
          </p>
        )}
        {q && search.data && (
          <PersonRecords
            q={q}
            result={search.data}
            limited={limit < PRIVACY_SEARCH_LIMIT_MAX}
            onShowAll={() => apply({ q, all: "1" })}
          />
        )}
      </Panel>

      <RetentionPanel />
    </div>
  );
}

function PersonRecords({
  q,
  result,
  limited,
  onShowAll,
}: {
  q: string;
  result: PrivacySearchResult;
  limited: boolean;
  onShowAll: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const exportPerson = useExportPerson();
  const erase = useErasePerson();
  const total = PRIVACY_KINDS.reduce((sum, kind) => sum + result.kinds[kind].total, 0);
  const truncated = PRIVACY_KINDS.some((kind) => result.kinds[kind].rows.length < result.kinds[kind].total);

  if (total === 0)
    return (
      <p className="mt-4 text-muted-foreground" data-testid="privacy-nothing">
        {PRIVACY_PAGE.nothingHeld}
      </p>
    );

  return (
    <div className="mt-4" data-testid="privacy-results">
      <p className="text-sm" data-testid="privacy-summary">
        {`${total} record${total === 1 ? "" : "s"} found by ${result.by}`}
        {result.resumes > 0 && `, with ${result.resumes} resume file${result.resumes === 1 ? "" : "s"}`}.
      </p>
      {result.onHold && (
        <p role="status" className="mt-2 rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">
          {PRIVACY_PAGE.onHold}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={exportPerson.isPending}
          onClick={() =>
            exportPerson.mutate(q, {
              onSuccess: () => toast({ title: "Download ready", description: PRIVACY_PAGE.exportDone }),
              onError: (error) =>
                toast({ title: "The download failed", description: privacyFailure(error), variant: "destructive" }),
            })
          }
        >
          {PRIVACY_PAGE.exportLabel}
        </Button>
        <Button variant="destructive" disabled={result.onHold} onClick={() => setConfirming(true)}>
          {PRIVACY_PAGE.eraseLabel}
        </Button>
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {PRIVACY_KINDS.filter((kind) => result.kinds[kind].total > 0).map((kind) => (
          <RecordKindSection key={kind} kind={kind} records={result.kinds[kind]} />
        ))}
      </div>
      {truncated && limited && (
        <Button variant="link" className="mt-2 px-0" onClick={onShowAll}>
          {`Show up to ${PRIVACY_SEARCH_LIMIT_MAX} of each`}
        </Button>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ERASE_DIALOG.title}
        description={`${ERASE_DIALOG.description} ${total} records will be erased.`}
        confirmLabel={ERASE_DIALOG.confirmLabel}
        pending={erase.isPending}
        onConfirm={() =>
          erase.mutate(q, {
            onSuccess: (erased) => {
              setConfirming(false);
              toast({ title: "Erased", description: ERASE_DIALOG.done(erased) });
            },
            onError: (error) =>
              toast({ title: "Nothing was erased", description: privacyFailure(error), variant: "destructive" }),
          })
        }
      />
    </div>
  );
}

function RetentionPanel() {
  const settings = usePrivacySettings();
  const update = useUpdatePrivacySettings();
  const [months, setMonths] = useState("");
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (settings.data) setMonths(String(settings.data.retentionMonths));
  }, [settings.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    update.mutate(
      { retentionMonths: Number(months) },
      {
        onSuccess: () => toast({ title: RETENTION_PANEL.saved }),
        onError: (failed) =>
          setError(
            (failed instanceof ApiError && failed.issues?.find((issue) => issue.path === "retentionMonths")?.message) ||
              privacyFailure(failed),
          ),
      },
    );
  }

  return (
    <Panel
      id="retention"
      title={RETENTION_PANEL.title}
      className="mt-6"
      description={settings.data ? RETENTION_PANEL.intro(settings.data.minimumMonths) : undefined}
    >
      {settings.data && (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={RETENTION_PANEL.field} error={error} className="sm:w-64">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={settings.data.minimumMonths}
                value={months}
                onChange={(event) => setMonths(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={update.isPending}>
            Save
          </Button>
        </form>
      )}
      {settings.data && settings.data.retentionMonths !== settings.data.defaultMonths && (
        <p role="status" className="mt-3 text-sm text-yellow-900">
          {RETENTION_PANEL.policyNotice(settings.data.defaultMonths)}
        </p>
      )}
    </Panel>
  );
}
