import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import {
  CLIENT_ACTIVITY_PAGE_DEFAULT,
  CLIENTS_PAGE_DEFAULT,
  type ClientCreateInput,
  type ClientUpdateInput,
  type ContactCreateInput,
  type ContactUpdateInput,
} from "#contract/clients";
import { CONTACT_EMAILS_PAGE_DEFAULT } from "#contract/conversations";
import { callApi } from "../../../lib/api";
import { apiPageQuery, apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the Clients screens: one place for their keys and what a change refreshes. */

export const CLIENTS_PAGE_SIZE = CLIENTS_PAGE_DEFAULT;

/** One page of clients with the total of the search (`X-Total-Count`); `page` is 1-based. */
export function useClients({ q, page }: { q?: string; page: number }) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/clients", undefined, {
      q,
      limit: CLIENTS_PAGE_SIZE,
      offset: (page - 1) * CLIENTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export const useClient = (id: string) => useQuery(apiQuery("GET /api/admin/clients/:id", { id }));

/** Rows per page of a client's submittals and placements on its page. */
export const CLIENT_DESK_PAGE_SIZE = 10;
export const CLIENT_ACTIVITY_PAGE_SIZE = CLIENT_ACTIVITY_PAGE_DEFAULT;

/** One page (1-based) of a client's submittals with their answers, newest first, from the submittals' own list. */
export function useClientSubmittals(clientId: string, page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/submittals", undefined, {
      clientId,
      limit: CLIENT_DESK_PAGE_SIZE,
      offset: (page - 1) * CLIENT_DESK_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** One page (1-based) of a client's placements with their fees, newest start first. */
export function useClientPlacements(clientId: string, page: number) {
  return useQuery({
    ...apiPageQuery("GET /api/admin/placements", undefined, {
      clientId,
      limit: CLIENT_DESK_PAGE_SIZE,
      offset: (page - 1) * CLIENT_DESK_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

/** One page (1-based) of the client's history with its contacts', job orders', submittals' and placements'. */
export function useClientActivity(clientId: string, page: number) {
  return useQuery({
    ...apiPageQuery(
      "GET /api/admin/clients/:id/activity",
      { id: clientId },
      { limit: CLIENT_ACTIVITY_PAGE_SIZE, offset: (page - 1) * CLIENT_ACTIVITY_PAGE_SIZE },
    ),
    placeholderData: keepPreviousData,
  });
}

/** Clients with their contacts for the job form's pickers; `enabled` only while the form is open. */
export const useClientChoices = (enabled: boolean) =>
  useQuery({ ...apiQuery("GET /api/admin/clients/choices"), enabled, retry: false });

/** The prefix covers the list, the choices and every client. */
function refreshClients() {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/clients") });
}

export function useSaveClient() {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ClientCreateInput | ClientUpdateInput }) =>
      id
        ? callApi("PATCH /api/admin/clients/:id", { params: { id }, body: { ...input } })
        : callApi("POST /api/admin/clients", { body: { ...(input as ClientCreateInput) } }),
    onSuccess: refreshClients,
  });
}

export function useSaveContact(clientId: string) {
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContactCreateInput | ContactUpdateInput }) =>
      id
        ? callApi("PATCH /api/admin/clients/:id/contacts/:contactId", {
            params: { id: clientId, contactId: id },
            body: { ...input },
          })
        : callApi("POST /api/admin/clients/:id/contacts", {
            params: { id: clientId },
            body: { ...(input as ContactCreateInput) },
          }),
    onSuccess: refreshClients,
  });
}

export function useDeleteContact(clientId: string) {
  return useMutation({
    mutationFn: (contactId: string) =>
      callApi("DELETE /api/admin/clients/:id/contacts/:contactId", { params: { id: clientId, contactId } }),
    onSuccess: refreshClients,
  });
}

export const CONTACT_EMAILS_PAGE_SIZE = CONTACT_EMAILS_PAGE_DEFAULT;

/** One page (1-based) of the emails with a client's contact, newest first, with their total. */
export function useContactEmails(clientId: string, contactId: string, page: number) {
  return useQuery({
    ...apiPageQuery(
      "GET /api/admin/clients/:id/contacts/:contactId/emails",
      { id: clientId, contactId },
      { limit: CONTACT_EMAILS_PAGE_SIZE, offset: (page - 1) * CONTACT_EMAILS_PAGE_SIZE },
    ),
    placeholderData: keepPreviousData,
  });
}

/** Emails a client's contact on their thread; refreshes the client (its prefix covers the conversation and history). */
export function useEmailContact(clientId: string, contactId: string) {
  return useMutation({
    mutationFn: (email: { subject: string; body: string }) =>
      callApi("POST /api/admin/clients/:id/contacts/:contactId/emails", {
        params: { id: clientId, contactId },
        body: email,
      }),
    onSuccess: refreshClients,
  });
}
