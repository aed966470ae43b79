import { Eye, Pencil, Trash2 } from "lucide-react";
import type { EmailTemplateView } from "#contract/conversations";
import { Button } from "../../ui/button";
import { ACTIONS_HEADER, AdminTable } from "../AdminTable";
import { formatDateTime } from "../labels";

type OnTemplate = (template: EmailTemplateView) => void;

/** The templates with their subject and last change, each to preview, edit or delete. */
export function TemplatesTable({
  rows,
  onPreview,
  onEdit,
  onDelete,
}: {
  rows: EmailTemplateView[];
  onPreview: OnTemplate;
  onEdit: OnTemplate;
  onDelete: OnTemplate;
}) {
  return (
    <AdminTable
      rows={rows}
      rowKey={(template) => template.id}
      testId="email-templates"
      alignTop
      columns={[
        {
          header: "Template",
          cell: (template) => (
            <>
              <p className="font-medium wrap-break-word">{template.name}</p>
              <p className="mt-0.5 text-sm text-muted-foreground wrap-anywhere">{template.subject}</p>
            </>
          ),
        },
        {
          header: "Changed",
          className: "hidden sm:table-cell",
          cell: (template) => <span className="text-sm">{formatDateTime(template.updatedAt)}</span>,
        },
        {
          header: ACTIONS_HEADER,
          cell: (template) => (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => onPreview(template)}>
                <Eye aria-hidden />
                Preview
                <span className="sr-only"> {template.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => onEdit(template)}>
                <Pencil aria-hidden />
                Edit
                <span className="sr-only"> {template.name}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => onDelete(template)}>
                <Trash2 aria-hidden />
                Delete
                <span className="sr-only"> {template.name}</span>
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
