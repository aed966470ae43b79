import { COMPANY } from "#contract/company";
import type { JsonLd } from "#contract/json-ld";

/**
 * schema.org structured data (JSON-LD) for the pages' heads, built from the firm's one identity. Pure functions:
 * the origin is passed in, so the same builders serve the browser and unit tests.
 */

function withContext(data: JsonLd): JsonLd {
  return { "@context": "https://schema.org", ...data };
}

function organizationRef(origin: string): JsonLd {
  return { "@type": "Organization", "@id": `${origin}/#organization`, name: COMPANY.name, url: `${origin}/` };
}

/** The firm as an employment agency, for the home page; `sameAs` lists its social profiles. */
export function organizationJsonLd(
  origin: string,
  { description, sameAs }: { description: string; sameAs: readonly string[] },
): JsonLd {
  const { street, city, region, postalCode, country } = COMPANY.address;
  return withContext({
    "@type": "EmploymentAgency",
    "@id": `${origin}/#organization`,
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    description,
    url: `${origin}/`,
    telephone: COMPANY.phone,
    email: COMPANY.email,
    foundingDate: String(COMPANY.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: city,
      addressRegion: region,
      postalCode,
      addressCountry: country,
    },
    areaServed: { "@type": "Country", name: "United States" },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "14:00" },
    ],
    sameAs,
  });
}

export interface PageFacts {
  /** Path of the page, e.g. "/services/executive-search". */
  path: string;
  name: string;
  description: string;
}

/** One of the firm's services, offered nationwide. */
export function serviceJsonLd(origin: string, page: PageFacts & { serviceType: string }): JsonLd {
  return withContext({
    "@type": "Service",
    name: page.name,
    serviceType: page.serviceType,
    description: page.description,
    url: `${origin}${page.path}`,
    provider: organizationRef(origin),
    areaServed: { "@type": "Country", name: "United States" },
  });
}

/** A page of the site of a given schema.org WebPage type (AboutPage, ContactPage, CollectionPage, WebPage ...). */
export function webPageJsonLd(origin: string, page: PageFacts & { type?: string }): JsonLd {
  return withContext({
    "@type": page.type ?? "WebPage",
    name: page.name,
    description: page.description,
    url: `${origin}${page.path}`,
    inLanguage: "en-US",
    isPartOf: { "@type": "WebSite", name: COMPANY.name, url: `${origin}/` },
    publisher: organizationRef(origin),
  });
}

/** A written piece the firm publishes (the case studies). */
export function articleJsonLd(origin: string, page: PageFacts & { about: string; datePublished: string }): JsonLd {
  return withContext({
    "@type": "Article",
    headline: page.name,
    description: page.description,
    about: page.about,
    url: `${origin}${page.path}`,
    mainEntityOfPage: `${origin}${page.path}`,
    datePublished: page.datePublished,
    author: organizationRef(origin),
    publisher: organizationRef(origin),
  });
}
