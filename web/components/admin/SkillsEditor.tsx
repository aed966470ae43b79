import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { normalizeSkills, skillKey } from "#contract/skills";
import { Button } from "../ui/button";
import { Input, Label } from "../ui/form";

/**
 * A list of skills as chips (issue 46): each removable, a free-text add (Enter or the button), and suggestions
 * offered as one-click adds. The caller keeps the list and says what a suggestion or an add does (`onChange`).
 */
export function SkillsEditor({
  label,
  skills,
  suggestions,
  onChange,
  max,
  maxLength,
  error,
}: {
  /** "Required skills": names the list, its input and each chip's remove button. */
  label: string;
  skills: readonly string[];
  /** Offered as "+ name" buttons; those already in the list are not shown. */
  suggestions: readonly string[];
  onChange: (skills: string[]) => void;
  max: number;
  maxLength: number;
  error?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const chosen = new Set(skills.map(skillKey));
  const offered = suggestions.filter((skill) => !chosen.has(skillKey(skill)));
  const full = skills.length >= max;
  const add = (skill: string) => {
    if (!skill.trim() || full) return;
    onChange(normalizeSkills([...skills, skill]));
  };
  const addDraft = () => {
    add(draft);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the skill rather than submitting the job.
    if (event.key !== "Enter") return;
    event.preventDefault();
    addDraft();
  };
  const lower = label.toLowerCase();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <SkillChips
        label={label}
        skills={skills}
        onRemove={(skill) => onChange(skills.filter((kept) => skillKey(kept) !== skillKey(skill)))}
      />
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={full ? `At most ${max} skills` : "Add a skill"}
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={addDraft} disabled={full || !draft.trim()}>
          Add
        </Button>
      </div>
      {offered.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="text-muted-foreground">Suggested:</span>
          {offered.map((skill) => (
            <button
              key={skillKey(skill)}
              type="button"
              disabled={full}
              aria-label={`Add ${skill} to ${lower}`}
              className="inline-flex items-center gap-0.5 rounded-full border border-dashed border-border px-2 py-0.5 text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
              onClick={() => add(skill)}
            >
              <Plus className="size-3" aria-hidden />
              {skill}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The list's skills as chips, each with a button that removes it; "None yet." when empty. */
function SkillChips({
  label,
  skills,
  onRemove,
}: {
  label: string;
  skills: readonly string[];
  onRemove: (skill: string) => void;
}) {
  return (
    <ul className="flex min-h-6 flex-wrap gap-1.5" aria-label={label}>
      {skills.length === 0 && <li className="text-sm text-muted-foreground">None yet.</li>}
      {skills.map((skill) => (
        <li
          key={skillKey(skill)}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-blue-100 py-0.5 pr-1 pl-2.5 text-xs font-semibold text-blue-800"
        >
          <span className="truncate">{skill}</span>
          <button
            type="button"
            className="rounded-full p-0.5 hover:bg-blue-200 focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={`Remove ${skill} from ${label.toLowerCase()}`}
            onClick={() => onRemove(skill)}
          >
            <X className="size-3" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
