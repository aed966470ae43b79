import { useMutation, useQuery } from "@tanstack/react-query";
import { ALREADY_EXPORTED_HEADER, NEW_LINES_HEADER } from "#contract/billing";
import type { BillingFile } from "#contract/billing-enums";
import { fetchApiFile } from "../../../lib/api-file";
import { apiQuery, apiQueryKey, queryClient } from "../../../lib/query-client";

/** Queries and mutations of the billing screen (issue 48 item 3): the week's lines and its two files. */

export const useBillingWeek = (week: string) => useQuery(apiQuery("GET /api/admin/billing", undefined, { week }));

/** What an export put in its file, from the answer's headers. */
export interface ExportOutcome {
  file: BillingFile;
  newLines: number;
  alreadyExported: number;
}

/** Saves a file the browser was handed, under the server's name for it. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** Exports the week's lines its file has not taken yet, downloads the file, and refreshes the week. */
export function useExportBilling(week: string) {
  return useMutation({
    mutationFn: async (file: BillingFile): Promise<ExportOutcome> => {
      const answer = await fetchApiFile("/api/admin/billing/exports", { week, file }, `${file}-week-${week}.csv`);
      saveFile(answer.blob, answer.filename);
      return {
        file,
        newLines: Number(answer.headers.get(NEW_LINES_HEADER) ?? 0),
        alreadyExported: Number(answer.headers.get(ALREADY_EXPORTED_HEADER) ?? 0),
      };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey("GET /api/admin/billing") }),
  });
}
