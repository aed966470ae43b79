import { APPLICATION_STAGE_LABELS } from "#contract/application-pipeline";
import { APPLICATION_STAGES } from "#contract/enums";
import {
  RADIUS_MILES_MAX,
  RADIUS_MILES_MIN,
  REMOTE_PREFERENCE_LABELS,
  REMOTE_PREFERENCES,
  SKILLS_MODES,
} from "#contract/matching";
import { MATCH_FILTERS, SKILLS_MODE_LABELS } from "../../../content/matching";
import { Field, Input, Select } from "../../ui/form";
import { useApplicationOwners } from "../applications/application-queries";
import type { MatchFilterName, MatchFilterValues } from "./match-filters";

/** A field's name and what the address holds for it: uncontrolled, so what is typed is what the form sends. */
const fieldOf = (values: MatchFilterValues) => (name: MatchFilterName) => ({ name, defaultValue: values[name] ?? "" });

/** Where and for what: the radius and its centre, the pay range, the remote preference, the skills and their mode. */
export function PlaceAndPayFields({
  values,
  nearPlaceholder,
  payHint,
}: {
  values: MatchFilterValues;
  nearPlaceholder: string;
  payHint: string;
}) {
  const field = fieldOf(values);
  return (
    <>
      <Field label={MATCH_FILTERS.radius} hint={MATCH_FILTERS.radiusHint}>
        {(p) => (
          <Input
            {...p}
            {...field("radius")}
            type="number"
            inputMode="numeric"
            min={RADIUS_MILES_MIN}
            max={RADIUS_MILES_MAX}
          />
        )}
      </Field>
      <Field label={MATCH_FILTERS.near} className="sm:col-span-2">
        {(p) => <Input {...p} {...field("near")} placeholder={nearPlaceholder} autoComplete="off" />}
      </Field>
      <Field label={MATCH_FILTERS.salaryMin} hint={payHint}>
        {(p) => <Input {...p} {...field("salaryMin")} type="number" inputMode="numeric" min={0} />}
      </Field>
      <Field label={MATCH_FILTERS.salaryMax}>
        {(p) => <Input {...p} {...field("salaryMax")} type="number" inputMode="numeric" min={0} />}
      </Field>
      <Field label={MATCH_FILTERS.remote}>
        {(p) => (
          <Select {...p} {...field("remote")}>
            <option value="">{MATCH_FILTERS.remoteAny}</option>
            {REMOTE_PREFERENCES.map((value) => (
              <option key={value} value={value}>
                {REMOTE_PREFERENCE_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={MATCH_FILTERS.skills} hint={MATCH_FILTERS.skillsHint} className="sm:col-span-2">
        {(p) => <Input {...p} {...field("skills")} placeholder="CPA, SAP" autoComplete="off" />}
      </Field>
      <Field label={MATCH_FILTERS.skillsMode}>
        {(p) => (
          <Select {...p} {...field("skillsMode")}>
            {SKILLS_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {SKILLS_MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}

/** Who: their notice, the stage of their applications, their tags, the owner of their applications. */
export function PeopleFields({ values }: { values: MatchFilterValues }) {
  const field = fieldOf(values);
  const owners = useApplicationOwners().data;
  return (
    <>
      <Field label={MATCH_FILTERS.availableInWeeks}>
        {(p) => <Input {...p} {...field("availableInWeeks")} type="number" inputMode="numeric" min={0} />}
      </Field>
      <Field label={MATCH_FILTERS.stage}>
        {(p) => (
          <Select {...p} {...field("stage")}>
            <option value="">{MATCH_FILTERS.stageAny}</option>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {APPLICATION_STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={MATCH_FILTERS.tags} hint={MATCH_FILTERS.tagsHint}>
        {(p) => <Input {...p} {...field("tags")} autoComplete="off" />}
      </Field>
      <Field label={MATCH_FILTERS.owner}>
        {(p) => (
          // Remounted once the names arrive, so the address's owner is chosen among them.
          <Select {...p} {...field("owner")} key={owners ? "owners" : "loading"}>
            <option value="">{MATCH_FILTERS.ownerAny}</option>
            {(owners ?? []).map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}
