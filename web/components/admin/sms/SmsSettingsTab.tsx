import { SMS_MONTHLY_VOLUMES, SMS_OPT_IN_TYPES } from "#contract/enums";
import type { SmsSettingsUpdate, SmsSettingsView } from "#contract/sms";
import { Checkbox, Field, Input, Select, Textarea } from "../../ui/form";
import { SmsActiveSwitch, UseCaseCategories } from "./SmsSettingsParts";
import { useSmsSettingsForm } from "./use-sms-settings-form";

/** The firm's SMS registration. Every edit is saved on its own, as the spec says: selects at once, text on leaving the field. */
export function SmsSettingsTab({ settings }: { settings: SmsSettingsView }) {
  const { errors, text, setText, persist, saveText } = useSmsSettingsForm(settings);

  return (
    <section aria-labelledby="sms-settings-heading" className="rounded-lg border border-border bg-white p-4 sm:p-6">
      <h2 id="sms-settings-heading" className="text-lg font-semibold text-primary">
        Settings
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <SmsActiveSwitch settings={settings} onChange={(isActive) => persist({ isActive })} />
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
        <UseCaseCategories
          chosen={settings.useCaseCategories}
          error={errors.useCaseCategories}
          onChange={(useCaseCategories) => persist({ useCaseCategories })}
        />
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
