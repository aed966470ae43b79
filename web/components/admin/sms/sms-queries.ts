import { useMutation, useQuery } from "@tanstack/react-query";
import type { SmsSendInput, SmsServiceStatus, SmsSettingsUpdate } from "../../../../worker/contract/sms";
import { apiFetch } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";

export interface SmsSettingsView {
  tollFreeNumber: string | null;
  monthlyVolume: number;
  useCaseCategories: string[];
  optInType: string;
  optInWorkflowImageUrl: string | null;
  useCaseDescription: string | null;
  messageContent: string;
  isVerified: boolean;
  isActive: boolean;
  service: SmsServiceStatus;
}

export interface SmsMessageView {
  id: string;
  toNumber: string;
  message: string;
  messageType: string;
  status: string;
  errorMessage: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
}

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
