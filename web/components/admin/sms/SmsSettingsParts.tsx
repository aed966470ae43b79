import { SMS_USE_CASE_CATEGORIES } from "#contract/enums";
import type { SmsSettingsUpdate, SmsSettingsView } from "#contract/sms";
import { Checkbox } from "../../ui/form";
import { Switch } from "../../ui/switch";

/** The service's on/off switch, and whether texts can be sent now. */
export function SmsActiveSwitch({
  settings,
  onChange,
}: {
  settings: SmsSettingsView;
  onChange: (isActive: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3 sm:col-span-2">
      <Switch id="sms-active" checked={settings.isActive} onCheckedChange={onChange} aria-label="SMS service active" />
      <label htmlFor="sms-active" className="text-sm font-medium">
        SMS service active
      </label>
      <span className="text-sm text-muted-foreground">
        {settings.service.configured ? "Texts can be sent." : settings.service.reason}
      </span>
    </div>
  );
}

type Categories = SmsSettingsUpdate["useCaseCategories"];

/** The use-case categories as boxes; each change saves the whole list. */
export function UseCaseCategories({
  chosen,
  error,
  onChange,
}: {
  chosen: SmsSettingsView["useCaseCategories"];
  error: string | undefined;
  onChange: (categories: Categories) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Use-case categories</legend>
      {SMS_USE_CASE_CATEGORIES.map((category) => (
        <label key={category} className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={chosen.includes(category)}
            onChange={(e) => {
              const next = e.target.checked ? [...chosen, category] : chosen.filter((c) => c !== category);
              onChange(next as Categories);
            }}
          />
          {category}
        </label>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
