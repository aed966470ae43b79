import { type ReactNode, useState } from "react";
import { KeptServerHtml, useMountedByHydration } from "./static-parts";

/**
 * Content the server rendered from a page's data (a job's description and lists, an article's body), kept as the
 * server wrote it while the browser hydrates the page around it: hydration neither walks nor compares it, and on a
 * long job or article that is most of the page's hydration work (decision 034). It renders in the browser like
 * anything else when the page is rendered there (a client-side navigation), and once what it shows changes
 * (`version`, the record's last update). The rule of static parts holds (./static-parts.tsx): its markup is what the
 * browser would render, and a link in it navigates in the app.
 */
export function KeptWhileHydrated({ version, children }: { version: string; children: ReactNode }) {
  const mountedByHydration = useMountedByHydration();
  const [keptVersion] = useState(mountedByHydration ? version : null);
  if (keptVersion === version) return <KeptServerHtml />;
  return <div className="contents">{children}</div>;
}
