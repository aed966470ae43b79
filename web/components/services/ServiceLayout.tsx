import type { ReactNode } from "react";
import { COMPANY } from "#contract/company";
import type { ServiceContent } from "../../content/services/shared";
import { PageHead, siteOrigin } from "../../lib/head";
import { serviceJsonLd } from "../../lib/structured-data";
import { CtaBanner } from "../marketing/CtaBanner";
import { IconCardGrid } from "../marketing/IconCardGrid";
import { PageHero } from "../marketing/PageHero";
import { Section } from "../marketing/Section";
import { StatGrid } from "../marketing/StatGrid";

/**
 * The frame every service page shares: head tags with Service structured data, the hero (h1 = the service's
 * name), the feature cards and statistics, then the page's own sections (`children`), then the closing call.
 */
export function ServiceLayout({
  path,
  name,
  service,
  children,
}: {
  path: string;
  name: string;
  service: ServiceContent;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHead
        title={`${service.meta.title} | ${COMPANY.name}`}
        description={service.meta.description}
        keywords={service.meta.keywords}
        canonicalPath={path}
        jsonLd={serviceJsonLd(siteOrigin(), {
          path,
          name,
          description: service.meta.description,
          serviceType: service.serviceType,
        })}
      />
      <PageHero eyebrow="Our Services" heading={name} intro={service.intro} actions={service.actions}>
        <StatGrid stats={service.stats} inverse className="mt-12 max-w-3xl" />
      </PageHero>
      <Section id="features" heading={service.features.heading} intro={service.features.intro}>
        <IconCardGrid items={service.features.items} />
      </Section>
      {children}
      <CtaBanner heading={service.closing.heading} text={service.closing.text} actions={service.closing.actions} />
    </>
  );
}
