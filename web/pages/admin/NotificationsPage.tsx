import { CheckCheck } from "lucide-react";
import { Link } from "react-router";
import type { NotificationView } from "#contract/notifications";
import { ListFilter } from "../../components/admin/ListFilter";
import { ListPager } from "../../components/admin/ListPager";
import { formatDateTime } from "../../components/admin/labels";
import { useListParams } from "../../components/admin/list-params";
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkRead,
  useNotifications,
} from "../../components/admin/notifications/notification-queries";
import { PreferencesPanel } from "../../components/admin/notifications/PreferencesPanel";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { NOTIFICATION_EVENT_LABELS, NOTIFICATIONS_PAGE } from "../../content/notifications";
import { PageHead } from "../../lib/head";

const FILTERS = ["show"] as const;

/** A notification: its link opens what it is about and marks it read; unread ones read in bold. */
function NotificationItem({ notification, onOpen }: { notification: NotificationView; onOpen: () => void }) {
  const unread = notification.readAt === null;
  return (
    <li
      className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
      data-notification-id={notification.id}
    >
      <div className="min-w-0">
        <Badge tone={unread ? "yellow" : "neutral"}>{NOTIFICATION_EVENT_LABELS[notification.event]}</Badge>
        <Link
          to={notification.link}
          onClick={unread ? onOpen : undefined}
          className={`mt-1 block text-primary underline-offset-2 hover:underline ${unread ? "font-bold" : "font-medium"}`}
        >
          {notification.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </Link>
      </div>
      <span className="shrink-0 text-xs text-muted-foreground">{formatDateTime(notification.createdAt)}</span>
    </li>
  );
}

/**
 * /admin/notifications: the signed-in user's notifications, newest first, paged, with "unread only" and the page in
 * the URL (?show=unread&page=2), and their preferences below. Every staff user has this page (no area).
 */
export default function NotificationsPage() {
  const { params, page, apply } = useListParams(FILTERS);
  const unreadOnly = params.get("show") === "unread";
  const list = useNotifications({ page, unread: unreadOnly });
  const markRead = useMarkRead();
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead
        title={`${NOTIFICATIONS_PAGE.title} | Admin Dashboard`}
        description={NOTIFICATIONS_PAGE.intro}
        noIndex
      />
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{NOTIFICATIONS_PAGE.title}</h1>
      <p className="mt-1 text-muted-foreground">{NOTIFICATIONS_PAGE.intro}</p>

      <Panel
        id="notifications"
        title="Latest"
        className="mt-6"
        action={
          // Not disabled while saving: a disabled button drops the keyboard's focus to the page's body.
          <Button
            variant="outline"
            onClick={() => !markRead.isPending && markRead.mutate(undefined)}
            aria-busy={markRead.isPending}
          >
            <CheckCheck aria-hidden />
            {NOTIFICATIONS_PAGE.markAllRead}
          </Button>
        }
      >
        <ListFilter
          label="Show"
          value={unreadOnly ? "unread" : undefined}
          all="All"
          options={[{ value: "unread", label: "Unread only" }]}
          onChange={(show) => apply({ show })}
          className="mt-4 sm:w-48"
        />
        <QueryStatus
          query={{ ...list, data: list.data?.rows }}
          noun="notifications"
          empty={unreadOnly ? NOTIFICATIONS_PAGE.emptyUnread : NOTIFICATIONS_PAGE.empty}
        />
        {rows.length > 0 && (
          <ul className="mt-2 divide-y divide-border" data-testid="notifications">
            {rows.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => markRead.mutate([notification.id])}
              />
            ))}
          </ul>
        )}
        {list.data && (
          <ListPager
            label="Notification pages"
            testId="notifications-range"
            page={page}
            pageSize={NOTIFICATIONS_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onPage={(next) => apply({ page: next })}
          />
        )}
      </Panel>

      <PreferencesPanel />
    </div>
  );
}
