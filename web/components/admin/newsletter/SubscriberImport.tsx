import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { NewsletterImportResult } from "#contract/newsletter";
import { callApi } from "../../../lib/api";
import { Button } from "../../ui/button";
import { Input, Label } from "../../ui/form";
import { toast } from "../../ui/toast";
import { errorText } from "../content/labels";

/** A CSV of consenting addresses to import, and what the import did line by line. */
export function SubscriberImport({ onImported }: { onImported: () => Promise<unknown> }) {
  const [result, setResult] = useState<NewsletterImportResult>();
  const importCsv = useMutation({
    mutationFn: (csv: string) =>
      callApi("POST /api/admin/newsletter-subscribers/import", { body: { csv, consent: true as const } }),
    onSuccess: (answer) => {
      setResult(answer);
      void onImported();
    },
    onError: (error) => toast({ title: "Error", description: errorText(error), variant: "destructive" }),
  });
  return (
    <>
      <form
        className="mt-4 flex flex-col gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          const file = new FormData(event.currentTarget).get("csv");
          if (file instanceof File && file.size > 0) importCsv.mutate(await file.text());
        }}
      >
        <Label htmlFor="newsletter-csv">Import a CSV of addresses that agreed to receive the newsletter</Label>
        <Input id="newsletter-csv" name="csv" type="file" accept=".csv,text/csv" />
        <Button type="submit" variant="outline" size="sm" disabled={importCsv.isPending}>
          Import (I confirm they consented)
        </Button>
      </form>
      {result && (
        <div className="mt-2 text-sm" role="status">
          {result.imported} imported, {result.existing} already on the list, {result.suppressed} erased (skipped).
          {result.invalid.map((row) => (
            <p key={row.line} className="text-red-700">
              Line {row.line}: {row.value} ({row.message})
            </p>
          ))}
        </div>
      )}
    </>
  );
}
