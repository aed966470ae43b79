import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  NEWSLETTER_SUBSCRIBER_STATUSES,
  NEWSLETTER_SUBSCRIBERS_PAGE_DEFAULT,
  type NewsletterImportResult,
  type NewsletterIssueView,
} from "../../../worker/contract/newsletter";
import { errorText } from "../../components/admin/content/labels";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { ListSearch } from "../../components/admin/ListSearch";
import { useListParams } from "../../components/admin/list-params";
import { Button } from "../../components/ui/button";
import { Checkbox, Field, Input, Label, Textarea } from "../../components/ui/form";
import { toast } from "../../components/ui/toast";
import { callApi } from "../../lib/api";
import { PageHead } from "../../lib/head";
import { apiPageQuery, apiQuery, queryClient } from "../../lib/query-client";
import { oneOf } from "../../lib/utils";

const SUBSCRIBER_FILTERS = ["status", "q"] as const;

const refresh = () =>
  Promise.all(
    ["/api/admin/newsletters", "/api/admin/newsletter-subscribers"].map((head) =>
      queryClient.invalidateQueries({ queryKey: [head] }),
    ),
  );

/** One issue with its counts, refreshed every two seconds while it is sending. */
function IssueRow({ issue }: { issue: NewsletterIssueView }) {
  const live = useQuery({
    ...apiQuery("GET /api/admin/newsletters/:id", { id: issue.id }),
    initialData: issue,
    refetchInterval: (query) => (query.state.data?.status === "sending" ? 2000 : false),
  }).data;
  const [preview, setPreview] = useState<string>();
  const act = useMutation({
    mutationFn: (action: "test" | "send") =>
      callApi(`POST /api/admin/newsletters/:id/${action}`, { params: { id: issue.id } }),
    onSuccess: (_, action) => {
      toast({ title: action === "send" ? "Sending started" : "Test sent to your address" });
      void refresh();
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
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
          <Button
            size="sm"
            disabled={act.isPending}
            onClick={() =>
              window.confirm(`Send "${live.subject}" to every confirmed subscriber?`) && act.mutate("send")
            }
          >
            Send to subscribers
          </Button>
        )}
      </div>
      {preview && (
        <pre className="mt-3 max-h-80 overflow-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">{preview}</pre>
      )}
    </li>
  );
}

/** Compose an issue: subject, intro, and published articles picked in order. */
function ComposeIssue() {
  const articles = useQuery(apiPageQuery("GET /api/content/articles", undefined, { status: "published", limit: 50 }));
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: { subject: string; intro: string; articleIds: string[] }) =>
      callApi("POST /api/admin/newsletters", { body }),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    create.mutate(
      { subject: String(data.get("subject") ?? ""), intro: String(data.get("intro") ?? ""), articleIds: chosen },
      {
        onSuccess: () => {
          toast({ title: "Draft saved" });
          form.reset();
          setChosen([]);
          setErrors({});
          void refresh();
        },
        onError: (error) => {
          const issues = (error as { issues?: { path: string; message: string }[] }).issues ?? [];
          setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
          toast({ title: "Error", description: errorText(error), variant: "destructive" });
        },
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 shadow-xs"
    >
      <h2 className="text-lg font-semibold text-primary">New issue</h2>
      <Field label="Subject" required error={errors.subject}>
        {(p) => <Input {...p} name="subject" maxLength={200} />}
      </Field>
      <Field label="Intro" error={errors.intro}>
        {(p) => <Textarea {...p} name="intro" rows={3} />}
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
      <Button type="submit" disabled={create.isPending}>
        Save draft
      </Button>
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
  const [result, setResult] = useState<NewsletterImportResult>();
  const importCsv = useMutation({
    mutationFn: (csv: string) =>
      callApi("POST /api/admin/newsletter-subscribers/import", { body: { csv, consent: true as const } }),
    onSuccess: (answer) => {
      setResult(answer);
      void refresh();
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
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
      <form
        className="mt-4 flex flex-col gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const file = new FormData(event.currentTarget).get("csv");
          if (file instanceof File && file.size > 0) importCsv.mutate(await file.text());
        }}
      >
        <Label htmlFor="newsletter-csv">Import a CSV of addresses that agreed to receive the newsletter</Label>
        <Input id="newsletter-csv" name="csv" type="file" accept=".csv,text/csv" />
        <Button type="submit" variant="outline" size="sm" disabled={importCsv.isPending}>
          Import (I confirm they consented)
        </Button>
      </form>
      {result && (
        <div className="mt-2 text-sm" role="status">
          {result.imported} imported, {result.existing} already on the list, {result.suppressed} erased (skipped).
          {result.invalid.map((row) => (
            <p key={row.line} className="text-red-700">
              Line {row.line}: {row.value} ({row.message})
            </p>
          ))}
        </div>
      )}
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
  return (
    <div>
      <PageHead title="Newsletter | Admin Dashboard" description="Compose and send the newsletter." noIndex />
      <h1 className="text-2xl font-bold text-primary">Newsletter</h1>
      <p className="mt-1 text-muted-foreground">
        Send readers your best articles; every issue goes to confirmed subscribers only.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <ComposeIssue />
          <section aria-labelledby="issues-heading">
            <h2 id="issues-heading" className="text-lg font-semibold text-primary">
              Issues
            </h2>
            <ul className="mt-3 flex flex-col gap-3">
              {issues?.rows.map((issue) => (
                <IssueRow key={issue.id} issue={issue} />
              ))}
            </ul>
          </section>
        </div>
        <Subscribers />
      </div>
    </div>
  );
}
