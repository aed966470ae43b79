import { useMutation, useQuery } from "@tanstack/react-query";
import type { SmsSendInput, SmsSettingsUpdate } from "../../../../worker/contract/sms";
import { callApi } from "../../../lib/api";
import { apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

export const useSmsSettings = () => useQuery(apiQuery("GET /api/sms/settings"));
export const useSmsMessages = () => useQuery(apiQuery("GET /api/sms/messages"));

export function useSaveSmsSetting() {
  return useMutation({
    mutationFn: (change: SmsSettingsUpdate) => callApi("POST /api/sms/settings", { body: { ...change } }),
    onSuccess: (settings) => queryClient.setQueryData(apiQueryKey("GET /api/sms/settings"), settings),
  });
}

export function useSendSms() {
  return useMutation({
    mutationFn: (input: SmsSendInput) => callApi("POST /api/sms/send", { body: { ...input } }),
    // A refused or failed send may still be on record, and the texts' backlog (on the settings answer) may have moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/sms/messages") }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/sms/settings") }),
      ]),
  });
}
