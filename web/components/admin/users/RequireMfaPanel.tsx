import { useId } from "react";
import { USER_SECURITY } from "../../../content/account";
import { ApiError } from "../../../lib/api";
import { Switch } from "../../ui/switch";
import { toast } from "../../ui/toast";
import { useSaveSecuritySettings, useSecuritySettings } from "../account/account-queries";

/** "Require two-factor sign-in for all staff", the Users screen's one setting (admins only, like the screen). */
export function RequireMfaPanel() {
  const id = useId();
  const settings = useSecuritySettings(true);
  const save = useSaveSecuritySettings();
  return (
    <section
      className="mt-6 flex items-start gap-4 rounded-lg border border-border bg-white p-4 sm:p-6"
      aria-labelledby={`${id}-label`}
    >
      <Switch
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        checked={settings.data?.requireMfa ?? false}
        disabled={!settings.data || save.isPending}
        onCheckedChange={(requireMfa) =>
          save.mutate(requireMfa, {
            onSuccess: () => toast({ title: requireMfa ? USER_SECURITY.requireOn : USER_SECURITY.requireOff }),
            onError: (error) =>
              toast({
                title: "Setting not saved",
                description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
                variant: "destructive",
              }),
          })
        }
        className="mt-0.5"
      />
      <div>
        <label id={`${id}-label`} htmlFor={id} className="font-semibold text-primary">
          {USER_SECURITY.requireTitle}
        </label>
        <p id={`${id}-text`} className="mt-1 text-sm text-muted-foreground">
          {USER_SECURITY.requireText}
        </p>
      </div>
    </section>
  );
}
