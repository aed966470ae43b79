import { Section } from "../../components/marketing/Section";
import { TagList } from "../../components/marketing/TagList";
import { ServiceLayout } from "../../components/services/ServiceLayout";
import { INDUSTRY_SPECIALIZATIONS as service } from "../../content/services/industry-specializations";

export default function IndustrySpecializationsPage() {
  return (
    <ServiceLayout path="/services/industry-specializations" name="Industry Specializations" service={service}>
      <Section id="practices" tone="muted" heading="Our practices" intro="Four specialist teams, six focus areas each.">
        <ul className="grid gap-6 md:grid-cols-2">
          {service.specializations.map(({ name, icon: Icon, text, specialties }) => (
            <li key={name} className="rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-lg bg-primary text-accent">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-xl font-bold text-primary">{name}</h3>
              </div>
              <p className="mt-4 leading-relaxed text-muted-foreground">{text}</p>
              <TagList items={specialties} label={`${name} specialties`} className="mt-5" />
            </li>
          ))}
        </ul>
      </Section>
    </ServiceLayout>
  );
}
