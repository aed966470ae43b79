import { type FormEvent, useEffect, useState } from "react";
import {
  APPLICATION_SCOPES,
  type ApplicationScope,
  type EventPreference,
  type NotificationPreferencesUpdate,
} from "../../../../worker/contract/notifications";
import { APPLICATION_SCOPE_LABELS, NOTIFICATION_EVENT_LABELS, PREFERENCES_PANEL } from "../../../content/notifications";
import { ApiError } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Field, Input, Select } from "../../ui/form";
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

/** The user's own notification preferences: their address for emails and a row per event. */
export function PreferencesPanel() {
  const preferences = useNotificationPreferences();
  const saveMutation = useSavePreferences();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const saved = preferences.data?.email ?? "";
  useEffect(() => setEmail(saved), [saved]);

  const save = (change: NotificationPreferencesUpdate) =>
    saveMutation.mutate(change, { onSuccess: () => toast({ title: PREFERENCES_PANEL.saved }), onError: failed });

  function onSaveEmail(event: FormEvent) {
    event.preventDefault();
    setEmailError(undefined);
    saveMutation.mutate(
      { email: email.trim() || null },
      {
        onSuccess: () => toast({ title: PREFERENCES_PANEL.saved }),
        onError: (error) =>
          setEmailError(
            (error instanceof ApiError && error.serverMessage) || "The address could not be saved. Please try again.",
          ),
      },
    );
  }

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
          <form onSubmit={onSaveEmail} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <Field
              label={PREFERENCES_PANEL.emailLabel}
              hint={PREFERENCES_PANEL.emailHint}
              error={emailError}
              className="sm:w-96"
            >
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </Field>
            <Button
              type="submit"
              variant="outline"
              disabled={saveMutation.isPending || email.trim() === saved}
              className="sm:mb-6"
            >
              {PREFERENCES_PANEL.save}
            </Button>
          </form>
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
