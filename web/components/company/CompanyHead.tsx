import { COMPANY } from "#contract/company";
import type { PageMeta } from "../../content/types";
import { PageHead, siteOrigin } from "../../lib/head";
import { webPageJsonLd } from "../../lib/structured-data";

/** Head tags for a company or information page, with WebPage structured data of the given schema.org type. */
export function CompanyHead({
  path,
  name,
  meta,
  type = "WebPage",
}: {
  path: string;
  name: string;
  meta: PageMeta;
  type?: string;
}) {
  return (
    <PageHead
      title={`${meta.title} | ${COMPANY.name}`}
      description={meta.description}
      keywords={meta.keywords}
      canonicalPath={path}
      jsonLd={webPageJsonLd(siteOrigin(), { path, name, description: meta.description, type })}
    />
  );
}
