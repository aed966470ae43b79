import { Plus } from "lucide-react";
import { useState } from "react";
import type { EmailTemplateView } from "#contract/conversations";
import { MergeFieldList, TemplateFormDialog } from "../../components/admin/email-templates/TemplateFormDialog";
import { TemplatesTable } from "../../components/admin/email-templates/TemplatesTable";
import {
  useDeleteTemplate,
  useEmailTemplates,
  usePreviewCandidates,
  useTemplatePreview,
} from "../../components/admin/email-templates/template-queries";
import { Panel, QueryStatus } from "../../components/admin/Panel";
import { useConfirmDelete } from "../../components/admin/use-confirm-delete";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { Field, Select } from "../../components/ui/form";
import { EMAIL_TEMPLATES_PAGE } from "../../content/email-templates";
import { ApiError } from "../../lib/api";
import { PageHead } from "../../lib/head";

/** A template filled in for the candidate chosen: what they would receive, or why it cannot be filled in. */
function TemplatePreview({ template }: { template: EmailTemplateView }) {
  const candidates = usePreviewCandidates();
  const [candidateId, setCandidateId] = useState<string | undefined>();
  const preview = useTemplatePreview(template.id, candidateId);
  return (
    <Panel id="template-preview" title={`${EMAIL_TEMPLATES_PAGE.preview}: ${template.name}`} className="mt-6">
      <Field label={EMAIL_TEMPLATES_PAGE.previewCandidate} className="mt-4 max-w-sm">
        {(p) => (
          <Select {...p} value={candidateId ?? ""} onChange={(e) => setCandidateId(e.target.value || undefined)}>
            <option value="">{EMAIL_TEMPLATES_PAGE.previewChoose}</option>
            {(candidates.data ?? []).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.firstName} {candidate.lastName} ({candidate.email})
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!candidateId && <p className="mt-4 text-muted-foreground">{EMAIL_TEMPLATES_PAGE.previewEmpty}</p>}
      {preview.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {(preview.error instanceof ApiError && preview.error.serverMessage) || "The preview could not be made."}
        </p>
      )}
      {preview.data && (
        <div className="mt-4 rounded-md border border-border p-4" data-testid="template-preview">
          <p className="font-semibold wrap-anywhere">{preview.data.subject}</p>
          <p className="mt-3 text-sm whitespace-pre-wrap wrap-anywhere">{preview.data.body}</p>
        </div>
      )}
    </Panel>
  );
}

/** /admin/email-templates: the emails recruiters reuse, with merge fields, and a preview for a chosen candidate. */
export default function EmailTemplatesPage() {
  const templates = useEmailTemplates();
  const rows = templates.data ?? [];
  const [editing, setEditing] = useState<EmailTemplateView | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [previewing, setPreviewing] = useState<string | undefined>();
  const deletion = useConfirmDelete<EmailTemplateView>(useDeleteTemplate(), {
    deleted: "Template deleted",
    failed: (error) => ({
      title: "Error",
      description: (error instanceof ApiError && error.serverMessage) || "The template could not be deleted.",
    }),
  });
  const previewed = rows.find((template) => template.id === previewing);

  const openForm = (template?: EmailTemplateView) => {
    setEditing(template);
    setFormOpen(true);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead
        title={`${EMAIL_TEMPLATES_PAGE.title} | Admin Dashboard`}
        description={EMAIL_TEMPLATES_PAGE.intro}
        noIndex
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">{EMAIL_TEMPLATES_PAGE.title}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{EMAIL_TEMPLATES_PAGE.intro}</p>
        </div>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden />
          {EMAIL_TEMPLATES_PAGE.add}
        </Button>
      </div>

      <Panel id="templates" title="Templates" className="mt-6">
        <QueryStatus query={templates} noun="templates" empty={EMAIL_TEMPLATES_PAGE.empty} />
        {rows.length > 0 && (
          <TemplatesTable
            rows={rows}
            onPreview={(template) => setPreviewing(template.id)}
            onEdit={openForm}
            onDelete={deletion.ask}
          />
        )}
      </Panel>

      {previewed && <TemplatePreview key={previewed.id} template={previewed} />}

      <Panel id="merge-fields" title={EMAIL_TEMPLATES_PAGE.fields} className="mt-6">
        <div className="mt-4">
          <MergeFieldList />
        </div>
      </Panel>

      <TemplateFormDialog template={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete template"
        description={`Delete the template "${deletion.target?.name ?? ""}"? Emails already sent keep their text.`}
      />
    </div>
  );
}
