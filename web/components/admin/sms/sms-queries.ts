import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { SmsMessageType, SmsStatus } from "#contract/enums";
import {
  SMS_MESSAGES_PAGE_DEFAULT,
  type SmsMessageSort,
  type SmsSendInput,
  type SmsSettingsUpdate,
} from "#contract/sms";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

export const useSmsSettings = () => useQuery(apiQuery("GET /api/sms/settings"));
export const SMS_MESSAGES_PAGE_SIZE = SMS_MESSAGES_PAGE_DEFAULT;

export interface SmsMessageFilters {
  q?: string;
  status?: SmsStatus;
  type?: SmsMessageType;
  sort?: SmsMessageSort;
  page: number;
}

/** One page of the text message history with the total of the filter. */
export const useSmsMessages = ({ page, ...filters }: SmsMessageFilters) =>
  useQuery({
    ...apiPageQuery("GET /api/sms/messages", undefined, {
      ...filters,
      limit: SMS_MESSAGES_PAGE_SIZE,
      offset: (page - 1) * SMS_MESSAGES_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

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
