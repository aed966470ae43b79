import type { FormEvent } from "react";
import type { EmailTemplateView } from "#contract/conversations";
import { MERGE_FIELDS, mergeTag } from "#contract/merge-fields";
import { EMAIL_TEMPLATES_PAGE } from "../../../content/email-templates";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { TemplateFields } from "./TemplateFields";
import { fromTemplate, missingFields } from "./template-form-state";
import { useSaveTemplate } from "./template-queries";

/** The merge fields a template may use, each with what it is filled in with. */
export function MergeFieldList() {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="merge-fields">
      {MERGE_FIELDS.map((field) => (
        <div key={field.name} className="contents">
          <dt className="font-mono text-xs wrap-anywhere">{mergeTag(field.name)}</dt>
          <dd className="text-muted-foreground">{field.label}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Add or edit a template; the server checks the merge fields and names an unknown one under its field. */
export function TemplateFormDialog({
  template,
  open,
  onOpenChange,
}: {
  template?: EmailTemplateView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveTemplate();
  const {
    values: form,
    set,
    errors,
    setErrors,
    submitting,
    failed,
  } = useDialogForm({
    open,
    source: template,
    initial: fromTemplate,
    saving: [save],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(form);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    save.mutate(
      { id: template?.id, input: { name: form.name.trim(), subject: form.subject.trim(), body: form.body.trim() } },
      {
        onSuccess: () => {
          toast({ title: template ? "Template saved" : "Template added" });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: failed(error)?.serverMessage ?? "The template could not be saved.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{template ? `Edit ${template.name}` : EMAIL_TEMPLATES_PAGE.add}</DialogTitle>
        <DialogDescription>
          Write merge fields in double braces, e.g. {mergeTag("candidate.firstName")}.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <TemplateFields form={form} set={set} errors={errors} />
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">{EMAIL_TEMPLATES_PAGE.fields}</summary>
            <div className="mt-2">
              <MergeFieldList />
            </div>
          </details>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
