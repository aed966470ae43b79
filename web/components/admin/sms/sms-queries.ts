import { useMutation, useQuery } from "@tanstack/react-query";
import type { SmsMessageView, SmsSendInput, SmsSettingsUpdate, SmsSettingsView } from "../../../../worker/contract/sms";
import { apiFetch } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";

export const SMS_SETTINGS_KEY = ["/api/sms/settings"] as const;
export const SMS_MESSAGES_KEY = ["/api/sms/messages"] as const;

export const useSmsSettings = () => useQuery<SmsSettingsView>({ queryKey: SMS_SETTINGS_KEY });
export const useSmsMessages = () => useQuery<SmsMessageView[]>({ queryKey: SMS_MESSAGES_KEY });

export function useSaveSmsSetting() {
  return useMutation({
    mutationFn: (change: SmsSettingsUpdate) => apiFetch<SmsSettingsView>("/api/sms/settings", { method: "POST", body: { ...change } }),
    onSuccess: (settings) => queryClient.setQueryData(SMS_SETTINGS_KEY, settings),
  });
}

export function useSendSms() {
  return useMutation({
    mutationFn: (input: SmsSendInput) => apiFetch<SmsMessageView>("/api/sms/send", { method: "POST", body: { ...input } }),
    // A refused or failed send may still be on record.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SMS_MESSAGES_KEY }),
  });
}
