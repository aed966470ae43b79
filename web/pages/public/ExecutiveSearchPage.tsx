import { ProcessSteps } from "../../components/marketing/ProcessSteps";
import { Section } from "../../components/marketing/Section";
import { ServiceLayout } from "../../components/services/ServiceLayout";
import { CircleCheckIcon } from "../../components/ui/icons";
import { EXECUTIVE_SEARCH as service } from "../../content/services/executive-search";
import { yearsInBusiness } from "../../lib/company";

export default function ExecutiveSearchPage() {
  const withYears = {
    ...service,
    stats: [...service.stats, { value: `${yearsInBusiness()}+`, label: "Years in executive search" }],
  };
  return (
    <ServiceLayout path="/services/executive-search" name="Executive Search" service={withYears}>
      <Section id="roles" tone="muted" heading={service.roles.heading}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {service.roles.items.map((role) => (
            <li
              key={role}
              className="flex items-center gap-3 rounded-lg border border-border bg-white px-4 py-3.5 font-medium text-primary shadow-sm"
            >
              <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-accent-hover" />
              {role}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" heading={service.process.heading}>
        <ProcessSteps steps={service.process.steps} />
      </Section>
    </ServiceLayout>
  );
}
