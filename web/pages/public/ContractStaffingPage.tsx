import { Section } from "../../components/marketing/Section";
import { TagList } from "../../components/marketing/TagList";
import { ServiceLayout } from "../../components/services/ServiceLayout";
import { CONTRACT_STAFFING as service } from "../../content/services/contract-staffing";

export default function ContractStaffingPage() {
  return (
    <ServiceLayout path="/services/contract-staffing" name="Contract Staffing" service={service}>
      <Section id="durations" tone="muted" heading={service.durations.heading}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {service.durations.items.map(({ icon: Icon, title, duration, text }) => (
            <li key={title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-4 text-lg font-semibold text-primary">{title}</h3>
              <p className="mt-1 text-2xl font-extrabold text-primary">{duration}</p>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="industries" heading={service.industries.heading}>
        <TagList items={service.industries.items} className="justify-center [&>li]:px-4 [&>li]:py-2 [&>li]:text-base" />
      </Section>
    </ServiceLayout>
  );
}
