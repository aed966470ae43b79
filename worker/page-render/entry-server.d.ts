// The Worker's view of web/entry-server.tsx as `npm run build` bundles it into this folder (scripts/prerender.ts).
import type { PageRenderer } from "../contract/page-render";

export declare const renderPage: PageRenderer["renderPage"];
export declare const renderCookieBanner: PageRenderer["renderCookieBanner"];
export declare const siteOrigin: PageRenderer["siteOrigin"];
