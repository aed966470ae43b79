import { Calendar, FileText, Send, Share2 } from "lucide-react";
import { useSearchParams } from "react-router";
import { ArticlesTab } from "../../components/admin/content/ArticlesTab";
import { useContentStats, useLinkedinStatus } from "../../components/admin/content/content-queries";
import { ManualActions, QuickActions } from "../../components/admin/content/DashboardActions";
import { LinkedinPostsTab } from "../../components/admin/content/LinkedinPostsTab";
import { errorText } from "../../components/admin/content/labels";
import { SchedulesList } from "../../components/admin/content/SchedulesList";
import { formatDateTime } from "../../components/admin/labels";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHead } from "../../lib/head";
import { oneOf } from "../../lib/utils";

const TABS = ["articles", "schedules", "linkedin"] as const;

function StatCard({ label, value, icon: Icon }: { label: string; value: number | undefined; icon: typeof FileText }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4 shadow-xs sm:p-5">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        {label}
        <Icon className="size-5 text-primary" aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-bold text-primary">{value ?? "–"}</p>
    </div>
  );
}

/** The LinkedIn integration card, with the spec's 'LinkedIn Token Expired' banner. */
function LinkedinCard() {
  const status = useLinkedinStatus();
  const data = status.data;
  return (
    <section className="rounded-lg border border-border bg-white p-5 shadow-xs" aria-labelledby="linkedin-heading">
      {data?.expired && (
        <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">LinkedIn Token Expired</p>
          <p>Reconnect LinkedIn to resume posting. Posts wait in the queue until then.</p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="linkedin-heading" className="flex items-center gap-2 text-lg font-semibold text-primary">
          <Share2 className="size-5" aria-hidden /> LinkedIn Integration
        </h2>
        {data && (
          <Badge tone={data.service.configured ? "green" : data.expired ? "red" : "neutral"}>
            {data.service.configured
              ? "Connected"
              : data.expired
                ? "Token expired"
                : data.appConfigured
                  ? "Not connected"
                  : "Not configured"}
          </Badge>
        )}
      </div>
      {status.isPending && <p className="mt-2 text-sm text-muted-foreground">Checking the connection...</p>}
      {status.isError && (
        <p className="mt-2 text-sm text-red-800">The LinkedIn status could not be loaded: {errorText(status.error)}</p>
      )}
      {data && (
        <div className="mt-2 space-y-1 text-sm text-muted-foreground">
          {data.service.reason && <p>{data.service.reason}</p>}
          {data.service.configured && data.expiresAt && <p>Token valid until {formatDateTime(data.expiresAt)}.</p>}
          <p>Last post: {formatDateTime(data.lastPostTime)}</p>
          {data.appConfigured && !data.service.configured && (
            <Button asChild size="sm" className="mt-2">
              <a href="/api/content/linkedin/connect">Connect LinkedIn</a>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** /admin/content (back-office spec section 2, "Content dashboard"). */
export default function ContentDashboardPage() {
  const stats = useContentStats();
  // The tab is in the URL with its list's search, filters and page; another tab starts with none of them.
  const [params, setParams] = useSearchParams();
  const tab = oneOf(TABS, params.get("tab")) ?? "articles";
  const select = (next: string) => setParams(next === "articles" ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead
        title="Content Dashboard | Admin Dashboard"
        description="Articles, schedules and LinkedIn posting."
        noIndex
      />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">Content Dashboard</h1>
      <p className="mt-1 text-muted-foreground">
        Generate, review, publish and schedule articles, and post them to LinkedIn.
      </p>

      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Articles" value={stats.data?.totalArticles} icon={FileText} />
        <StatCard label="Published" value={stats.data?.publishedArticles} icon={Send} />
        <StatCard label="LinkedIn Posts" value={stats.data?.linkedinPosts} icon={Share2} />
        <StatCard label="Active Schedules" value={stats.data?.activeSchedules} icon={Calendar} />
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <LinkedinCard />
        <QuickActions />
        <ManualActions />
      </div>

      <Tabs value={tab} onValueChange={select} className="mt-8">
        <TabsList>
          <TabsTrigger value="articles">Articles</TabsTrigger>
          <TabsTrigger value="schedules">Schedules</TabsTrigger>
          <TabsTrigger value="linkedin">LinkedIn Posts</TabsTrigger>
        </TabsList>
        <TabsContent value="articles" className="mt-4">
          <ArticlesTab />
        </TabsContent>
        <TabsContent value="schedules" className="mt-4">
          <SchedulesList />
        </TabsContent>
        <TabsContent value="linkedin" className="mt-4">
          <LinkedinPostsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
