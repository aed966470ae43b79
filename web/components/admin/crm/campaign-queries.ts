import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import {
  CAMPAIGNS_PAGE_DEFAULT,
  type CampaignCreateInput,
  type CampaignMessageState,
  type CampaignPreviewInput,
  type CampaignTestInput,
} from "#contract/campaigns";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Campaigns (decision 116): the list, one campaign's messages, and the count, test and send before it. */

/** A campaign's progress and states move while it fans out: its page asks again every few seconds until it is sent. */
const WHILE_SENDING_MS = 3000;

export const useCampaigns = (page: number) =>
  useQuery({
    ...apiPageQuery("GET /api/admin/campaigns", undefined, {
      limit: CAMPAIGNS_PAGE_DEFAULT,
      offset: (page - 1) * CAMPAIGNS_PAGE_DEFAULT,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.rows.some((campaign) => campaign.status === "sending") ? WHILE_SENDING_MS : false,
  });

export const useCampaign = (id: string, state: CampaignMessageState | undefined) =>
  useQuery({
    ...apiQuery("GET /api/admin/campaigns/:id", { id }, state ? { state } : undefined),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.campaign.status === "sent" ? false : WHILE_SENDING_MS),
  });

export const usePreviewCampaign = () =>
  useMutation({ mutationFn: (body: CampaignPreviewInput) => callApi("POST /api/admin/campaigns/preview", { body }) });

export const useTestCampaign = () =>
  useMutation({ mutationFn: (body: CampaignTestInput) => callApi("POST /api/admin/campaigns/test", { body }) });

export const useSendCampaign = () =>
  useMutation({
    mutationFn: (body: CampaignCreateInput) => callApi("POST /api/admin/campaigns", { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/campaigns") }),
  });
