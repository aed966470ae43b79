// The Worker's view of worker/vendor/mail-parser.js as `npm run build` bundles it (scripts/worker-vendor.ts):
// postal-mime's parser.
export { default } from "postal-mime";
