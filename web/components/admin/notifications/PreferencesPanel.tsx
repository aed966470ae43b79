import { Link } from "react-router";
import {
  APPLICATION_SCOPES,
  type ApplicationScope,
  type EventPreference,
  type NotificationPreferencesUpdate,
} from "#contract/notifications";
import { ACCOUNT_PAGE } from "../../../content/account";
import { APPLICATION_SCOPE_LABELS, NOTIFICATION_EVENT_LABELS, PREFERENCES_PANEL } from "../../../content/notifications";
import { ApiError } from "../../../lib/api";
import { Select } from "../../ui/form";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { Panel, QueryStatus } from "../Panel";
import { useNotificationPreferences, useSavePreferences } from "./notification-queries";

function failed(error: unknown) {
  toast({
    title: "Not saved",
    description:
      (error instanceof ApiError && error.serverMessage) || "The change could not be saved. Please try again.",
    variant: "destructive",
  });
}

/** One event's row: in the list on/off, email off/on, and for applications which ones. Each change saves at once. */
function EventRow({
  preference,
  hasAddress,
  save,
}: {
  preference: EventPreference;
  hasAddress: boolean;
  save: (change: NotificationPreferencesUpdate) => void;
}) {
  const label = NOTIFICATION_EVENT_LABELS[preference.event];
  const change = (fields: { inApp?: boolean; email?: boolean; scope?: ApplicationScope }) =>
    save({ events: { [preference.event]: fields } });
  const off = preference.scope === "off";
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-event={preference.event}
    >
      <div className="min-w-0">
        <p className="font-medium">{label}</p>
        {!preference.available && <p className="text-xs text-muted-foreground">{PREFERENCES_PANEL.unavailable}</p>}
        {preference.email && !hasAddress && <p className="text-xs text-red-700">{PREFERENCES_PANEL.emailNeeded}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {preference.scope !== null && (
          <label className="flex items-center gap-2 text-sm">
            Which
            <Select
              value={preference.scope}
              onChange={(event) => change({ scope: event.target.value as ApplicationScope })}
              className="w-36"
              aria-label={`${label}: which`}
            >
              {APPLICATION_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {APPLICATION_SCOPE_LABELS[scope]}
                </option>
              ))}
            </Select>
          </label>
        )}
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={preference.inApp}
            disabled={off}
            onCheckedChange={(inApp) => change({ inApp })}
            aria-label={`${label}: in the list`}
          />
          In the list
        </label>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={preference.email}
            disabled={off}
            onCheckedChange={(email) => change({ email })}
            aria-label={`${label}: by email`}
          />
          By email
        </label>
      </div>
    </li>
  );
}

/**
 * The user's own notification preferences: a row per event, and the account's address the emails go to (changed on
 * My account, with the password: issue 42 item 7).
 */
export function PreferencesPanel() {
  const preferences = useNotificationPreferences();
  const saveMutation = useSavePreferences();
  const save = (change: NotificationPreferencesUpdate) =>
    saveMutation.mutate(change, { onSuccess: () => toast({ title: PREFERENCES_PANEL.saved }), onError: failed });

  return (
    <Panel
      id="notification-preferences"
      title={PREFERENCES_PANEL.title}
      description={PREFERENCES_PANEL.description}
      className="mt-6"
    >
      <QueryStatus query={preferences} noun="preferences" />
      {preferences.data && (
        <>
          <p className="mt-4 text-sm" data-testid="notification-address">
            {preferences.data.email ? (
              <>
                {PREFERENCES_PANEL.emailTo} <span className="font-medium break-all">{preferences.data.email}</span>.{" "}
              </>
            ) : (
              `${PREFERENCES_PANEL.noEmail} `
            )}
            <Link to={`${ACCOUNT_PAGE.path}#email`} className="text-primary underline underline-offset-4">
              {PREFERENCES_PANEL.changeEmail}
            </Link>
          </p>
          <ul className="mt-2 divide-y divide-border border-t border-border">
            {preferences.data.events.map((preference) => (
              <EventRow
                key={preference.event}
                preference={preference}
                hasAddress={Boolean(preferences.data.email)}
                save={save}
              />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
