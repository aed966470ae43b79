import { useEffect, useState } from "react";
import type { SmsSettingsUpdate, SmsSettingsView } from "#contract/sms";
import { ApiError } from "../../../lib/api";
import { toast } from "../../ui/toast";
import { useSaveSmsSetting } from "./sms-queries";

/**
 * The settings form's state: each change saved on its own (`persist`), the text fields kept locally until they are
 * left (`saveText`, which saves only a changed value), and the API's complaint per field.
 */
export function useSmsSettingsForm(settings: SmsSettingsView) {
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

  return { errors, text, setText, persist, saveText };
}
