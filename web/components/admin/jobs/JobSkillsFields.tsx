import { useDeferredValue, useMemo } from "react";
import { JOB_SKILL_LENGTH_MAX, JOB_SKILLS_MAX } from "#contract/jobs";
import { skillKey, suggestSkills } from "#contract/skills";
import { SkillsEditor } from "../SkillsEditor";
import type { DialogFormSection } from "../use-dialog-form";
import type { JobFormState } from "./job-form-state";

type SkillList = "requiredSkills" | "preferredSkills";

/**
 * The skills the job asks for (issue 46): required and preferred, suggested from the requirements as they are typed
 * (the vocabulary's names they mention), confirmed by staff. A skill is in one list only: adding it to one takes it
 * from the other, as the Worker refuses it in both.
 */
export function JobSkillsFields({ form, set, errors }: DialogFormSection<JobFormState>) {
  const requirements = useDeferredValue(form.requirements);
  const suggestions = useMemo(() => suggestSkills(requirements), [requirements]);
  const chosen = new Set([...form.requiredSkills, ...form.preferredSkills].map(skillKey));
  const offered = suggestions.filter((skill) => !chosen.has(skillKey(skill)));
  const change = (list: SkillList, other: SkillList) => (skills: string[]) => {
    const keys = new Set(skills.map(skillKey));
    set(list, skills);
    if (form[other].some((skill) => keys.has(skillKey(skill))))
      set(
        other,
        form[other].filter((skill) => !keys.has(skillKey(skill))),
      );
  };
  const editor = (list: SkillList, other: SkillList, label: string) => (
    <SkillsEditor
      label={label}
      skills={form[list]}
      suggestions={offered}
      onChange={change(list, other)}
      max={JOB_SKILLS_MAX}
      maxLength={JOB_SKILL_LENGTH_MAX}
      error={errors[list]}
    />
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Skills</legend>
      <p className="text-xs text-muted-foreground">
        What matching reads: required skills weigh more than preferred ones. Suggestions come from the requirements.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {editor("requiredSkills", "preferredSkills", "Required skills")}
        {editor("preferredSkills", "requiredSkills", "Preferred skills")}
      </div>
    </fieldset>
  );
}
