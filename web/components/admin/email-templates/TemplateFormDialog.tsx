import type { FormEvent } from "react";
import type { EmailTemplateView } from "#contract/conversations";
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, TEMPLATE_NAME_MAX } from "#contract/conversations";
import { MERGE_FIELDS, mergeTag } from "#contract/merge-fields";
import { EMAIL_TEMPLATES_PAGE } from "../../../content/email-templates";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Field, Input, Textarea } from "../../ui/form";
import { toast } from "../../ui/toast";
import { useDialogForm } from "../use-dialog-form";
import { useSaveTemplate } from "./template-queries";

interface FormState {
  name: string;
  subject: string;
  body: string;
}

const fromTemplate = (template: EmailTemplateView | undefined): FormState => ({
  name: template?.name ?? "",
  subject: template?.subject ?? "",
  body: template?.body ?? "",
});

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
    const missing: Record<string, string> = {};
    if (!form.name.trim()) missing.name = "Name is required";
    if (!form.subject.trim()) missing.subject = "Subject is required";
    if (!form.body.trim()) missing.body = "Body is required";
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
          <Field label="Name" required error={errors.name}>
            {(p) => (
              <Input
                {...p}
                name="name"
                value={form.name}
                onChange={(e) => set("name", e.target.value)}
                maxLength={TEMPLATE_NAME_MAX}
              />
            )}
          </Field>
          <Field label="Subject" required error={errors.subject}>
            {(p) => (
              <Input
                {...p}
                name="subject"
                value={form.subject}
                onChange={(e) => set("subject", e.target.value)}
                maxLength={EMAIL_SUBJECT_MAX}
              />
            )}
          </Field>
          <Field label="Body" required error={errors.body}>
            {(p) => (
              <Textarea
                {...p}
                name="body"
                rows={8}
                value={form.body}
                onChange={(e) => set("body", e.target.value)}
                maxLength={EMAIL_BODY_MAX}
              />
            )}
          </Field>
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
