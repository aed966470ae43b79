import { BULK_COUNT_MAX } from "#contract/content-generation";
import { CONTENT_CATEGORIES, type ContentCategory } from "#contract/site-enums";
import { Field, Input, Select } from "../../ui/form";

/** The batch's category ("" for every one in turn) and its number of articles, as typed. */
export function BulkTargetFields({
  category,
  onCategory,
  countText,
  countError,
  onCount,
}: {
  category: ContentCategory | "";
  onCategory: (category: ContentCategory | "") => void;
  countText: string;
  countError: string | undefined;
  onCount: (text: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Category">
        {(p) => (
          <Select {...p} value={category} onChange={(e) => onCategory(e.target.value as ContentCategory | "")}>
            <option value="">All ten categories, in turn</option>
            {CONTENT_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Number of articles" hint={`From 1 to ${BULK_COUNT_MAX}.`} error={countError}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={1}
            max={BULK_COUNT_MAX}
            step={1}
            value={countText}
            onChange={(e) => onCount(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
