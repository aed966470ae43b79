import { TRUSTED_BY } from "../../content/home-static";
import { yearsInBusiness } from "../../lib/company";
import { Section } from "../marketing/Section";
import { StatGrid } from "../marketing/StatGrid";
import { BuildingComplexIcon } from "../ui/icons";

/** Who the firm works for, by kind of organization, and the headline figures. */
export function TrustedBy() {
  return (
    <Section id="clients" tone="muted" heading={TRUSTED_BY.heading} intro={TRUSTED_BY.intro}>
      <ul aria-label="Kinds of clients" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {TRUSTED_BY.clients.map((client) => (
          <li
            key={client}
            className="flex flex-col items-center gap-2 rounded-lg border border-border bg-white px-3 py-4 text-center text-sm font-medium text-primary"
          >
            <BuildingComplexIcon aria-hidden="true" className="size-5 text-primary/60" />
            {client}
          </li>
        ))}
      </ul>
      <StatGrid
        className="mt-10"
        stats={[...TRUSTED_BY.stats, { value: `${yearsInBusiness()}+`, label: "Years in business" }]}
      />
    </Section>
  );
}
