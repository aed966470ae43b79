import { COMPANY } from "#contract/company";
import type { LegalDocument } from "../../content/legal";
import { PageHead, siteOrigin } from "../../lib/head";
import { webPageJsonLd } from "../../lib/structured-data";

/** A legal page: its head tags (WebPage structured data), heading, "Last updated" line and numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article aria-labelledby="page-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <PageHead
        title={`${document.meta.title} | ${COMPANY.name}`}
        description={document.meta.description}
        keywords={document.meta.keywords}
        canonicalPath={document.path}
        jsonLd={webPageJsonLd(siteOrigin(), {
          path: document.path,
          name: document.heading,
          description: document.meta.description,
        })}
      />
      <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
        {document.heading}
      </h1>
      <p className="mt-3 text-sm font-medium text-muted-foreground">Last updated: {document.lastUpdated}</p>
      <p className="mt-8 text-lg leading-relaxed text-foreground">{document.intro}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index + 1}`} className="mt-10">
          <h2 id={`section-${index + 1}`} className="text-xl font-semibold text-primary">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-foreground/90">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-foreground/90 marker:text-primary/60">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
