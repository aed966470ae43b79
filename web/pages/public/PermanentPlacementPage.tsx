import { ProcessSteps } from "../../components/marketing/ProcessSteps";
import { Section } from "../../components/marketing/Section";
import { ServiceLayout } from "../../components/services/ServiceLayout";
import { ShieldCheckIcon } from "../../components/ui/icons";
import { PERMANENT_PLACEMENT as service } from "../../content/services/permanent-placement";

export default function PermanentPlacementPage() {
  return (
    <ServiceLayout path="/services/permanent-placement" name="Permanent Placement" service={service}>
      <Section id="process" tone="muted" heading={service.process.heading}>
        <ProcessSteps steps={service.process.steps} />
      </Section>
      <section aria-labelledby="guarantee-heading" className="bg-white pt-16 sm:pt-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-5 rounded-2xl border-2 border-accent bg-accent/10 p-6 sm:flex-row sm:p-8">
            <ShieldCheckIcon aria-hidden="true" className="size-12 shrink-0 text-primary" />
            <div>
              <h2 id="guarantee-heading" className="text-2xl font-bold text-primary">
                {service.guarantee.heading}
              </h2>
              <p className="mt-2 text-lg leading-relaxed text-foreground">{service.guarantee.text}</p>
            </div>
          </div>
        </div>
      </section>
    </ServiceLayout>
  );
}
