import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  NEWSLETTER_SUBSCRIBER_STATUSES,
  NEWSLETTER_SUBSCRIBERS_PAGE_DEFAULT,
  type NewsletterIssueView,
} from "#contract/newsletter";
import { errorText } from "../../components/admin/content/labels";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { useListParams } from "../../components/admin/list-params";
import { SubscriberImport } from "../../components/admin/newsletter/SubscriberImport";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { Checkbox, Field, Input, Label, Textarea } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { callApi } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../lib/query-client";
import { oneOf } from "../../lib/utils";

const SUBSCRIBER_FILTERS = ["status", "q"] as const;

/**
 * After a change: the issues (and each issue's own query, below the list's key), the subscriber list and the counts.
 * The counts' route has no parameter, so its key is a path of its own, not below the list's: it is named.
 */
const refresh = () =>
  Promise.all(
    (
      [
        "GET /api/admin/newsletters",
        "GET /api/admin/newsletter-subscribers",
        "GET /api/admin/newsletter-subscribers/counts",
      ] as const
    ).map((route) => queryClient.invalidateQueries({ queryKey: apiQueryKey(route) })),
  );

/** One issue with its counts, refreshed every two seconds while it is sending. */
function IssueRow({ issue, onEdit }: { issue: NewsletterIssueView; onEdit: (issue: NewsletterIssueView) => void }) {
  const live = useQuery({
    ...apiQuery("GET /api/admin/newsletters/:id", { id: issue.id }),
    initialData: issue,
    refetchInterval: (query) => (query.state.data?.status === "sending" ? 2000 : false),
  }).data;
  const [preview, setPreview] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const act = useMutation({
    mutationFn: (action: "test" | "send") =>
      callApi(`POST /api/admin/newsletters/:id/${action}`, { params: { id: issue.id } }),
    onSuccess: (_, action) => {
      setConfirming(false);
      toast({ title: action === "send" ? "Sending started" : "Test sent to your address" });
      void refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: "Error", description: errorText(error), variant: "destructive" });
    },
  });
  return (
    <li className="rounded-lg border border-border bg-white p-4 shadow-xs" data-testid="newsletter-issue">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-primary">{live.subject}</h3>
        <span className="text-sm text-muted-foreground">{live.status}</span>
      </div>
      {live.status !== "draft" && (
        <p className="mt-1 text-sm" data-testid="newsletter-counts">
          {live.sent} sent of {live.total} · {live.queued} queued · {live.failed} failed
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={async () =>
            setPreview(
              (
                await callApi("GET /api/admin/newsletters/:id/preview", { params: { id: issue.id } }).catch(() => ({
                  text: "The preview could not be loaded.",
                }))
              ).text,
            )
          }
        >
          Preview
        </Button>
        <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate("test")}>
          Send test to me
        </Button>
        {live.status === "draft" && (
          <>
            <Button size="sm" variant="outline" onClick={() => onEdit(live)} aria-label={`Edit ${live.subject}`}>
              Edit
            </Button>
            <Button size="sm" disabled={act.isPending} onClick={() => setConfirming(true)}>
              Send to subscribers
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this issue?"
        description={`"${live.subject}" goes to every confirmed subscriber. It cannot be changed or called back once sending starts.`}
        confirmLabel="Send to subscribers"
        destructive={false}
        pending={act.isPending}
        onConfirm={() => act.mutate("send")}
      />
      {preview && (
        <pre className="mt-3 max-h-80 overflow-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">{preview}</pre>
      )}
    </li>
  );
}

/**
 * Compose an issue (subject, intro, published articles picked in order) or, given a saved draft, edit it: only a
 * draft can change, and saving sends only what the form holds.
 */
function IssueForm({ editing, onDone }: { editing?: NewsletterIssueView; onDone: () => void }) {
  const articles = useQuery(apiPageQuery("GET /api/content/articles", undefined, { status: "published", limit: 50 }));
  const [subject, setSubject] = useState(editing?.subject ?? "");
  const [intro, setIntro] = useState(editing?.intro ?? "");
  const [chosen, setChosen] = useState<string[]>(editing?.articleIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: { subject: string; intro: string; articleIds: string[] }) =>
      editing
        ? callApi("PUT /api/admin/newsletters/:id", { params: { id: editing.id }, body })
        : callApi("POST /api/admin/newsletters", { body }),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { subject, intro, articleIds: chosen },
      {
        onSuccess: () => {
          toast({ title: editing ? "Draft updated" : "Draft saved" });
          setSubject("");
          setIntro("");
          setChosen([]);
          setErrors({});
          void refresh();
          onDone();
        },
        onError: (error) => {
          const issues = (error as { issues?: { path: string; message: string }[] }).issues ?? [];
          setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
          toast({ title: "Error", description: errorText(error), variant: "destructive" });
        },
      },
    );
  }
  const heading = editing ? "Edit draft" : "New issue";
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={heading}
      className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 shadow-xs"
    >
      <h2 className="text-lg font-semibold text-primary">{heading}</h2>
      <Field label="Subject" required error={errors.subject}>
        {(p) => (
          <Input
            {...p}
            name="subject"
            maxLength={200}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            autoFocus={Boolean(editing)}
          />
        )}
      </Field>
      <Field label="Intro" error={errors.intro}>
        {(p) => <Textarea {...p} name="intro" rows={3} value={intro} onChange={(e) => setIntro(e.target.value)} />}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium">Published articles ({chosen.length} chosen, in this order)</legend>
        {errors.articleIds && <p className="text-sm text-red-700">{errors.articleIds}</p>}
        <ul className="mt-2 flex max-h-72 flex-col gap-2 overflow-auto">
          {articles.data?.rows.map((article) => (
            <li key={article.id} className="flex items-start gap-2">
              <Checkbox
                id={`issue-article-${article.id}`}
                checked={chosen.includes(article.id)}
                onChange={(e) =>
                  setChosen((now) => (e.target.checked ? [...now, article.id] : now.filter((id) => id !== article.id)))
                }
              />
              <Label htmlFor={`issue-article-${article.id}`} className="font-normal break-words">
                {article.title}
              </Label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {editing ? "Save changes" : "Save draft"}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel editing
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The subscribers: counts, the list paged with its search, status and page in the URL (?status=active&q=acme&page=2),
 * the CSV import of consenting addresses, the export.
 */
function Subscribers() {
  const counts = useQuery(apiQuery("GET /api/admin/newsletter-subscribers/counts")).data;
  const { params, page, apply } = useListParams(SUBSCRIBER_FILTERS);
  const status = oneOf(NEWSLETTER_SUBSCRIBER_STATUSES, params.get("status"));
  const q = params.get("q") || undefined;
  const pageSize = NEWSLETTER_SUBSCRIBERS_PAGE_DEFAULT;
  const list = useQuery(
    apiPageQuery("GET /api/admin/newsletter-subscribers", undefined, {
      status,
      q,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
  ).data;
  return (
    <section aria-labelledby="subscribers-heading" className="rounded-lg border border-border bg-white p-5 shadow-xs">
      <h2 id="subscribers-heading" className="text-lg font-semibold text-primary">
        Subscribers
      </h2>
      <p className="mt-1 text-sm" data-testid="subscriber-counts">
        {counts
          ? `${counts.active} confirmed · ${counts.pending} waiting to confirm · ${counts.unsubscribed} unsubscribed`
          : ""}
      </p>
      <SubscriberImport onImported={refresh} />
      <Button asChild variant="link" size="sm" className="mt-2">
        <a href="/api/admin/newsletter-subscribers/export">Export all as CSV</a>
      </Button>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListSearch
          label="Search subscribers"
          placeholder="Email address"
          value={q}
          onSearch={(text) => apply({ q: text })}
          className="flex-1"
        />
        <ListFilter
          label="Status"
          value={status}
          all="All statuses"
          options={NEWSLETTER_SUBSCRIBER_STATUSES}
          onChange={(next) => apply({ status: next })}
          className="sm:w-44"
        />
      </div>
      {list && list.rows.length === 0 && page === 1 && (
        <p className="mt-3 text-sm text-muted-foreground">
          {status || q ? "No subscriber matches." : "No subscribers yet."}
        </p>
      )}
      <ul className="mt-3 divide-y divide-border text-sm" data-testid="newsletter-subscribers">
        {list?.rows.map((row) => (
          <li key={row.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="break-all">{row.email}</span>
            <span className="text-muted-foreground">
              {row.status} · {row.source}
            </span>
          </li>
        ))}
      </ul>
      {list && (
        <ListPager
          label="Subscriber pages"
          testId="subscribers-range"
          page={page}
          pageSize={pageSize}
          shown={list.rows.length}
          total={list.total}
          onPage={(next) => apply({ page: next })}
        />
      )}
    </section>
  );
}

/** /admin/newsletter (content area, decision 059): compose issues from articles, send them, grow the list. */
export default function NewsletterPage() {
  const issues = useQuery(apiPageQuery("GET /api/admin/newsletters")).data;
  const [editing, setEditing] = useState<NewsletterIssueView>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title="Newsletter | Admin Dashboard" description="Compose and send the newsletter." noIndex />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Newsletter</h1>
      <p className="mt-1 text-muted-foreground">
        Send readers your best articles; every issue goes to confirmed subscribers only.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <IssueForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(undefined)} />
          <section aria-labelledby="issues-heading">
            <h2 id="issues-heading" className="text-lg font-semibold text-primary">
              Issues
            </h2>
            <ul className="mt-3 flex flex-col gap-3">
              {issues?.rows.map((issue) => (
                <IssueRow
                  key={issue.id}
                  issue={issue}
                  onEdit={(draft) => {
                    setEditing(draft);
                    window.scrollTo({ top: 0, behavior: "smooth" });
                  }}
                />
              ))}
            </ul>
          </section>
        </div>
        <Subscribers />
      </div>
    </div>
  );
}
