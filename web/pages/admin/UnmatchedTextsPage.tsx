import { Link } from "react-router";
import { formatPhone } from "#contract/normalize";
import { UNMATCHED_TEXTS_PAGE_SIZE, useUnmatchedTexts } from "../../components/admin/candidates/candidate-queries";
import { ListPager } from "../../components/admin/ListPager";
import { formatDateTime } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { RefreshButton } from "../../components/admin/RefreshButton";
import { CANDIDATES_PAGE, UNMATCHED_TEXTS } from "../../content/admin-candidates";
import { PageHead } from "../../lib/head";

/**
 * /admin/candidates/unmatched-texts: the texts received from numbers no candidate has (decision 073), newest first,
 * a page at a time (?page=2); where the notification of one links. Each offers the candidates search by its number.
 */
export default function UnmatchedTextsPage() {
  const { page, apply } = useListParams([]);
  const list = useUnmatchedTexts(page);
  const rows = list.data?.rows ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead title={`${UNMATCHED_TEXTS.title} | Admin Dashboard`} description={UNMATCHED_TEXTS.intro} noIndex />
      <p className="text-sm">
        <Link to="/admin/candidates" className="text-primary underline underline-offset-4">
          {CANDIDATES_PAGE.title}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold text-primary sm:text-3xl">{UNMATCHED_TEXTS.title}</h1>
      <p className="mt-1 text-muted-foreground">{UNMATCHED_TEXTS.intro}</p>
      <Panel
        id="unmatched-texts"
        title="Texts"
        className="mt-6"
        action={<RefreshButton onRefresh={() => void list.refetch()} refreshing={list.isFetching} />}
      >
        <QueryStatus query={list} noun="texts" />
        {list.data &&
          (rows.length === 0 && page === 1 ? (
            <p className="mt-4 text-muted-foreground">{UNMATCHED_TEXTS.empty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-border" data-testid="unmatched-texts">
              {rows.map((text) => (
                <li key={text.id} className="py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="font-medium">{formatPhone(text.fromNumber)}</span>
                    <span className="text-xs text-muted-foreground">{formatDateTime(text.receivedAt)}</span>
                  </div>
                  <p className="mt-1 break-words whitespace-pre-wrap">{text.body}</p>
                  <Link
                    to={`/admin/candidates?q=${encodeURIComponent(text.fromNumber)}`}
                    className="mt-1 inline-block text-sm text-primary underline underline-offset-4"
                  >
                    {UNMATCHED_TEXTS.find}
                    <span className="sr-only"> ({formatPhone(text.fromNumber)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        {list.data && (
          <ListPager
            label="Text pages"
            testId="unmatched-texts-range"
            page={page}
            pageSize={UNMATCHED_TEXTS_PAGE_SIZE}
            shown={rows.length}
            total={list.data.total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>
    </div>
  );
}
