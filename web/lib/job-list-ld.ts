import type { JsonLd } from "#contract/json-ld";

/** schema.org ItemList of the jobs a page of /jobs shows, in the order it shows them, each by its own page's address. */
export function jobListJsonLd(origin: string, jobs: readonly { id: string; title: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: jobs.map((job, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${origin}/jobs/${job.id}`,
      name: job.title,
    })),
  };
}
