/** The loading placeholder of one article card (apart from ArticleCard, so a page can show it before loading that). */
export function ArticleCardSkeleton() {
  return (
    <div aria-hidden className="animate-pulse overflow-hidden rounded-xl border border-border bg-white">
      <div className="h-36 bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-5 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
