// The Worker's view of worker/vendor/pdf.js as `npm run build` bundles it (scripts/worker-vendor.ts).
export { getDocumentProxy } from "unpdf";
