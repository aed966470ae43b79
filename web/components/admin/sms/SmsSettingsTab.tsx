import { useEffect, useState } from "react";
import { SMS_MONTHLY_VOLUMES, SMS_OPT_IN_TYPES, SMS_USE_CASE_CATEGORIES } from "#contract/enums";
import type { SmsSettingsUpdate, SmsSettingsView } from "#contract/sms";
import { ApiError } from "../../../lib/api";
import { Checkbox, Field, Input, Select, Textarea } from "../../ui/form";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { useSaveSmsSetting } from "./sms-queries";

/** The firm's SMS registration. Every edit is saved on its own, as the spec says: selects at once, text on leaving the field. */
export function SmsSettingsTab({ settings }: { settings: SmsSettingsView }) {
  const save = useSaveSmsSetting();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [text, setText] = useState({
    tollFreeNumber: settings.tollFreeNumber ?? "",
    optInWorkflowImageUrl: settings.optInWorkflowImageUrl ?? "",
    useCaseDescription: settings.useCaseDescription ?? "",
    messageContent: settings.messageContent,
  });
  useEffect(() => {
    setText({
      tollFreeNumber: settings.tollFreeNumber ?? "",
      optInWorkflowImageUrl: settings.optInWorkflowImageUrl ?? "",
      useCaseDescription: settings.useCaseDescription ?? "",
      messageContent: settings.messageContent,
    });
  }, [settings]);

  function persist(change: SmsSettingsUpdate) {
    const [field] = Object.keys(change);
    save.mutate(change, {
      onSuccess: () => {
        setErrors((current) => ({ ...current, [field!]: "" }));
        toast({ title: "Settings Updated" });
      },
      onError: (error) => {
        const apiError = error instanceof ApiError ? error : undefined;
        const issue = apiError?.issues?.[0]?.message;
        if (issue) setErrors((current) => ({ ...current, [field!]: issue }));
        toast({
          title: "Error",
          description: `Failed to update settings: ${issue ?? apiError?.serverMessage ?? error.message}`,
          variant: "destructive",
        });
      },
    });
  }

  function saveText(field: keyof typeof text, nullable: boolean) {
    const value = text[field].trim();
    const current = (settings[field] as string | null) ?? "";
    if (value === current) return;
    persist({ [field]: value === "" && nullable ? null : value } as SmsSettingsUpdate);
  }

  return (
    <section aria-labelledby="sms-settings-heading" className="rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 id="sms-settings-heading" className="text-lg font-semibold text-primary">
        Settings
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div className="flex items-center gap-3 sm:col-span-2">
          <Switch
            id="sms-active"
            checked={settings.isActive}
            onCheckedChange={(isActive) => persist({ isActive })}
            aria-label="SMS service active"
          />
          <label htmlFor="sms-active" className="text-sm font-medium">
            SMS service active
          </label>
          <span className="text-sm text-muted-foreground">
            {settings.service.configured ? "Texts can be sent." : settings.service.reason}
          </span>
        </div>
        <Field label="Toll-free number" error={errors.tollFreeNumber} hint="E.164, e.g. +18005550142">
          {(p) => (
            <Input
              {...p}
              type="tel"
              value={text.tollFreeNumber}
              onChange={(e) => setText({ ...text, tollFreeNumber: e.target.value })}
              onBlur={() => saveText("tollFreeNumber", true)}
            />
          )}
        </Field>
        <Field label="Monthly volume" error={errors.monthlyVolume}>
          {(p) => (
            <Select
              {...p}
              value={settings.monthlyVolume}
              onChange={(e) => persist({ monthlyVolume: Number(e.target.value) as SmsSettingsUpdate["monthlyVolume"] })}
            >
              {SMS_MONTHLY_VOLUMES.map((volume) => (
                <option key={volume} value={volume}>
                  {volume.toLocaleString()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Use-case categories</legend>
          {SMS_USE_CASE_CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={settings.useCaseCategories.includes(category)}
                onChange={(e) => {
                  const next = e.target.checked
                    ? [...settings.useCaseCategories, category]
                    : settings.useCaseCategories.filter((c) => c !== category);
                  persist({ useCaseCategories: next as SmsSettingsUpdate["useCaseCategories"] });
                }}
              />
              {category}
            </label>
          ))}
          {errors.useCaseCategories && <p className="text-sm text-red-700">{errors.useCaseCategories}</p>}
        </fieldset>
        <Field label="Opt-in type" error={errors.optInType}>
          {(p) => (
            <Select
              {...p}
              value={settings.optInType}
              onChange={(e) => persist({ optInType: e.target.value as SmsSettingsUpdate["optInType"] })}
            >
              {SMS_OPT_IN_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Opt-in workflow image URL" error={errors.optInWorkflowImageUrl} className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              type="url"
              value={text.optInWorkflowImageUrl}
              onChange={(e) => setText({ ...text, optInWorkflowImageUrl: e.target.value })}
              onBlur={() => saveText("optInWorkflowImageUrl", true)}
            />
          )}
        </Field>
        <Field label="Use-case description" error={errors.useCaseDescription} className="sm:col-span-2">
          {(p) => (
            <Textarea
              {...p}
              value={text.useCaseDescription}
              onChange={(e) => setText({ ...text, useCaseDescription: e.target.value })}
              onBlur={() => saveText("useCaseDescription", true)}
            />
          )}
        </Field>
        <Field
          label="Opt-in message"
          error={errors.messageContent}
          className="sm:col-span-2"
          hint={`${text.messageContent.length} characters`}
        >
          {(p) => (
            <Textarea
              {...p}
              value={text.messageContent}
              onChange={(e) => setText({ ...text, messageContent: e.target.value })}
              onBlur={() => saveText("messageContent", false)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={settings.isVerified} onChange={(e) => persist({ isVerified: e.target.checked })} />
          Toll-free number verified by the carrier
        </label>
      </div>
    </section>
  );
}
