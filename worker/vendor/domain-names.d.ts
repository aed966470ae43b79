// The Worker's view of worker/vendor/domain-names.js as `npm run build` bundles it (scripts/worker-vendor.ts):
// tldts's registrable domain of a host name, by the public suffix list.
export { getDomain } from "tldts";
